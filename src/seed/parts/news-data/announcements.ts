/**
 * "Latest News": commemorative coin issues, the financial literacy month, anti-
 * money-laundering seminars, licences granted, cooperation and the development
 * of the financial market. Institutions granted a licence are fictitious.
 */
import type { EntryText } from '#src/seed/entries-writer.ts';
import { dateEn, datePt, dateZh, leadOf, macao, paragraphs, pick, rng, weekday, type NewsItem } from './common.ts';

type Texts3 = { zh: EntryText; en: EntryText; pt?: EntryText | undefined };

function item(slug: string, publishedAt: Date, topic: NewsItem['data']['topic'], texts: Texts3, extra: Partial<NewsItem> = {}): NewsItem {
  const lead = (t: EntryText): EntryText => ({ ...t, summary: t.summary ?? leadOf(t.content ?? '') });
  return { slug, cat: 'news', publishedAt, data: { topic }, zh: lead(texts.zh), en: lead(texts.en), pt: texts.pt ? lead(texts.pt) : undefined, ...extra };
}

const ZODIAC = [
  { year: 2020, zh: '鼠', en: 'Rat', pt: 'Rato' },
  { year: 2021, zh: '牛', en: 'Ox', pt: 'Búfalo' },
  { year: 2022, zh: '虎', en: 'Tiger', pt: 'Tigre' },
  { year: 2023, zh: '兔', en: 'Rabbit', pt: 'Coelho' },
  { year: 2024, zh: '龍', en: 'Dragon', pt: 'Dragão' },
  { year: 2025, zh: '蛇', en: 'Snake', pt: 'Serpente' },
  { year: 2026, zh: '馬', en: 'Horse', pt: 'Cavalo' },
  { year: 2027, zh: '羊', en: 'Goat', pt: 'Cabra' },
] as const;

function zodiacCoins(): NewsItem[] {
  return ZODIAC.map((z, index) => {
    const rnd = rng(`coins:${String(z.year)}`);
    const published = weekday(macao(z.year - 1, index === ZODIAC.length - 1 ? 10 : 11, 12 + Math.floor(rnd() * 10), 11));
    const gold = 5000 + Math.floor(rnd() * 4) * 1000;
    const silver = 10000 + Math.floor(rnd() * 5) * 2000;
    const sale = new Date(published.getTime() + (14 + Math.floor(rnd() * 10)) * 86_400_000);
    return item(
      `commemorative-coins-year-of-the-${z.en.toLowerCase()}`,
      published,
      'currency',
      {
        en: {
          title: `Commemorative coins for the Lunar Year of the ${z.en}`,
          content: paragraphs(
            `The AMCM will issue a set of commemorative coins for the Lunar Year of the ${z.en} (${String(z.year)}), the latest in its series of Chinese zodiac coins. The set comprises a gold coin with a face value of MOP 1,000 (1/4 ounce of 999.9 fine gold, mintage ${gold.toLocaleString('en-GB')}) and a silver coin with a face value of MOP 100 (1 ounce of 999 fine silver, mintage ${silver.toLocaleString('en-GB')}).`,
            `The obverse bears the emblem of the Macao Special Administrative Region; the reverse shows a ${z.en.toLowerCase()} against a Macao landmark, by a local designer. The coins are legal tender in Macao.`,
            `Orders can be placed through the commemorative coin section of this website from ${dateEn(sale)}, while stocks last. Payment is made before collection, and coins are collected within one week of payment. Each buyer may order up to the per-order limit shown on the order page.`,
          ),
        },
        zh: {
          title: `${z.zh}年生肖紀念幣`,
          content: paragraphs(
            `金管局將發行${String(z.year)}${z.zh}年生肖紀念幣，延續生肖紀念幣系列。紀念幣一套兩枚：面額1,000澳門元的金幣（純度999.9，重1/4盎司，發行量${gold.toLocaleString('en-GB')}枚）及面額100澳門元的銀幣（純度999，重1盎司，發行量${silver.toLocaleString('en-GB')}枚）。`,
            `紀念幣正面為澳門特別行政區區徽，背面由本地設計師以${z.zh}配襯澳門地標設計。紀念幣為澳門法定貨幣。`,
            `市民可於${dateZh(sale)}起透過本網站紀念幣專頁訂購，售完即止。訂購人須先付款後取幣，並於付款後一星期內領取。每張訂單的購買上限以訂購頁面所示為準。`,
          ),
        },
        pt:
          index % 2 === 0
            ? {
                title: `Moedas comemorativas do Ano Lunar do ${z.pt}`,
                content: paragraphs(
                  `A AMCM vai emitir um conjunto de moedas comemorativas do Ano Lunar do ${z.pt} (${String(z.year)}): uma moeda de ouro com o valor facial de 1000 patacas (1/4 de onça, tiragem de ${String(gold)}) e uma moeda de prata com o valor facial de 100 patacas (1 onça, tiragem de ${String(silver)}).`,
                  `As encomendas podem ser feitas na secção de moedas comemorativas deste sítio a partir de ${datePt(sale)}, até ao esgotamento das existências. O pagamento é feito antes do levantamento.`,
                ),
              }
            : undefined,
      },
      { isTop: index === ZODIAC.length - 1 },
    );
  });
}

const LITERACY = [
  { en: 'using credit cards wisely', zh: '精明使用信用卡', pt: 'a utilização prudente dos cartões de crédito' },
  { en: 'staying safe from online fraud', zh: '防範網上詐騙', pt: 'a prevenção da fraude em linha' },
  { en: 'mobile payments and e-wallets', zh: '流動支付及電子錢包', pt: 'os pagamentos móveis e as carteiras electrónicas' },
  { en: 'insurance protection for the family', zh: '家庭保險保障', pt: 'a protecção da família através dos seguros' },
  { en: 'the risks of investment products and virtual assets', zh: '投資產品及虛擬資產的風險', pt: 'os riscos dos produtos de investimento e dos activos virtuais' },
  { en: 'planning for retirement', zh: '退休規劃', pt: 'o planeamento da reforma' },
  { en: 'keeping digital banking secure', zh: '電子銀行安全', pt: 'a segurança dos serviços bancários digitais' },
  { en: 'money management for young people', zh: '青少年理財', pt: 'a gestão do dinheiro pelos jovens' },
] as const;

function literacyMonth(): NewsItem[] {
  return LITERACY.map((theme, index) => {
    const year = 2019 + index;
    const rnd = rng(`literacy:${String(year)}`);
    const published = weekday(macao(year, 10, 2 + Math.floor(rnd() * 4), 15));
    const schools = 18 + Math.floor(rnd() * 20);
    const online = year === 2020 || year === 2022;
    return item(`financial-literacy-month-${String(year)}`, published, 'financial-education', {
      en: {
        title: `Financial Literacy Month ${String(year)}: ${theme.en}`,
        content: paragraphs(
          `The AMCM's Financial Literacy Month opens this October with the theme of ${theme.en}. Together with banks, insurers and community associations, the AMCM will hold talks, quizzes and exhibitions for students, families and older residents${online ? ', mostly online this year in view of the public health situation' : ''}.`,
          `Talks have been arranged at ${String(schools)} secondary schools, and a series of short videos and infographics will be published in the Multimedia section of this website. Members of the public can also take part in an online quiz, with prizes for correct answers.`,
          pick(rnd, [
            'Financial literacy helps the public make informed decisions and protect themselves against fraud. The AMCM encourages residents of all ages to take part.',
            'The campaign forms part of the AMCM’s long-term work on financial consumer protection. Schools and associations wishing to arrange a talk may contact the AMCM.',
          ]),
        ),
      },
      zh: {
        title: `${String(year)}年金融知識普及月：${theme.zh}`,
        content: paragraphs(
          `金管局今年十月舉辦「金融知識普及月」，主題為「${theme.zh}」。金管局將聯同銀行、保險公司及社團，為學生、家庭及長者舉辦講座、問答比賽及展覽${online ? '，因應公共衞生情況，今年活動以網上形式為主' : ''}。`,
          `本年度共安排到${String(schools)}所中學舉行講座，並將於本網站「多媒體」欄目陸續發佈短片及圖解。市民亦可參加網上問答遊戲，答對者可獲紀念品。`,
          pick(rnd, ['提升金融知識有助市民作出明智的決定並防範詐騙。金管局鼓勵各年齡層的市民踴躍參與。', '活動是金管局推動金融消費者保護的長期工作之一。學校及社團如欲安排講座，可與金管局聯絡。']),
        ),
      },
      pt:
        index % 3 === 0
          ? {
              title: `Mês da Literacia Financeira ${String(year)}: ${theme.pt}`,
              content: paragraphs(
                `O Mês da Literacia Financeira da AMCM decorre em Outubro, este ano dedicado a ${theme.pt}. Em conjunto com bancos, seguradoras e associações, a AMCM organiza palestras, concursos e exposições para estudantes, famílias e idosos.`,
                `Estão previstas palestras em ${String(schools)} escolas secundárias, e serão publicados vídeos e infografias na secção Multimédia deste sítio.`,
              ),
            }
          : undefined,
    });
  });
}

const AML = [
  { year: 2019, en: 'the follow-up to Macao’s mutual evaluation', zh: '澳門相互評估的跟進工作', pt: 'o seguimento da avaliação mútua de Macau' },
  { year: 2021, en: 'customer due diligence for remote onboarding', zh: '遙距開戶的客戶盡職審查', pt: 'a diligência relativa à clientela na abertura de contas à distância' },
  { year: 2022, en: 'risks of virtual assets', zh: '虛擬資產的風險', pt: 'os riscos dos activos virtuais' },
  { year: 2023, en: 'targeted financial sanctions and proliferation financing', zh: '定向金融制裁及擴散融資', pt: 'as sanções financeiras específicas e o financiamento da proliferação' },
  { year: 2024, en: 'the risk-based approach for insurance intermediaries', zh: '保險中介人的風險為本方法', pt: 'a abordagem baseada no risco para os mediadores de seguros' },
  { year: 2025, en: 'detecting fraud-related money laundering', zh: '識別與詐騙相關的清洗黑錢活動', pt: 'a detecção do branqueamento de capitais ligado à fraude' },
] as const;

function amlSeminars(): NewsItem[] {
  return AML.map((s, index) => {
    const rnd = rng(`aml:${String(s.year)}`);
    const published = weekday(macao(s.year, 5 + Math.floor(rnd() * 5), 8 + Math.floor(rnd() * 15), 18));
    const attendees = 220 + Math.floor(rnd() * 180);
    return item(`aml-cft-seminar-${String(s.year)}`, published, 'anti-money-laundering', {
      en: {
        title: `AML/CFT seminar for financial institutions: ${s.en}`,
        content: paragraphs(
          `The AMCM and the Financial Intelligence Office held the annual seminar on anti-money laundering and counter-terrorist financing (AML/CFT) for financial institutions, attended by about ${String(attendees)} compliance officers and managers of banks, insurers, insurance intermediaries and other financial institutions.`,
          `This year's seminar focused on ${s.en}. Speakers explained recent international standards of the Financial Action Task Force (FATF), typologies seen in suspicious transaction reports and the AMCM's supervisory expectations, with case studies drawn from inspections.`,
          'The AMCM reminds financial institutions to keep their AML/CFT policies up to date, to apply enhanced measures to higher-risk customers and to report suspicious transactions to the Financial Intelligence Office without delay.',
        ),
      },
      zh: {
        title: `金融機構反洗錢及反恐融資研討會：${s.zh}`,
        content: paragraphs(
          `金管局與金融情報辦公室合辦年度金融機構反清洗黑錢及反恐怖主義融資研討會，約${String(attendees)}名銀行、保險公司、保險中介人及其他金融機構的合規人員及管理人員出席。`,
          `本年度研討會以「${s.zh}」為重點。講者介紹了打擊清洗黑錢財務行動特別組織（FATF）的最新國際標準、可疑交易報告中常見的類型，以及金管局的監管要求，並以現場檢查的個案作說明。`,
          '金管局提醒金融機構定期更新反洗錢及反恐融資政策，對高風險客戶採取加強措施，並及時向金融情報辦公室舉報可疑交易。',
        ),
      },
      pt:
        index % 2 === 1
          ? {
              title: `Seminário sobre prevenção do branqueamento de capitais: ${s.pt}`,
              content: paragraphs(
                `A AMCM e o Gabinete de Informação Financeira realizaram o seminário anual sobre a prevenção e repressão do branqueamento de capitais e do financiamento do terrorismo, com cerca de ${String(attendees)} participantes de bancos, seguradoras, mediadores e outras instituições financeiras.`,
                `O seminário deste ano centrou-se em ${s.pt}. A AMCM recorda às instituições financeiras o dever de comunicar sem demora as operações suspeitas ao Gabinete de Informação Financeira.`,
              ),
            }
          : undefined,
    });
  });
}

const LICENCES = [
  { date: [2019, 6, 14], kind: 'payment', en: 'Pearl Horizon Payments (Macau) Limited', zh: '珠耀支付（澳門）有限公司', pt: 'Pearl Horizon Payments (Macau) Limitada' },
  { date: [2019, 11, 22], kind: 'insurer-branch', en: 'Harbourview Life Assurance Company Limited, Macau Branch', zh: '港景人壽保險有限公司澳門分公司', pt: 'Harbourview Life Assurance Company Limited, Sucursal de Macau' },
  { date: [2020, 8, 7], kind: 'bank', en: 'Lotus Bay Bank (Macau) Limited', zh: '蓮灣銀行（澳門）股份有限公司', pt: 'Banco Baía de Lótus (Macau), S.A.' },
  { date: [2021, 5, 20], kind: 'reinsurer', en: 'Seaward Reinsurance Company Limited', zh: '海順再保險股份有限公司', pt: 'Seaward Resseguros, S.A.' },
  { date: [2022, 4, 1], kind: 'leasing', en: 'Greater Bay Financial Leasing Company Limited', zh: '灣區融資租賃股份有限公司', pt: 'Greater Bay Locação Financeira, S.A.' },
  { date: [2023, 9, 15], kind: 'fund-manager', en: 'Tai Kam Asset Management (Macau) Limited', zh: '泰錦資產管理（澳門）股份有限公司', pt: 'Tai Kam Gestão de Activos (Macau), S.A.' },
  { date: [2024, 7, 12], kind: 'bank-branch', en: 'Meridian Commercial Bank, Macau Branch', zh: '子午商業銀行澳門分行', pt: 'Meridian Commercial Bank, Sucursal de Macau' },
  { date: [2025, 11, 28], kind: 'payment', en: 'Jadepay (Macau) Limited', zh: '翠付（澳門）有限公司', pt: 'Jadepay (Macau) Limitada' },
  { date: [2026, 3, 27], kind: 'insurer', en: 'Sino-Luso Life Insurance Company Limited', zh: '中葡人壽保險股份有限公司', pt: 'Companhia de Seguros de Vida Sino-Luso, S.A.' },
] as const;

const LICENCE_KIND = {
  payment: { en: 'a payment institution offering stored-value cards and mobile payment services', zh: '提供儲值卡及流動支付服務的支付機構', pt: 'instituição de pagamento' },
  'insurer-branch': { en: 'a branch carrying on life insurance business', zh: '經營人壽保險業務的分公司', pt: 'sucursal para o exercício da actividade de seguros do ramo vida' },
  bank: { en: 'a bank incorporated in Macao', zh: '在澳門註冊成立的銀行', pt: 'banco constituído em Macau' },
  reinsurer: { en: 'a reinsurer incorporated in Macao', zh: '在澳門註冊成立的再保險公司', pt: 'resseguradora constituída em Macau' },
  leasing: { en: 'a financial leasing company', zh: '融資租賃公司', pt: 'sociedade de locação financeira' },
  'fund-manager': { en: 'an investment fund management company', zh: '投資基金管理公司', pt: 'sociedade gestora de fundos de investimento' },
  'bank-branch': { en: 'the Macao branch of a bank incorporated elsewhere', zh: '外地註冊銀行的澳門分行', pt: 'sucursal em Macau de um banco com sede no exterior' },
  insurer: { en: 'a life insurer incorporated in Macao', zh: '在澳門註冊成立的人壽保險公司', pt: 'seguradora do ramo vida constituída em Macau' },
} as const;

function licences(): NewsItem[] {
  return LICENCES.map((l, index) => {
    const [y, m, d] = l.date;
    const kind = LICENCE_KIND[l.kind];
    const rnd = rng(`licence:${l.en}`);
    const capital = l.kind === 'bank' ? 'MOP 300 million' : l.kind === 'insurer' || l.kind === 'reinsurer' ? 'MOP 100 million' : 'MOP 30 million';
    const capitalZh = l.kind === 'bank' ? '3億澳門元' : l.kind === 'insurer' || l.kind === 'reinsurer' ? '1億澳門元' : '3,000萬澳門元';
    const opening = new Date(Date.UTC(y, m - 1 + 2 + Math.floor(rnd() * 3), 1));
    const openingEn = opening.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const openingZh = `${String(opening.getUTCFullYear())}年${String(opening.getUTCMonth() + 1)}月`;
    return item(`licence-${l.en.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`, weekday(macao(y, m, d, 17, 30)), 'licence', {
      en: {
        title: `Authorisation granted to ${l.en}`,
        content: paragraphs(
          `By order of the Chief Executive, and on the recommendation of the AMCM, ${l.en} has been authorised to operate in Macao as ${kind.en}. The authorisation was published in the Official Gazette of the Macao SAR.`,
          `The institution has met the requirements on share capital (at least ${capital}), fitness and propriety of its shareholders and managers, internal control and anti-money laundering systems. It expects to start business in ${openingEn}.`,
          'The list of authorised institutions is kept up to date on this website. Members of the public should deal only with authorised institutions and can check an institution’s status with the AMCM.',
        ),
      },
      zh: {
        title: `${l.zh}獲准在澳門經營`,
        content: paragraphs(
          `經金管局建議，行政長官批示許可${l.zh}以${kind.zh}的形式在澳門經營，有關批示已刊登於《澳門特別行政區公報》。`,
          `該機構已符合有關股本（不少於${capitalZh}）、股東及管理人員適當資格、內部控制及反洗錢制度等要求，預計於${openingZh}開業。`,
          '獲許可機構名單已於本網站更新。市民應只與獲許可的機構進行交易，如有疑問可向金管局查詢機構的狀況。',
        ),
      },
      pt:
        index % 3 !== 1
          ? {
              title: `Autorização concedida a ${l.pt}`,
              content: paragraphs(
                `Por despacho do Chefe do Executivo, sob proposta da AMCM, foi autorizada a ${l.pt} a exercer actividade em Macau como ${kind.pt}. O despacho foi publicado no Boletim Oficial da Região Administrativa Especial de Macau.`,
                'A lista das instituições autorizadas está disponível neste sítio. O público deve relacionar-se apenas com instituições autorizadas.',
              ),
            }
          : undefined,
    });
  });
}

interface Event {
  slug: string;
  date: [number, number, number];
  topic: NewsItem['data']['topic'];
  en: [string, ...string[]];
  zh: [string, ...string[]];
  pt?: [string, ...string[]];
}

/** Hand-written events: cooperation with other authorities and the development of the financial market. */
const EVENTS: Event[] = [
  {
    slug: 'gba-financial-cooperation-meeting-2019',
    date: [2019, 3, 22],
    topic: 'cooperation',
    en: [
      'AMCM and Guangdong financial authorities meet on Greater Bay Area cooperation',
      'A delegation of the AMCM met the financial authorities of Guangdong Province in Guangzhou to discuss the financial measures of the Outline Development Plan for the Guangdong-Hong Kong-Macao Greater Bay Area.',
      'The two sides agreed to study cross-boundary use of mobile payments, the opening of bank accounts by Macao residents in the Greater Bay Area cities and closer cooperation in insurance supervision, and to meet regularly to follow up.',
    ],
    zh: [
      '金管局與廣東省金融部門會晤商討大灣區金融合作',
      '金管局代表團在廣州與廣東省金融部門會晤，就《粵港澳大灣區發展規劃綱要》的金融措施交換意見。',
      '雙方同意研究流動支付跨境使用、澳門居民在大灣區內地城市開立銀行帳戶以及加強保險監管合作等議題，並定期會晤跟進。',
    ],
  },
  {
    slug: 'rmb-sovereign-bonds-2019',
    date: [2019, 7, 3],
    topic: 'market-development',
    en: [
      'Renminbi sovereign bonds issued in Macao',
      'The Ministry of Finance of the People’s Republic of China issued RMB 2 billion of sovereign bonds in Macao today, the first such issue in Macao. The bonds were well received by investors, with the order book several times the amount offered.',
      'The AMCM welcomes the issue, which supports the development of Macao’s bond market and of its role as a platform between China and the Portuguese-speaking countries, and will keep improving the market’s infrastructure.',
    ],
    zh: [
      '國家財政部在澳門發行人民幣國債',
      '國家財政部今日在澳門發行20億元人民幣國債，為首次在澳門發行國債。是次發行獲投資者踴躍認購，認購額為發行額的數倍。',
      '金管局歡迎是次發行。國債發行有助推動澳門債券市場的發展，配合澳門作為中國與葡語國家金融服務平台的定位；金管局將繼續完善市場基礎設施。',
    ],
    pt: [
      'Emissão de obrigações soberanas em renminbi em Macau',
      'O Ministério das Finanças da República Popular da China emitiu hoje em Macau obrigações soberanas no montante de 2 mil milhões de renminbi, a primeira emissão do género em Macau.',
      'A AMCM congratula-se com a emissão, que contribui para o desenvolvimento do mercado obrigacionista de Macau.',
    ],
  },
  {
    slug: 'insurance-supervisory-cooperation-2020',
    date: [2020, 12, 4],
    topic: 'cooperation',
    en: [
      'Memorandum of understanding on insurance supervisory cooperation signed',
      'The AMCM signed a memorandum of understanding with the insurance supervisor of a neighbouring jurisdiction on the exchange of supervisory information and cooperation in the supervision of insurance groups operating in both places.',
      'The memorandum was signed by video link. It provides for regular meetings, joint work on crisis management and cooperation in the handling of cross-border complaints.',
    ],
    zh: [
      '簽署保險監管合作諒解備忘錄',
      '金管局與鄰近地區的保險監管機構簽署諒解備忘錄，就交換監管資訊及監管在兩地經營的保險集團加強合作。',
      '備忘錄以視像形式簽署，內容包括定期會晤、共同制訂危機處理安排，以及合作處理跨境投訴。',
    ],
  },
  {
    slug: 'simple-pay-launch-2021',
    date: [2021, 3, 5],
    topic: 'market-development',
    en: [
      'Simple Pay aggregated payment service launched',
      'Simple Pay, the aggregated payment service promoted by the AMCM, is now available to merchants. One QR code at the counter accepts payments from all the mobile payment services offered in Macao, so that merchants no longer need a separate code for each service.',
      'More than 20 000 merchant points have joined in the first phase. The AMCM encourages merchants, especially small and medium-sized enterprises, to join the service through their bank or payment institution.',
    ],
    zh: [
      '聚合支付「聚易用」正式推出',
      '由金管局推動的聚合支付服務「聚易用」今日起供商戶使用。商戶只需一個收款二維碼，即可接受澳門各種流動支付工具的付款，毋須為每種支付工具分別設置收款碼。',
      '首階段已有逾20,000個商戶收款點參與。金管局鼓勵商戶，特別是中小企，透過其往來銀行或支付機構申請使用。',
    ],
    pt: [
      'Lançamento do serviço de pagamentos agregados Simple Pay',
      'O Simple Pay, serviço de pagamentos agregados promovido pela AMCM, passa a estar disponível para os comerciantes. Um único código QR no balcão aceita pagamentos de todos os serviços de pagamento móvel disponíveis em Macau.',
      'Na primeira fase aderiram mais de 20 000 pontos de venda.',
    ],
  },
  {
    slug: 'wealth-management-connect-2021',
    date: [2021, 9, 10],
    topic: 'cooperation',
    en: [
      'Cross-boundary Wealth Management Connect launched',
      'The Cross-boundary Wealth Management Connect scheme in the Greater Bay Area starts today. Eligible residents of Macao can invest in wealth management products distributed by banks in the Mainland cities of the Greater Bay Area, and eligible Mainland residents can invest in products distributed by Macao banks.',
      'Participating banks in Macao must follow the AMCM’s requirements on investor suitability, disclosure of risks and the handling of funds in closed loops. Investors should understand the products and the risks before they invest.',
    ],
    zh: [
      '「跨境理財通」正式開通',
      '粵港澳大灣區「跨境理財通」今日正式開通。合資格的澳門居民可投資大灣區內地城市銀行銷售的理財產品，合資格的內地居民亦可投資澳門銀行銷售的投資產品。',
      '參與的澳門銀行須遵守金管局有關投資者適合性評估、風險披露及資金閉環管理的要求。投資者在投資前應了解產品的特點及風險。',
    ],
    pt: [
      'Arranque da ligação transfronteiriça de gestão de património',
      'Arranca hoje na Grande Baía a ligação transfronteiriça de gestão de património. Os residentes de Macau elegíveis podem investir em produtos comercializados por bancos das cidades do Interior da China na Grande Baía.',
      'Os bancos participantes devem cumprir os requisitos da AMCM sobre adequação dos produtos ao investidor e divulgação de riscos.',
    ],
  },
  {
    slug: 'central-securities-depository-2021',
    date: [2021, 12, 10],
    topic: 'market-development',
    en: [
      'Central securities depository for bonds begins operation',
      'The central securities depository for bonds in Macao began operation today. It provides registration, custody and settlement of bonds, with settlement of payments on a delivery-versus-payment basis in patacas, Hong Kong dollars, renminbi and other currencies.',
      'The depository is an important piece of infrastructure for the bond market. It allows issuers to complete the whole process of issuing bonds in Macao and gives investors safe and efficient custody of their holdings.',
    ],
    zh: [
      '債券中央證券託管系統投入運作',
      '澳門債券中央證券託管系統今日投入運作，提供債券登記、託管及結算服務，並以貨銀對付方式，以澳門元、港元、人民幣及其他貨幣進行資金結算。',
      '中央證券託管系統是債券市場的重要基礎設施，讓發行人可在澳門完成發債的全部流程，並為投資者提供安全及有效率的託管服務。',
    ],
  },
  {
    slug: 'climate-risk-guideline-2022',
    date: [2022, 6, 24],
    topic: 'market-development',
    en: [
      'Guideline on climate-related risk management for banks issued',
      'The AMCM has issued a guideline on the management of climate-related financial risks by banks. It sets out expectations on governance, strategy, risk management and disclosure, and will take effect after a transition period of 12 months.',
      'Banks are expected to integrate physical and transition risks into their credit assessment, to carry out scenario analysis and to disclose their exposure in line with international practice. The guideline also supports the development of green finance in Macao.',
    ],
    zh: [
      '金管局發出銀行氣候相關風險管理指引',
      '金管局發出銀行管理氣候相關金融風險的指引，就管治、策略、風險管理及信息披露訂定監管要求，指引於12個月的過渡期後生效。',
      '銀行須將實體風險及轉型風險納入信貸評估，進行情景分析，並參照國際做法披露相關風險。指引亦有助推動澳門綠色金融的發展。',
    ],
  },
  {
    slug: 'portuguese-speaking-central-banks-2023',
    date: [2023, 11, 16],
    topic: 'cooperation',
    en: [
      'AMCM hosts meeting of central banks of Portuguese-speaking countries',
      'The AMCM hosted the annual meeting of the governors of the central banks of Portuguese-speaking countries in Macao. Participants discussed monetary policy in a period of high interest rates, financial inclusion and the supervision of digital payment services.',
      'The meeting strengthened Macao’s role as a platform for financial cooperation between China and the Portuguese-speaking countries, including the use of renminbi in trade settlement.',
    ],
    zh: [
      '金管局主辦葡語國家中央銀行行長會議',
      '金管局在澳門主辦年度葡語國家中央銀行行長會議。與會者就高利率環境下的貨幣政策、普惠金融以及數字支付服務的監管交換意見。',
      '會議加強了澳門作為中國與葡語國家金融合作平台的角色，包括推動以人民幣進行貿易結算。',
    ],
    pt: [
      'AMCM acolhe reunião dos bancos centrais dos países de língua portuguesa',
      'A AMCM acolheu em Macau a reunião anual dos governadores dos bancos centrais dos países de língua portuguesa. Os participantes debateram a política monetária num período de taxas de juro elevadas, a inclusão financeira e a supervisão dos serviços de pagamento digitais.',
      'A reunião reforçou o papel de Macau como plataforma de cooperação financeira entre a China e os países de língua portuguesa.',
    ],
  },
  {
    slug: 'digital-pataca-trial-2023',
    date: [2023, 8, 18],
    topic: 'market-development',
    en: [
      'Second phase of the digital pataca study',
      'The AMCM has started the second phase of its study of a digital pataca. After a first phase of research into the technical design, the second phase tests issuance and redemption, offline payments and the protection of personal data in a closed environment with participating banks.',
      'The study does not mean that a digital pataca will be issued. The AMCM will decide on next steps after assessing the results, the needs of the public and international developments.',
    ],
    zh: [
      '數字澳門元研究進入第二階段',
      '金管局展開數字澳門元研究的第二階段工作。在首階段完成技術設計研究後，第二階段將聯同參與銀行在封閉環境中測試發行及兌回、離線支付及個人資料保護等功能。',
      '有關研究並不代表將會發行數字澳門元。金管局將在評估測試結果、市民需要及國際發展後再決定下一步工作。',
    ],
  },
  {
    slug: 'hengqin-cross-boundary-services-2024',
    date: [2024, 5, 17],
    topic: 'cooperation',
    en: [
      'Cross-boundary financial services in the Hengqin Cooperation Zone',
      'An AMCM delegation visited the Guangdong-Macao In-Depth Cooperation Zone in Hengqin to review the cross-boundary financial services available to Macao residents living and working there, including account opening, mortgage loans and cross-boundary insurance.',
      'The AMCM will continue to work with the authorities of the Cooperation Zone to make financial services more convenient for residents and businesses, while keeping risks under control.',
    ],
    zh: [
      '金管局考察橫琴合作區跨境金融服務',
      '金管局代表團到訪橫琴粵澳深度合作區，了解在當地生活及工作的澳門居民可使用的跨境金融服務，包括開立帳戶、按揭貸款及跨境保險等。',
      '金管局將繼續與合作區有關部門合作，在風險可控的前提下，為居民及企業提供更便利的金融服務。',
    ],
  },
  {
    slug: 'green-bond-listing-2025',
    date: [2025, 6, 20],
    topic: 'market-development',
    en: [
      'First pataca-denominated green bond issued by a local company',
      'A locally incorporated company has issued the first green bond denominated in patacas through the bond market infrastructure in Macao. The proceeds will finance energy-efficient buildings and electric vehicle charging facilities.',
      'The issue was reviewed by an independent external reviewer against international green bond principles. The AMCM welcomes it as a step in the diversification of Macao’s financial sector.',
    ],
    zh: [
      '本地企業發行首筆澳門元綠色債券',
      '一間本地註冊公司透過澳門債券市場基礎設施，發行首筆以澳門元計價的綠色債券，所得資金將用於節能建築及電動車充電設施。',
      '是次發行已由獨立外部評審機構按國際綠色債券原則進行評審。金管局歡迎是次發行，認為有助推動澳門金融業的多元發展。',
    ],
  },
  {
    slug: 'insurance-supervision-meeting-2025',
    date: [2025, 4, 11],
    topic: 'cooperation',
    en: [
      'Annual meeting on insurance supervision in the Greater Bay Area',
      'The AMCM attended the annual meeting on insurance supervision in the Greater Bay Area with the insurance supervisors of Guangdong and Hong Kong. The meeting discussed cross-boundary motor insurance, after-sales service centres for policyholders and joint action against unlicensed selling of insurance.',
      'The supervisors agreed to share information on complaints and to hold joint training for insurance intermediaries.',
    ],
    zh: [
      '大灣區保險監管年度會議',
      '金管局出席與廣東及香港保險監管機構舉行的大灣區保險監管年度會議，就跨境車險、保單持有人售後服務中心及聯合打擊無牌銷售保險等事宜進行討論。',
      '各方同意分享投訴資訊，並為保險中介人合辦培訓。',
    ],
  },
  {
    slug: 'faster-payments-link-2026',
    date: [2026, 7, 10],
    topic: 'market-development',
    en: [
      'Cross-boundary fast payment link with Hong Kong',
      'The fast payment systems of Macao and Hong Kong have been linked, allowing residents to send small payments between bank accounts in the two places in real time using a mobile phone number or an account number.',
      'Each payment is limited to the equivalent of MOP 10 000 in the first phase. Banks must apply fraud checks before releasing payments, and users should confirm the name of the payee before sending money.',
    ],
    zh: [
      '澳港快速支付系統跨境互聯',
      '澳門與香港的快速支付系統已實現互聯，兩地居民可透過手機號碼或帳戶號碼，實時在兩地銀行帳戶之間進行小額轉帳。',
      '首階段每筆轉帳上限為等值10,000澳門元。銀行須在放款前進行防詐騙檢查，使用者在轉帳前亦應核實收款人名稱。',
    ],
    pt: [
      'Ligação transfronteiriça dos sistemas de pagamentos rápidos com Hong Kong',
      'Os sistemas de pagamentos rápidos de Macau e de Hong Kong foram interligados, permitindo aos residentes enviar pequenos pagamentos entre contas bancárias das duas regiões em tempo real.',
      'Na primeira fase, cada pagamento está limitado ao equivalente a 10 000 patacas.',
    ],
  },
];

function events(): NewsItem[] {
  return EVENTS.map((e) => {
    const [y, m, d] = e.date;
    const toText = ([title, ...body]: [string, ...string[]]): EntryText => ({ title, content: paragraphs(...body) });
    return item(e.slug, weekday(macao(y, m, d, 17)), e.topic, { en: toText(e.en), zh: toText(e.zh), pt: e.pt ? toText(e.pt) : undefined });
  });
}

export function latestNews(): NewsItem[] {
  return [...zodiacCoins(), ...literacyMonth(), ...amlSeminars(), ...licences(), ...events()];
}
