/**
 * Fraud alerts (websites, calls and messages impersonating the AMCM or banks,
 * unlicensed investment, insurance and lending) and statements on rumours and
 * matters of public concern. Fraudulent addresses are written "defanged"
 * (hxxps, [.]) as security alerts do, so they are never live links.
 */
import type { EntryText } from '#src/seed/entries-writer.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import { leadOf, macao, paragraphs, pick, rng, weekday, type NewsItem } from './common.ts';

type Texts3 = { zh: EntryText; en: EntryText; pt?: EntryText | undefined };
const lead = (t: EntryText): EntryText => ({ ...t, summary: t.summary ?? leadOf(t.content ?? '') });

const DOMAINS = [
  'amcm-gov-verify[.]com', 'macau-ebank-login[.]net', 'bnk-mo-secure[.]top', 'amcm-mo[.]org', 'mo-onlinebanking[.]xyz', 'amcm-refund[.]info', 'macaubank-update[.]com',
  'secure-mo-pay[.]site', 'amcm-notice[.]cc', 'mopbank-verify[.]online', 'e-banking-macau[.]vip', 'amcmgov[.]top', 'macaupay-reward[.]club', 'mo-bank-service[.]shop',
  'amcm-safeaccount[.]com', 'macau-loan-fast[.]net', 'ins-policy-mo[.]com', 'amcm-license-check[.]org', 'bank-mo-points[.]xyz', 'macau-wealth-fx[.]com', 'amcm-digital-mop[.]io',
  'mo-secure-token[.]top', 'amcm-compensation[.]net', 'macau-e-wallet[.]vip', 'mo-card-unlock[.]com', 'amcm-tax-refund[.]site', 'macauinvest-pro[.]com', 'bank-mo-auth[.]online',
];

const ENTITIES = [
  { en: 'Golden Lotus Wealth Management', zh: '金蓮財富管理' },
  { en: 'MacauFX Capital Markets', zh: '澳匯資本市場' },
  { en: 'Pearl River Digital Assets Exchange', zh: '珠江數字資產交易所' },
  { en: 'Orient Harbour Insurance Agency', zh: '東港保險代理' },
  { en: 'Grand Bay Credit Services', zh: '大灣信貸服務' },
  { en: 'Silver Sail Investment Holdings', zh: '銀帆投資控股' },
  { en: 'Lusitania Global Trust', zh: '盧西塔尼亞環球信託' },
  { en: 'Heng Tai Private Lending', zh: '恆泰私人借貸' },
  { en: 'Jade Gate Asset Partners', zh: '玉門資產夥伴' },
  { en: 'Aurora Life Assurance International', zh: '極光國際人壽' },
];

type Scenario = 'bank-website' | 'amcm-call' | 'amcm-website' | 'sms' | 'investment' | 'insurance' | 'loan' | 'letter';
const SCENARIOS: Scenario[] = ['bank-website', 'amcm-call', 'amcm-website', 'sms', 'investment', 'insurance', 'loan', 'letter'];

const HOTLINE_EN = 'If in doubt, call the AMCM on (853) 2856 8288 or the police anti-fraud hotline on 8800 7777, and report the matter to the police.';
const HOTLINE_ZH = '如有懷疑，請致電金管局（853）2856 8288或警方反詐騙查詢熱線8800 7777，並向警方舉報。';
const HOTLINE_PT = 'Em caso de dúvida, contacte a AMCM pelo telefone (853) 2856 8288 ou a linha de prevenção da fraude da polícia, 8800 7777, e apresente queixa à polícia.';

function addresses(domains: string[]): string {
  return `<ul>${domains.map((d) => `<li><code>hxxps://${d}</code></li>`).join('')}</ul>`;
}

function alertTexts(scenario: Scenario, rnd: () => number, index: number): Texts3 {
  const domains = [DOMAINS[(index * 3) % DOMAINS.length] ?? '', DOMAINS[(index * 3 + 1) % DOMAINS.length] ?? ''];
  const entity = ENTITIES[index % ENTITIES.length] ?? { en: '', zh: '' };
  const list = addresses(domains.slice(0, 1 + Math.floor(rnd() * 2)));
  switch (scenario) {
    case 'bank-website':
      return {
        en: {
          title: 'Fraudulent websites imitating the online banking service of a bank in Macao',
          content: `${paragraphs('The AMCM has been informed by a bank in Macao that the following websites imitate the look of its online banking service in order to obtain customers’ login names, passwords and one-time passwords:')}\n${list}\n${paragraphs('The bank has no connection with these websites and has reported the case to the police. Customers should type the bank’s address themselves or use its official mobile application, and never enter a one-time password on a page reached through a link in a message.', HOTLINE_EN)}`,
        },
        zh: {
          title: '冒充本澳銀行網上銀行的虛假網站',
          content: `${paragraphs('金管局接獲本澳一間銀行通知，以下網站模仿其網上銀行的版面，企圖騙取客戶的登入名稱、密碼及一次性密碼：')}\n${list}\n${paragraphs('該銀行與上述網站並無關係，並已報警處理。客戶應自行輸入銀行網址或使用銀行的官方手機應用程式，切勿在透過訊息連結開啟的網頁輸入一次性密碼。', HOTLINE_ZH)}`,
        },
        pt:
          index % 3 === 0
            ? {
                title: 'Sítios fraudulentos que imitam o serviço bancário em linha de um banco de Macau',
                content: `${paragraphs('A AMCM foi informada por um banco de Macau de que os seguintes sítios imitam o seu serviço bancário em linha para obter dados de acesso dos clientes:')}\n${list}\n${paragraphs(HOTLINE_PT)}`,
              }
            : undefined,
      };
    case 'amcm-call':
      return {
        en: {
          title: pick(rnd, ['Beware of phone calls impersonating AMCM staff', 'Scam calls claiming to be from the AMCM']),
          content: paragraphs(
            `The AMCM has received reports of phone calls from people claiming to be its staff${rnd() < 0.5 ? ', some showing a caller number that looks like a Macao number' : ''}. The callers say that the victim’s bank account is involved in money laundering or will be frozen, and ask the victim to transfer money to a “safe account” or to install an application to “verify” the account.`,
            'The AMCM never calls members of the public to ask for transfers, bank account details, passwords or one-time passwords, and has no “safe accounts”. Hang up on any such call.',
            HOTLINE_EN,
          ),
        },
        zh: {
          title: pick(rnd, ['慎防冒充金管局職員的電話騙案', '有人冒充金管局致電行騙']),
          content: paragraphs(
            '金管局接獲舉報，有人冒充金管局職員致電市民，聲稱其銀行帳戶涉及洗錢或將被凍結，要求將款項轉至所謂「安全帳戶」，或安裝應用程式以「核實」帳戶。',
            '金管局從不會致電市民要求轉帳或提供銀行帳戶資料、密碼或一次性密碼，亦沒有任何「安全帳戶」。如接到此類電話，應立即掛線。',
            HOTLINE_ZH,
          ),
        },
        pt:
          index % 2 === 0
            ? {
                title: 'Cuidado com chamadas telefónicas de pessoas que se fazem passar por funcionários da AMCM',
                content: paragraphs(
                  'A AMCM recebeu queixas de chamadas de pessoas que se identificam como seus funcionários e pedem transferências para uma “conta segura”.',
                  'A AMCM nunca telefona ao público a pedir transferências, dados de contas bancárias ou palavras-passe.',
                  HOTLINE_PT,
                ),
              }
            : undefined,
      };
    case 'amcm-website':
      return {
        en: {
          title: 'Fraudulent website imitating the AMCM website',
          content: `${paragraphs('The following website copies the design and logo of the AMCM’s website and invites visitors to enter their bank card details to claim a “refund” or to “check” an account:')}\n${list}\n${paragraphs('The AMCM has no connection with this website. The AMCM’s only website is the one you are reading, and it never asks for card numbers or passwords. The matter has been reported to the police.', HOTLINE_EN)}`,
        },
        zh: {
          title: '冒充金管局網站的虛假網站',
          content: `${paragraphs('以下網站抄襲金管局網站的設計及標誌，誘使瀏覽者輸入銀行卡資料以申領「退款」或「核查」帳戶：')}\n${list}\n${paragraphs('金管局與該網站並無關係。金管局網站不會要求瀏覽者提供卡號或密碼。金管局已就事件報警。', HOTLINE_ZH)}`,
        },
      };
    case 'sms':
      return {
        en: {
          title: pick(rnd, ['Phishing SMS messages about bank reward points', 'Fraudulent text messages asking customers to update their account']),
          content: `${paragraphs('Text messages are being sent to the public claiming that bank reward points are about to expire, or that an account must be updated to avoid suspension. The messages contain links to websites such as:')}\n${list}\n${paragraphs('Banks in Macao do not send links in text messages asking customers to log in or to enter card details. Delete such messages and do not click the links.', HOTLINE_EN)}`,
        },
        zh: {
          title: pick(rnd, ['有關銀行積分的釣魚短訊', '要求客戶更新帳戶資料的詐騙短訊']),
          content: `${paragraphs('有人向市民發送短訊，聲稱銀行積分即將到期，或須更新帳戶資料以免帳戶被暫停，並附上以下網站連結：')}\n${list}\n${paragraphs('本澳銀行不會透過短訊連結要求客戶登入或輸入信用卡資料。請刪除有關短訊，切勿點擊連結。', HOTLINE_ZH)}`,
        },
      };
    case 'investment':
      return {
        en: {
          title: `Unauthorised entity: ${entity.en}`,
          content: paragraphs(
            `The AMCM warns the public that an entity calling itself “${entity.en}” has been promoting high-return investments${rnd() < 0.5 ? ' in virtual assets' : ' in foreign exchange and precious metals'} on social media and in messaging groups, and claims to be authorised by the AMCM.`,
            'The entity is not authorised by the AMCM to carry on any financial activity in Macao. Promises of guaranteed high returns are a typical feature of investment fraud.',
            `Before investing, check whether an institution is authorised in the list published on this website. ${HOTLINE_EN}`,
          ),
        },
        zh: {
          title: `未經許可的機構：「${entity.zh}」`,
          content: paragraphs(
            `金管局提醒公眾，一間自稱「${entity.zh}」的機構在社交媒體及通訊群組推廣高回報投資，並聲稱獲金管局許可。`,
            '該機構並未獲金管局許可在澳門從事任何金融業務。承諾保證高回報是投資騙案的典型特徵。',
            `投資前，請先在本網站公佈的名單中核實機構是否獲得許可。${HOTLINE_ZH}`,
          ),
        },
        pt:
          index % 2 === 1
            ? {
                title: `Entidade não autorizada: ${entity.en}`,
                content: paragraphs(
                  `A AMCM alerta o público de que a entidade denominada “${entity.en}” promove investimentos de alta rentabilidade nas redes sociais e afirma estar autorizada pela AMCM. A entidade não está autorizada a exercer qualquer actividade financeira em Macau.`,
                  HOTLINE_PT,
                ),
              }
            : undefined,
      };
    case 'insurance':
      return {
        en: {
          title: `Entity not authorised to carry on insurance business: ${entity.en}`,
          content: paragraphs(
            `The AMCM has found that an entity named “${entity.en}” has been selling insurance policies in Macao, including savings and medical plans, through agents contacting people by phone and online. The entity is not an authorised insurer in Macao and is not registered as an insurance intermediary.`,
            'Policies issued by unauthorised entities are not protected by Macao’s insurance laws. Buy insurance only from authorised insurers and registered intermediaries: both can be checked in the registers on this website.',
            HOTLINE_EN,
          ),
        },
        zh: {
          title: `未獲許可經營保險業務的機構：「${entity.zh}」`,
          content: paragraphs(
            `金管局發現一間名為「${entity.zh}」的機構透過電話及網上聯絡市民，在澳門銷售儲蓄及醫療保險等保單。該機構並非澳門的獲許可保險公司，亦未登記為保險中介人。`,
            '未經許可機構發出的保單不受澳門保險法例保障。市民應只向獲許可的保險公司及已登記的保險中介人投保，兩者均可在本網站的登記冊中查核。',
            HOTLINE_ZH,
          ),
        },
      };
    case 'loan':
      return {
        en: {
          title: 'Unauthorised lenders advertising loans on social media',
          content: paragraphs(
            `Advertisements on social media offer “fast loans without checks” in the name of “${entity.en}”, asking applicants to pay handling fees or a deposit in advance and to send copies of their identity card and bank card.`,
            'Only authorised credit institutions may grant credit as a business in Macao. Paying fees in advance for a loan is a common trick: the loan never arrives, and the personal data sent can be used for other crimes.',
            HOTLINE_EN,
          ),
        },
        zh: {
          title: '社交媒體上未經許可的貸款廣告',
          content: paragraphs(
            `社交媒體上有以「${entity.zh}」名義發佈的「免審批快速貸款」廣告，要求申請人預先繳付手續費或保證金，並提供身份證及銀行卡副本。`,
            '在澳門只有獲許可的信用機構可以從事放貸業務。預繳費用的貸款是常見騙局：貸款不會發放，所提供的個人資料亦可能被用於其他犯罪。',
            HOTLINE_ZH,
          ),
        },
      };
    default:
      return {
        en: {
          title: 'Forged AMCM letters demanding fees to release funds',
          content: paragraphs(
            'Members of the public have received letters and e-mails bearing a forged AMCM logo and signature, stating that a large sum is held in their name and will be released once a “clearance fee”, “tax” or “anti-money laundering certificate fee” is paid.',
            'The AMCM does not hold funds for individuals and does not charge fees to release money. Any such document is forged. Do not pay, and do not reply with personal information.',
            HOTLINE_EN,
          ),
        },
        zh: {
          title: '要求繳費以發放款項的偽造金管局信件',
          content: paragraphs(
            '有市民收到附有偽造金管局標誌及簽署的信件及電郵，聲稱有一筆巨款以其名義被凍結，須繳付「清關費」、「稅款」或「反洗錢證明費」後方可發放。',
            '金管局不會為個人保管款項，亦不會收取任何費用以發放款項。此類文件均屬偽造，請勿付款，亦勿回覆提供個人資料。',
            HOTLINE_ZH,
          ),
        },
      };
  }
}

const ALERT_COUNT = 40;
const FIRST_ALERT = macao(2019, 1, 8, 18).getTime();
const LAST_ALERT = macao(2026, 10, 23, 18).getTime();

function fraudAlerts(): NewsItem[] {
  const items: NewsItem[] = [];
  const step = (LAST_ALERT - FIRST_ALERT) / (ALERT_COUNT - 1);
  for (let k = 0; k < ALERT_COUNT; k++) {
    const rnd = rng(`alert:${String(k)}`);
    const jitter = k === ALERT_COUNT - 1 ? 0 : Math.floor(rnd() * 20) * 86_400_000;
    const published = weekday(new Date(Math.min(FIRST_ALERT + step * k + jitter, SEED_BASE_DATE.getTime() - 86_400_000 * 8)));
    const scenario = SCENARIOS[(k * 5 + Math.floor(rnd() * 3)) % SCENARIOS.length] ?? 'sms';
    const texts = alertTexts(scenario, rnd, k);
    const day = new Date(published.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    items.push({
      slug: `fraud-alert-${day}-${scenario}`,
      cat: 'fraud-alerts',
      publishedAt: published,
      isTop: k === ALERT_COUNT - 1,
      data: { topic: 'fraud-alert' },
      zh: lead(texts.zh),
      en: lead(texts.en),
      pt: texts.pt ? lead(texts.pt) : undefined,
    });
  }
  return items;
}

interface Statement {
  slug: string;
  date: [number, number, number];
  en: [string, ...string[]];
  zh: [string, ...string[]];
  pt?: [string, ...string[]];
}

const STATEMENTS: Statement[] = [
  {
    slug: 'rumours-on-cash-withdrawals',
    date: [2019, 6, 21],
    en: [
      'Statement on rumours about limits on cash withdrawals',
      'Messages circulating on social media claim that banks in Macao will limit cash withdrawals from next week. The AMCM states that the messages are false.',
      'The banking system in Macao is sound and has ample liquidity. The AMCM has not asked any bank to restrict withdrawals, and banks continue to provide their usual services. The public is urged not to believe or spread unfounded messages.',
    ],
    zh: [
      '就「限制提取現金」傳聞的聲明',
      '社交媒體流傳訊息，聲稱本澳銀行將由下星期起限制提取現金。金管局聲明有關訊息純屬虛構。',
      '澳門銀行體系穩健，流動資金充裕。金管局從未要求任何銀行限制提款，銀行繼續提供一貫服務。呼籲市民切勿相信或轉發不實訊息。',
    ],
    pt: [
      'Comunicado sobre rumores de limites aos levantamentos em numerário',
      'Circulam nas redes sociais mensagens segundo as quais os bancos de Macau vão limitar os levantamentos em numerário. A AMCM esclarece que as mensagens são falsas.',
      'O sistema bancário de Macau é sólido e dispõe de ampla liquidez. A AMCM não pediu a nenhum banco que restringisse levantamentos.',
    ],
  },
  {
    slug: 'pataca-link-unchanged',
    date: [2019, 9, 6],
    en: [
      'The link between the pataca and the Hong Kong dollar remains unchanged',
      'In response to recent comments in the media, the AMCM reaffirms that the linked exchange rate system, under which the pataca is linked to the Hong Kong dollar at MOP 103 to HKD 100, remains unchanged.',
      'The system has served Macao well for decades and is fully backed by the foreign exchange reserves. The AMCM has the means and the resolve to maintain the stability of the pataca.',
    ],
    zh: [
      '澳門元與港元的聯繫匯率維持不變',
      '針對近日媒體的評論，金管局重申，澳門元以103澳門元兌100港元與港元掛鈎的聯繫匯率制度維持不變。',
      '聯繫匯率制度多年來行之有效，並有充足的外匯儲備支持。金管局有能力亦有決心維持澳門元的穩定。',
    ],
    pt: [
      'A indexação da pataca ao dólar de Hong Kong mantém-se inalterada',
      'Em resposta a comentários recentes na comunicação social, a AMCM reafirma que o regime de câmbios indexados, em que a pataca está ligada ao dólar de Hong Kong à taxa de 103 patacas por 100 dólares de Hong Kong, se mantém inalterado.',
      'O regime tem servido bem Macau ao longo de décadas e está plenamente garantido pelas reservas cambiais.',
    ],
  },
  {
    slug: 'banknote-hygiene',
    date: [2020, 2, 14],
    en: [
      'Statement on the handling of banknotes during the epidemic',
      'In view of public concern about the hygiene of banknotes, the AMCM has asked the note-issuing banks to set aside banknotes returned from circulation for 14 days before they are processed and issued again.',
      'There is no evidence that banknotes are a significant source of infection. Members of the public may also use electronic payments, and should wash their hands after handling cash.',
    ],
    zh: [
      '就疫情期間處理鈔票的聲明',
      '因應市民對鈔票衞生的關注，金管局已要求發鈔銀行將回籠鈔票存放14天後才進行處理及重新發行。',
      '目前並無證據顯示鈔票是主要的傳染途徑。市民亦可使用電子支付，並應在處理現金後洗手。',
    ],
  },
  {
    slug: 'virtual-currency-not-legal-tender',
    date: [2020, 5, 29],
    en: [
      'Virtual currencies are not legal tender in Macao',
      'The AMCM has noted promotions claiming that certain virtual currencies are “recognised” or “approved” in Macao. The AMCM states that virtual currencies are not legal tender in Macao and are not financial instruments under its supervision.',
      'Financial institutions in Macao are not allowed to take part in or provide services related to virtual currencies. The public should be aware of the high risks, including price volatility, hacking and fraud.',
    ],
    zh: [
      '虛擬貨幣並非澳門的法定貨幣',
      '金管局留意到有宣傳聲稱某些虛擬貨幣已在澳門獲「認可」或「批准」。金管局聲明，虛擬貨幣並非澳門的法定貨幣，亦不屬金管局監管的金融工具。',
      '澳門的金融機構不得參與或提供與虛擬貨幣相關的服務。公眾應注意當中涉及價格大幅波動、黑客入侵及詐騙等高風險。',
    ],
    pt: [
      'As moedas virtuais não têm curso legal em Macau',
      'A AMCM tomou conhecimento de promoções segundo as quais certas moedas virtuais estariam “reconhecidas” em Macau. A AMCM esclarece que as moedas virtuais não têm curso legal em Macau nem são instrumentos financeiros sob a sua supervisão.',
      'O público deve estar ciente dos elevados riscos, incluindo a volatilidade dos preços e a fraude.',
    ],
  },
  {
    slug: 'bank-parent-group-reports',
    date: [2021, 8, 27],
    en: [
      'Statement on reports concerning the parent group of a bank in Macao',
      'The AMCM has noted media reports about the financial situation of the overseas parent group of a bank operating in Macao. The AMCM is in close contact with the bank and with the supervisor of the parent group.',
      'The bank’s capital adequacy and liquidity in Macao meet all regulatory requirements, and its operations are normal. Deposits in the bank are covered by the deposit protection scheme within the statutory limit.',
    ],
    zh: [
      '就本澳一間銀行母集團相關報道的聲明',
      '金管局留意到有媒體報道在澳門經營的一間銀行的海外母集團財務狀況。金管局與該銀行及母集團的監管機構保持緊密聯繫。',
      '該銀行在澳門的資本充足率及流動性均符合監管要求，運作正常。該銀行的存款在法定限額內受存款保障制度保障。',
    ],
  },
  {
    slug: 'overseas-virtual-asset-platform-collapse',
    date: [2022, 11, 15],
    en: [
      'Statement on the collapse of an overseas virtual asset trading platform',
      'Following the collapse of a large overseas virtual asset trading platform, the AMCM reminds the public that no virtual asset trading platform is licensed in Macao, and that the AMCM has never authorised any such platform.',
      'Financial institutions in Macao have no material exposure to the platform. Investors who have suffered losses may seek legal advice; the AMCM cannot recover funds placed with unlicensed overseas platforms.',
    ],
    zh: [
      '就海外虛擬資產交易平台倒閉的聲明',
      '繼一個大型海外虛擬資產交易平台倒閉後，金管局提醒公眾，澳門並無任何獲發牌的虛擬資產交易平台，金管局亦從未許可任何此類平台。',
      '本澳金融機構對該平台並無重大風險敞口。蒙受損失的投資者可尋求法律意見；金管局無法為存放於海外無牌平台的資金追討款項。',
    ],
  },
  {
    slug: 'banking-system-stable-after-overseas-bank-failures',
    date: [2023, 3, 20],
    en: [
      'Macao’s banking system remains stable after overseas bank failures',
      'In view of the recent failures of banks in the United States and the difficulties of a large European bank, the AMCM has reviewed the exposures of banks in Macao. Their direct exposure to the institutions concerned is very small.',
      'Banks in Macao are well capitalised, with an average capital adequacy ratio well above the international minimum, and hold ample liquid assets. The AMCM will continue to monitor the situation and take action where needed.',
    ],
    zh: [
      '海外銀行倒閉後澳門銀行體系保持穩定',
      '鑑於近日美國多間銀行倒閉及一間大型歐洲銀行出現困難，金管局已檢視本澳銀行的相關風險敞口。本澳銀行對有關機構的直接風險敞口很小。',
      '本澳銀行資本充裕，平均資本充足率遠高於國際最低標準，並持有充足的流動資產。金管局將繼續密切監察情況，並在有需要時採取行動。',
    ],
    pt: [
      'O sistema bancário de Macau mantém-se estável após falências de bancos no exterior',
      'Perante as recentes falências de bancos nos Estados Unidos e as dificuldades de um grande banco europeu, a AMCM analisou as exposições dos bancos de Macau, que são muito reduzidas.',
      'Os bancos de Macau estão bem capitalizados e dispõem de activos líquidos abundantes.',
    ],
  },
  {
    slug: 'typhoon-insurance-claims',
    date: [2023, 9, 8],
    en: [
      'Statement on insurance claims after Typhoon Saola',
      'Following Typhoon Saola, the AMCM has asked insurers to simplify procedures, to set up dedicated teams and to make interim payments where the amount of a claim cannot yet be settled.',
      'Policyholders who meet difficulties with a claim may contact the AMCM. Insurers must reply to complaints within the time set in the AMCM’s guideline on complaint handling.',
    ],
    zh: [
      '就颱風「蘇拉」後保險索償的聲明',
      '颱風「蘇拉」過後，金管局已要求保險公司簡化索償手續、設立專責小組，並在賠償金額未能確定時先行作出中期賠付。',
      '保單持有人在索償過程中如遇困難，可與金管局聯絡。保險公司須在金管局投訴處理指引規定的時間內回覆投訴。',
    ],
  },
  {
    slug: 'no-digital-pataca-issued',
    date: [2024, 4, 12],
    en: [
      'The AMCM has not issued any “digital pataca”',
      'Tokens called “digital pataca” or “e-MOP coin” are being promoted online with claims that they are issued or backed by the AMCM. The AMCM states that it has not issued any digital currency and has not authorised anyone to issue one on its behalf.',
      'The AMCM’s study of a digital pataca is research only. Anyone offering to sell a “digital pataca” is committing fraud and should be reported to the police.',
    ],
    zh: [
      '金管局從未發行任何「數字澳門元」',
      '網上有人推廣名為「數字澳門元」或「e-MOP幣」的代幣，聲稱由金管局發行或擔保。金管局聲明，從未發行任何數字貨幣，亦未授權任何人代其發行。',
      '金管局有關數字澳門元的工作僅屬研究性質。任何聲稱出售「數字澳門元」者均屬詐騙，應向警方舉報。',
    ],
    pt: [
      'A AMCM não emitiu qualquer “pataca digital”',
      'Estão a ser promovidos em linha activos denominados “pataca digital” ou “moeda e-MOP”, alegadamente emitidos ou garantidos pela AMCM. A AMCM esclarece que não emitiu qualquer moeda digital.',
      'Quem oferecer a venda de uma “pataca digital” está a cometer fraude e deve ser denunciado à polícia.',
    ],
  },
  {
    slug: 'ai-generated-videos-impersonating-officials',
    date: [2024, 10, 25],
    en: [
      'Statement on fake videos of AMCM officials',
      'Videos generated with artificial intelligence, showing the likeness and voice of AMCM officials recommending investment products, are being spread on social media and video platforms.',
      'The AMCM and its officials never recommend investment products. The videos are fake and have been reported to the platforms and to the police. Do not follow the links or contact details in them.',
    ],
    zh: [
      '就偽造金管局官員影片的聲明',
      '社交媒體及影片平台流傳以人工智能技術生成、使用金管局官員肖像及聲音推介投資產品的影片。',
      '金管局及其官員從不推介任何投資產品。有關影片屬偽造，金管局已通知相關平台並報警。請勿點擊影片中的連結或使用其中的聯絡方式。',
    ],
  },
  {
    slug: 'banknote-design-rumours',
    date: [2025, 3, 14],
    en: [
      'Statement on rumours about the withdrawal of current banknotes',
      'Messages claim that the current series of pataca banknotes will soon stop being legal tender and must be exchanged at a discount. The AMCM states that this is untrue.',
      'All pataca banknotes in circulation remain legal tender. Any new series would be announced by the AMCM well in advance, and old notes would be exchanged at face value, free of charge.',
    ],
    zh: [
      '就「現行鈔票將停止流通」傳聞的聲明',
      '有訊息聲稱現行澳門元鈔票即將停止作為法定貨幣，須折價兌換。金管局聲明有關說法並不屬實。',
      '所有流通中的澳門元鈔票均繼續為法定貨幣。如推出新系列鈔票，金管局會提前公佈，舊鈔可免費按面值兌換。',
    ],
  },
  {
    slug: 'third-party-data-incident',
    date: [2025, 8, 22],
    en: [
      'Statement on a data security incident at a service provider',
      'The AMCM has been informed of a data security incident at an overseas information technology provider used by some financial institutions in Macao. The institutions concerned have activated their incident response plans.',
      'Based on the information so far, no customer passwords or card numbers were affected. The AMCM has required the institutions to assess the impact fully, to notify affected customers and to strengthen the management of outsourced services.',
    ],
    zh: [
      '就服務供應商資料安全事故的聲明',
      '金管局接獲通知，本澳部分金融機構使用的一間海外資訊科技服務供應商發生資料安全事故。相關機構已啟動事故應變計劃。',
      '根據目前所得資料，客戶密碼及卡號並未受影響。金管局已要求相關機構全面評估影響、通知受影響客戶，並加強外判服務的管理。',
    ],
  },
  {
    slug: 'deposit-protection-limit',
    date: [2026, 5, 8],
    en: [
      'Statement on messages about deposit protection',
      'Messages circulating online claim that deposit protection in Macao has been cancelled or reduced. The AMCM states that they are false.',
      'Deposits with banks in Macao remain protected by the deposit protection scheme up to MOP 500 000 per depositor per bank. Details of the scheme are available from the Deposit Protection Fund.',
    ],
    zh: [
      '就存款保障訊息的聲明',
      '網上流傳訊息，聲稱澳門的存款保障已被取消或降低。金管局聲明有關訊息並不屬實。',
      '存放於本澳銀行的存款繼續受存款保障制度保障，每名存款人在每間銀行的保障上限為500,000澳門元。有關制度的詳情可向存款保障基金查詢。',
    ],
    pt: [
      'Comunicado sobre mensagens relativas à garantia de depósitos',
      'Circulam em linha mensagens segundo as quais a garantia de depósitos em Macau teria sido cancelada ou reduzida. A AMCM esclarece que são falsas.',
      'Os depósitos nos bancos de Macau continuam garantidos até 500 000 patacas por depositante e por banco.',
    ],
  },
  {
    slug: 'foreign-currency-withdrawal-rumours',
    date: [2026, 9, 25],
    en: [
      'Statement on false reports about foreign currency withdrawals',
      'Reports on some websites claim that the AMCM will restrict withdrawals of foreign currency deposits from next month. The AMCM states that it has no such plan.',
      'Macao has no exchange controls. Residents and non-residents are free to hold, withdraw and transfer deposits in any currency, subject only to the banks’ anti-money laundering checks.',
    ],
    zh: [
      '就「限制提取外幣」不實報道的聲明',
      '有網站報道金管局將由下月起限制提取外幣存款。金管局聲明並無此計劃。',
      '澳門並無外匯管制。居民及非居民可自由持有、提取及轉移任何貨幣的存款，僅須符合銀行的反洗錢審查要求。',
    ],
  },
];

function statements(): NewsItem[] {
  return STATEMENTS.map((s) => {
    const [y, m, d] = s.date;
    const rnd = rng(`statement:${s.slug}`);
    const toText = ([title, ...body]: [string, ...string[]]): EntryText => lead({ title, content: paragraphs(...body) });
    return {
      slug: s.slug,
      cat: 'statement',
      publishedAt: weekday(macao(y, m, d, 12 + Math.floor(rnd() * 8))),
      data: { topic: 'clarification' },
      zh: toText(s.zh),
      en: toText(s.en),
      pt: s.pt ? toText(s.pt) : undefined,
    } satisfies NewsItem;
  });
}

export function alertsAndStatements(): NewsItem[] {
  return [...fraudAlerts(), ...statements()];
}
