/**
 * Annual events (module `annual-event`, shown with a detail page) and the
 * calendar (module `calendar-event`): the advance schedule of statistical
 * releases and the Authority's activities.
 */
import { tx, type Texts } from '#src/seed/types.ts';
import { HOLIDAY_DATES, HOLIDAY_KINDS } from './holidays-data.ts';

export interface AnnualEventSpec {
  slug: string;
  starts: string;
  ends?: string;
  published: string;
  title: Texts;
  summary: Texts;
  venue: Texts;
  /** Paragraphs of the detail page (HTML). */
  body: Texts;
  programme?: { title: string; paragraphs: string[] };
}

const FORUM_BODY = (year: number, theme: Texts): Texts =>
  tx(
    `<p>第${String(year - 2016)}屆澳門國際金融論壇以「${theme['zh-hant']}」為主題，邀請內地、香港、葡語國家及國際金融機構的監管人員和業界代表，探討區域金融合作及澳門現代金融業的發展。</p><h3>主要環節</h3><ul><li>開幕致辭及主旨演講</li><li>專題討論：跨境理財及債券市場</li><li>專題討論：綠色金融及可持續發展</li><li>中葡金融服務平台交流會</li></ul><p>論壇以普通話、英語及葡語進行，設即時傳譯。</p>`,
    `<p>The ${String(year - 2016)}th Macao International Financial Forum, on the theme “${theme.en}”, brings together supervisors and industry leaders from mainland China, Hong Kong, the Portuguese-speaking countries and international financial institutions to discuss regional financial cooperation and the development of Macao’s modern financial sector.</p><h3>Programme highlights</h3><ul><li>Opening remarks and keynote speeches</li><li>Panel: cross-border wealth management and the bond market</li><li>Panel: green finance and sustainable development</li><li>Roundtable of the China–Portuguese-speaking countries financial services platform</li></ul><p>Sessions are held in Mandarin, English and Portuguese with simultaneous interpretation.</p>`,
    theme.pt
      ? `<p>O ${String(year - 2016)}.º Fórum Financeiro Internacional de Macau, subordinado ao tema «${theme.pt}», reúne supervisores e representantes do sector da China continental, de Hong Kong, dos países de língua portuguesa e de instituições financeiras internacionais.</p><p>As sessões decorrem em mandarim, inglês e português, com interpretação simultânea.</p>`
      : undefined,
  );

const LITERACY_BODY = (year: number): Texts =>
  tx(
    `<p>${String(year)}年金融知識普及週由本局聯同澳門銀行公會及澳門保險公會舉辦，透過講座、攤位遊戲及網上問答比賽，向市民介紹理財規劃、存款保障、保險基本知識及防範金融詐騙。</p><ul><li>長者防騙講座（社區中心）</li><li>中學生理財工作坊</li><li>「認識澳門元」展覽（本局大樓大堂）</li></ul><p>所有活動免費參加，部分講座須預先報名。</p>`,
    `<p>Financial Literacy Week ${String(year)}, organised by the Authority with the Macau Association of Banks and the Macau Insurers’ Association, helps residents with money planning, deposit protection, insurance basics and spotting financial scams, through talks, games and an online quiz.</p><ul><li>Scam-prevention talks for older people at community centres</li><li>Money management workshops for secondary school students</li><li>“Know your pataca” exhibition in the lobby of the Authority’s building</li></ul><p>All activities are free; some talks need registration.</p>`,
    `<p>A Semana da Literacia Financeira ${String(year)}, organizada pela Autoridade com a Associação de Bancos de Macau e a Associação de Seguradoras de Macau, inclui palestras, jogos e um concurso em linha sobre planeamento financeiro, garantia de depósitos, seguros e prevenção de fraudes.</p><p>Todas as actividades são gratuitas; algumas palestras exigem inscrição.</p>`,
  );

const INSURANCE_WEEK_BODY = (year: number): Texts =>
  tx(
    `<p>${String(year)}年保險週以「保障有道 · 理賠有據」為主題，由本局及澳門保險公會合辦，內容包括保險索償講座、保險中介人操守研討會，以及在各區設置的保險諮詢站。</p><p>市民可於諮詢站了解人壽保險冷靜期、醫療保險索償及汽車保險的注意事項。</p>`,
    `<p>Insurance Week ${String(year)}, organised by the Authority and the Macau Insurers’ Association on the theme “Know your cover, know your claim”, includes talks on making claims, a seminar on the conduct of insurance intermediaries and advice stands across Macao.</p><p>At the stands, residents can ask about the cooling-off period for life insurance, medical claims and motor insurance.</p>`,
  );

const ANNUAL_REPORT_BODY = (year: number): Texts =>
  tx(
    `<p>本局於${String(year + 1)}年發佈《${String(year)}年年報》，內容包括本澳經濟及金融概況、貨幣政策、銀行業及保險業的監管工作、外匯儲備及財政儲備的管理，以及經審計的財務報表。</p><p>年報的電子版本可在本網站「年報」頁下載，印刷本可於本局大樓索取。</p>`,
    `<p>The Authority releases its Annual Report ${String(year)} in ${String(year + 1)}. It covers the economic and financial situation of Macao, monetary policy, the supervision of banking and insurance, the management of the foreign exchange reserves and the financial reserve, and the audited financial statements.</p><p>The report can be downloaded from the Annual Reports page of this website; printed copies are available at the Authority’s building.</p>`,
    `<p>A Autoridade publica o Relatório Anual ${String(year)} em ${String(year + 1)}, com a situação económica e financeira de Macau, a política monetária, a supervisão bancária e seguradora, a gestão das reservas e as demonstrações financeiras auditadas.</p>`,
  );

const COIN_BODY = (animal: Texts, year: number): Texts =>
  tx(
    `<p>本局發行${String(year)}年${animal['zh-hant']}年生肖紀念幣，包括金幣及銀幣各一款，幣面圖案以澳門文化遺產為背景。</p><p>紀念幣可於本網站紀念幣頁面訂購，付款後一星期內到本局取幣；郵寄另收手續費。</p>`,
    `<p>The Authority issues the ${String(year)} Year of the ${animal.en} commemorative coins: one gold and one silver coin, their designs set against Macao’s heritage.</p><p>Order them on the commemorative coins page of this website and collect them at the Authority within one week of payment; postage is extra.</p>`,
    animal.pt
      ? `<p>A Autoridade emite as moedas comemorativas do Ano do ${animal.pt} ${String(year)}: uma de ouro e outra de prata, com motivos do património de Macau.</p>`
      : undefined,
  );

export const ANNUAL_EVENTS: readonly AnnualEventSpec[] = [
  {
    slug: 'zodiac-coins-2025',
    starts: '2025-01-15',
    published: '2025-01-06',
    title: tx('乙巳蛇年生肖紀念幣發行', 'Launch of the Year of the Snake Commemorative Coins', 'Lançamento das moedas comemorativas do Ano da Serpente'),
    summary: tx('發行乙巳蛇年生肖金幣及銀幣。', 'The Year of the Snake gold and silver coins go on sale.', 'Início da venda das moedas de ouro e prata do Ano da Serpente.'),
    venue: tx('澳門金融管理局大樓', 'AMCM Building', 'Edifício da AMCM'),
    body: COIN_BODY(tx('蛇', 'Snake', 'Serpente'), 2025),
  },
  {
    slug: 'annual-report-2024',
    starts: '2025-06-27',
    published: '2025-06-20',
    title: tx('發佈《2024年年報》', 'Release of the Annual Report 2024', 'Publicação do Relatório Anual 2024'),
    summary: tx('本局發佈2024年年報。', 'The Authority releases its Annual Report 2024.', 'A Autoridade publica o Relatório Anual 2024.'),
    venue: tx('網上發佈', 'Online', 'Em linha'),
    body: ANNUAL_REPORT_BODY(2024),
  },
  {
    slug: 'financial-forum-2025',
    starts: '2025-09-18',
    ends: '2025-09-19',
    published: '2025-08-25',
    title: tx('2025澳門國際金融論壇', 'Macao International Financial Forum 2025', 'Fórum Financeiro Internacional de Macau 2025'),
    summary: tx('以區域金融合作及債券市場發展為主題的年度論壇。', 'The annual forum on regional financial cooperation and the bond market.', 'Fórum anual sobre cooperação financeira regional e mercado obrigacionista.'),
    venue: tx('澳門漁人碼頭會議中心', 'Macau Fisherman’s Wharf Convention Centre', 'Centro de Convenções da Doca dos Pescadores'),
    body: FORUM_BODY(2025, tx('連通內外 · 共建現代金融', 'Connecting markets, building modern finance', 'Ligar mercados, construir finança moderna')),
    programme: {
      title: 'Macao International Financial Forum 2025 - Programme',
      paragraphs: [
        'Day 1, 18 September 2025: 09:30 opening remarks; 10:00 keynote speeches; 11:30 panel on cross-border wealth management; 14:30 panel on the bond market.',
        'Day 2, 19 September 2025: 09:30 panel on green finance; 11:00 roundtable of the China - Portuguese-speaking countries financial services platform; 12:30 closing remarks.',
      ],
    },
  },
  {
    slug: 'financial-literacy-week-2025',
    starts: '2025-10-20',
    ends: '2025-10-26',
    published: '2025-10-06',
    title: tx('2025年金融知識普及週', 'Financial Literacy Week 2025', 'Semana da Literacia Financeira 2025'),
    summary: tx('講座、工作坊及展覽，提升市民的理財及防騙知識。', 'Talks, workshops and an exhibition on managing money and avoiding scams.', 'Palestras, oficinas e uma exposição sobre gestão do dinheiro e prevenção de fraudes.'),
    venue: tx('澳門各區', 'Across Macao', 'Em toda a cidade'),
    body: LITERACY_BODY(2025),
  },
  {
    slug: 'insurance-week-2025',
    starts: '2025-11-24',
    ends: '2025-11-30',
    published: '2025-11-10',
    title: tx('2025年保險週', 'Insurance Week 2025'),
    summary: tx('保險索償講座、中介人操守研討會及社區諮詢站。', 'Talks on claims, a seminar on intermediaries’ conduct and advice stands.'),
    venue: tx('澳門各區', 'Across Macao', 'Em toda a cidade'),
    body: INSURANCE_WEEK_BODY(2025),
  },
  {
    slug: 'zodiac-coins-2026',
    starts: '2026-01-20',
    published: '2026-01-08',
    title: tx('丙午馬年生肖紀念幣發行', 'Launch of the Year of the Horse Commemorative Coins', 'Lançamento das moedas comemorativas do Ano do Cavalo'),
    summary: tx('發行丙午馬年生肖金幣及銀幣。', 'The Year of the Horse gold and silver coins go on sale.', 'Início da venda das moedas de ouro e prata do Ano do Cavalo.'),
    venue: tx('澳門金融管理局大樓', 'AMCM Building', 'Edifício da AMCM'),
    body: COIN_BODY(tx('馬', 'Horse', 'Cavalo'), 2026),
  },
  {
    slug: 'annual-report-2025',
    starts: '2026-06-26',
    published: '2026-06-19',
    title: tx('發佈《2025年年報》', 'Release of the Annual Report 2025', 'Publicação do Relatório Anual 2025'),
    summary: tx('本局發佈2025年年報。', 'The Authority releases its Annual Report 2025.', 'A Autoridade publica o Relatório Anual 2025.'),
    venue: tx('網上發佈', 'Online', 'Em linha'),
    body: ANNUAL_REPORT_BODY(2025),
  },
  {
    slug: 'financial-forum-2026',
    starts: '2026-09-17',
    ends: '2026-09-18',
    published: '2026-08-24',
    title: tx('2026澳門國際金融論壇', 'Macao International Financial Forum 2026', 'Fórum Financeiro Internacional de Macau 2026'),
    summary: tx('聚焦綠色金融、跨境理財及中葡金融服務平台。', 'Focused on green finance, cross-border wealth management and the China–Portuguese-speaking countries platform.', 'Centrado nas finanças verdes, na gestão de patrimónios transfronteiriça e na plataforma sino-lusófona.'),
    venue: tx('澳門漁人碼頭會議中心', 'Macau Fisherman’s Wharf Convention Centre', 'Centro de Convenções da Doca dos Pescadores'),
    body: FORUM_BODY(2026, tx('綠色轉型 · 金融同行', 'Financing the green transition together', 'Financiar juntos a transição verde')),
    programme: {
      title: 'Macao International Financial Forum 2026 - Programme',
      paragraphs: [
        'Day 1, 17 September 2026: 09:30 opening remarks; 10:00 keynote speeches; 11:30 panel on green bonds; 14:30 panel on cross-border wealth management.',
        'Day 2, 18 September 2026: 09:30 panel on climate risk in banking; 11:00 roundtable of the China - Portuguese-speaking countries financial services platform; 12:30 closing remarks.',
      ],
    },
  },
  {
    slug: 'financial-literacy-week-2026',
    starts: '2026-10-19',
    ends: '2026-10-25',
    published: '2026-10-05',
    title: tx('2026年金融知識普及週', 'Financial Literacy Week 2026', 'Semana da Literacia Financeira 2026'),
    summary: tx('講座、工作坊及展覽，提升市民的理財及防騙知識。', 'Talks, workshops and an exhibition on managing money and avoiding scams.', 'Palestras, oficinas e uma exposição sobre gestão do dinheiro e prevenção de fraudes.'),
    venue: tx('澳門各區', 'Across Macao', 'Em toda a cidade'),
    body: LITERACY_BODY(2026),
  },
  {
    slug: 'insurance-week-2026',
    starts: '2026-11-23',
    ends: '2026-11-29',
    published: '2026-10-30',
    title: tx('2026年保險週', 'Insurance Week 2026'),
    summary: tx('保險索償講座、中介人操守研討會及社區諮詢站。', 'Talks on claims, a seminar on intermediaries’ conduct and advice stands.'),
    venue: tx('澳門各區', 'Across Macao', 'Em toda a cidade'),
    body: INSURANCE_WEEK_BODY(2026),
  },
];

// ---------------------------------------------------------------------------
// Calendar: statistical releases (generated) and activities

export interface CalendarEventSpec {
  slug: string;
  cat: 'statistics-releases' | 'activities';
  date: string;
  published: string;
  title: Texts;
  summary?: Texts;
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_PT = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

const PUBLIC_HOLIDAYS = new Set(HOLIDAY_DATES.filter(([kind]) => HOLIDAY_KINDS[kind]?.cat === 'public-holidays').map(([, date]) => date));

const iso = (d: Date) => d.toISOString().slice(0, 10);
const isWorkingDay = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !PUBLIC_HOLIDAYS.has(iso(d));

/** The first working day on or after a date. */
function onOrAfter(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  while (!isWorkingDay(d)) d.setUTCDate(d.getUTCDate() + 1);
  return iso(d);
}

/** The last working day of a month. */
function lastWorkingDay(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 0));
  while (!isWorkingDay(d)) d.setUTCDate(d.getUTCDate() - 1);
  return iso(d);
}

const monthText = (year: number, month: number): Texts => tx(`${String(year)}年${String(month)}月`, `${MONTHS_EN[month - 1] ?? ''} ${String(year)}`, `${MONTHS_PT[month - 1] ?? ''} de ${String(year)}`);

/** When each year's schedule was announced: before the year starts, and before the seed's base date. */
const scheduleAnnounced = (year: number) => (year === 2026 ? '2025-12-15' : '2026-10-30');

function releases(year: number): CalendarEventSpec[] {
  const out: CalendarEventSpec[] = [];
  for (let month = 1; month <= 12; month++) {
    const refYear = month === 1 ? year - 1 : year;
    const refMonth = month === 1 ? 12 : month - 1;
    const ref = monthText(refYear, refMonth);
    out.push({
      slug: `reserves-${String(refYear)}-${String(refMonth).padStart(2, '0')}`,
      cat: 'statistics-releases',
      date: onOrAfter(year, month, 15),
      published: scheduleAnnounced(year),
      title: tx(`外匯儲備資產（${ref['zh-hant']}）`, `Foreign Exchange Reserves (${ref.en})`, `Reservas cambiais (${ref.pt ?? ref.en})`),
      summary: tx('月底外匯儲備資產的初步估算。', 'Preliminary estimate of the foreign exchange reserves at the end of the month.', 'Estimativa preliminar das reservas cambiais no fim do mês.'),
    });
    out.push({
      slug: `monetary-statistics-${String(refYear)}-${String(refMonth).padStart(2, '0')}`,
      cat: 'statistics-releases',
      date: lastWorkingDay(year, month),
      published: scheduleAnnounced(year),
      title: tx(`貨幣及金融統計（${ref['zh-hant']}）`, `Monetary and Financial Statistics (${ref.en})`, `Estatísticas monetárias e financeiras (${ref.pt ?? ref.en})`),
      summary: tx('貨幣供應、存款、貸款及利率的月度統計。', 'Monthly statistics of money supply, deposits, loans and interest rates.', 'Estatísticas mensais da massa monetária, depósitos, empréstimos e taxas de juro.'),
    });
  }
  for (const [quarter, month] of [[4, 3], [1, 6], [2, 9], [3, 12]] as const) {
    const refYear = quarter === 4 ? year - 1 : year;
    out.push({
      slug: `insurance-statistics-${String(refYear)}-q${String(quarter)}`,
      cat: 'statistics-releases',
      date: onOrAfter(year, month, 20),
      published: scheduleAnnounced(year),
      title: tx(`保險市場統計（${String(refYear)}年第${String(quarter)}季）`, `Insurance Market Statistics (Q${String(quarter)} ${String(refYear)})`, `Estatísticas do mercado segurador (${String(quarter)}.º trimestre de ${String(refYear)})`),
      summary: tx('保費收入、賠款及保險公司資產的季度統計。', 'Quarterly statistics of premiums, claims and insurers’ assets.'),
    });
  }
  return out;
}

const EXAM_TITLE = tx('保險中介人資格考試', 'Qualifying Examination for Insurance Intermediaries', 'Exame de qualificação de mediadores de seguros');

function activities(year: number): CalendarEventSpec[] {
  const exams = [3, 6, 9, 12].map((month): CalendarEventSpec => {
    // The second Saturday of the month.
    const d = new Date(Date.UTC(year, month - 1, 1));
    while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
    d.setUTCDate(d.getUTCDate() + 7);
    return {
      slug: `intermediary-exam-${String(year)}-${String(month).padStart(2, '0')}`,
      cat: 'activities',
      date: iso(d),
      published: scheduleAnnounced(year),
      title: EXAM_TITLE,
      summary: tx('考生須於考試前四星期報名。', 'Candidates register four weeks before the examination.', 'Os candidatos inscrevem-se quatro semanas antes do exame.'),
    };
  });
  const fixed: CalendarEventSpec[] = [
    {
      slug: `aml-seminar-${String(year)}`,
      cat: 'activities',
      date: onOrAfter(year, 5, 20),
      published: scheduleAnnounced(year),
      title: tx('金融機構反洗錢研討會', 'Anti-Money Laundering Seminar for Financial Institutions', 'Seminário sobre prevenção do branqueamento de capitais'),
    },
    {
      slug: `senior-fraud-talks-${String(year)}`,
      cat: 'activities',
      date: onOrAfter(year, 7, 8),
      published: scheduleAnnounced(year),
      title: tx('長者防騙社區講座', 'Scam-prevention Talks for Older People', 'Palestras de prevenção de fraudes para idosos'),
    },
    {
      slug: `annual-report-${String(year - 1)}-release`,
      cat: 'activities',
      date: year === 2026 ? '2026-06-26' : onOrAfter(year, 6, 25),
      published: scheduleAnnounced(year),
      title: tx(`發佈《${String(year - 1)}年年報》`, `Release of the Annual Report ${String(year - 1)}`, `Publicação do Relatório Anual ${String(year - 1)}`),
    },
  ];
  return [...exams, ...fixed];
}

export const CALENDAR_EVENTS: readonly CalendarEventSpec[] = [2026, 2027].flatMap((year) => [...releases(year), ...activities(year)]).sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
