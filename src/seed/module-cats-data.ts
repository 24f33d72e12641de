/**
 * Categories of the content modules. A page's `module_cat` names the category of
 * its module's set that it lists (with its subtree): news-category pages use the
 * `news` set, law pages `law`, FAQ pages `faq`, download pages `downloads`.
 * Slugs are unique within a set, children included.
 */
import { tx, type Texts } from './types.ts';

export interface CatSpec {
  slug: string;
  title: Texts;
  summary: Texts;
  /** Side navigation shows this many children before "show more". */
  autoHideCount?: number;
  children?: CatSpec[];
}

const NEWS: CatSpec[] = [
  {
    slug: 'press-releases',
    title: tx('新聞稿', 'Press Releases', 'Comunicados de Imprensa'),
    summary: tx('本局就政策、統計及監管措施發出的新聞稿。', 'Press releases on policy, statistics and supervisory measures.', 'Comunicados sobre políticas, estatísticas e medidas de supervisão.'),
  },
  {
    slug: 'news',
    title: tx('最新消息', 'Latest News', 'Notícias'),
    summary: tx('本局活動及業界發展的最新消息。', "News of the Authority's activities and of the industry.", 'Notícias das actividades da Autoridade e do sector.'),
  },
  {
    slug: 'notices',
    title: tx('通告', 'Notices', 'Avisos'),
    summary: tx('本局發出的通告，包括考試、招標及服務安排。', 'Notices on examinations, tenders and service arrangements.', 'Avisos sobre exames, concursos e funcionamento dos serviços.'),
  },
  {
    slug: 'speeches',
    title: tx('演辭', 'Speeches', 'Discursos'),
    summary: tx('本局管理層在公開場合發表的演辭。', "Speeches given in public by the Authority's management.", 'Discursos proferidos em público pelos dirigentes da Autoridade.'),
  },
  {
    slug: 'statement',
    title: tx('聲明', 'Statements'),
    summary: tx('本局就市場傳聞或公眾關注事項發出的聲明。', 'Statements on market rumours or matters of public concern.'),
  },
  {
    slug: 'fraud-alerts',
    title: tx('防騙警示', 'Fraud Alerts', 'Alertas de Fraude'),
    summary: tx(
      '冒充金融機構或本局的可疑網站、電話及訊息警示。',
      'Alerts on suspicious websites, calls and messages impersonating financial institutions or the Authority.',
      'Alertas sobre sítios, chamadas e mensagens que se fazem passar por instituições financeiras ou pela Autoridade.',
    ),
  },
  {
    slug: 'medical-malpractice',
    title: tx('醫療民事責任強制保險消息', 'Medical Liability Insurance Updates'),
    summary: tx('醫療民事責任強制保險的最新消息。', 'Updates on compulsory medical civil liability insurance.'),
  },
];

const LAW: CatSpec[] = [
  {
    slug: 'banking',
    title: tx('銀行業', 'Banking', 'Sector Bancário'),
    summary: tx('規範銀行及其他金融機構的法例及指引。', 'Laws and guidelines for banks and other financial institutions.', 'Legislação e instruções aplicáveis aos bancos e outras instituições financeiras.'),
    children: [
      {
        slug: 'banking-legislation',
        title: tx('法律及法規', 'Laws and Regulations', 'Leis e Regulamentos'),
        summary: tx('銀行業適用的法律及行政法規。', 'Laws and administrative regulations applicable to banking.', 'Leis e regulamentos administrativos aplicáveis à actividade bancária.'),
      },
      {
        slug: 'banking-guidelines',
        title: tx('通告及指引', 'Notices and Guidelines', 'Avisos e Instruções'),
        summary: tx('本局向銀行業發出的通告及監管指引。', 'Notices and supervisory guidelines issued to the banking sector.', 'Avisos e instruções dirigidos ao sector bancário.'),
      },
    ],
  },
  {
    slug: 'insurance',
    title: tx('保險業', 'Insurance', 'Sector Segurador'),
    summary: tx('規範保險公司、退休基金及保險中介人的法例及指引。', 'Laws and guidelines for insurers, pension funds and insurance intermediaries.', 'Legislação e instruções aplicáveis às seguradoras, fundos de pensões e mediadores.'),
    children: [
      {
        slug: 'insurance-legislation',
        title: tx('法律及法規', 'Laws and Regulations', 'Leis e Regulamentos'),
        summary: tx('保險業適用的法律及行政法規。', 'Laws and administrative regulations applicable to insurance.', 'Leis e regulamentos administrativos aplicáveis à actividade seguradora.'),
      },
      {
        slug: 'insurance-guidelines',
        title: tx('通告及指引', 'Notices and Guidelines', 'Avisos e Instruções'),
        summary: tx('本局向保險業發出的通告及監管指引。', 'Notices and supervisory guidelines issued to the insurance sector.', 'Avisos e instruções dirigidos ao sector segurador.'),
      },
    ],
  },
  {
    slug: 'anti-money-laundering',
    title: tx('反洗錢及反恐融資', 'Anti-Money Laundering and Counter-Terrorist Financing', 'Branqueamento de Capitais e Financiamento do Terrorismo'),
    summary: tx(
      '預防及遏止清洗黑錢及資助恐怖主義的法例及指引。',
      'Laws and guidelines on preventing and suppressing money laundering and terrorist financing.',
      'Legislação e instruções sobre a prevenção e repressão do branqueamento de capitais e do financiamento do terrorismo.',
    ),
  },
  {
    slug: 'other',
    title: tx('其他法規', 'Other Legislation', 'Outra Legislação'),
    summary: tx('本局通則、貨幣發行及其他相關法規。', "The Authority's Statute, currency issue and other related legislation.", 'Estatuto da Autoridade, emissão monetária e outra legislação.'),
  },
];

const FAQ: CatSpec[] = [
  {
    slug: 'general',
    title: tx('一般問題', 'General', 'Questões Gerais'),
    summary: tx('關於本局及本網站服務的問題。', 'Questions about the Authority and the services of this website.', 'Questões sobre a Autoridade e os serviços deste sítio.'),
  },
  {
    slug: 'banking',
    title: tx('銀行服務', 'Banking Services', 'Serviços Bancários'),
    summary: tx('開戶、信用卡、貸款及匯款等常見問題。', 'Accounts, cards, loans, remittances and more.', 'Contas, cartões, empréstimos, remessas e outros.'),
    autoHideCount: 5,
    children: [
      { slug: 'bank-accounts', title: tx('銀行帳戶', 'Bank Accounts', 'Contas Bancárias'), summary: tx('開立及關閉帳戶。', 'Opening and closing accounts.', 'Abertura e encerramento de contas.') },
      { slug: 'credit-cards', title: tx('信用卡', 'Credit Cards', 'Cartões de Crédito'), summary: tx('信用卡的收費及爭議交易。', 'Card fees and disputed transactions.', 'Encargos e transacções contestadas.') },
      { slug: 'loans', title: tx('貸款及按揭', 'Loans and Mortgages'), summary: tx('個人貸款及住宅按揭。', 'Personal loans and residential mortgages.') },
      { slug: 'remittances', title: tx('匯款', 'Remittances', 'Remessas'), summary: tx('本地及跨境匯款。', 'Local and cross-border remittances.', 'Remessas locais e transfronteiriças.') },
      { slug: 'e-banking', title: tx('電子銀行', 'E-banking'), summary: tx('網上銀行及流動支付的安全。', 'Safety of online banking and mobile payments.') },
      {
        slug: 'deposit-protection',
        title: tx('存款保障', 'Deposit Protection', 'Garantia de Depósitos'),
        summary: tx('存款保障的範圍及限額。', 'Scope and limit of deposit protection.', 'Âmbito e limite da garantia de depósitos.'),
      },
    ],
  },
  {
    slug: 'insurance',
    title: tx('保險服務', 'Insurance Services', 'Serviços de Seguros'),
    summary: tx('人壽、一般保險、中介人及退休基金等常見問題。', 'Life and general insurance, intermediaries, pension funds and more.', 'Seguros de vida e não vida, mediadores, fundos de pensões e outros.'),
    autoHideCount: 5,
    children: [
      { slug: 'life-insurance', title: tx('人壽保險', 'Life Insurance', 'Seguro de Vida'), summary: tx('保單、冷靜期及退保。', 'Policies, cooling-off period and surrender.', 'Apólices, período de reflexão e resgate.') },
      { slug: 'general-insurance', title: tx('一般保險', 'General Insurance', 'Seguros Não Vida'), summary: tx('財產、旅遊及醫療保險。', 'Property, travel and medical insurance.', 'Seguros de bens, viagem e saúde.') },
      { slug: 'motor-insurance', title: tx('汽車保險', 'Motor Insurance', 'Seguro Automóvel'), summary: tx('強制汽車保險及索償。', 'Compulsory motor insurance and claims.', 'Seguro obrigatório e participação de sinistros.') },
      { slug: 'medical-malpractice', title: tx('醫療責任保險', 'Medical Liability Insurance'), summary: tx('醫療民事責任強制保險。', 'Compulsory medical civil liability insurance.') },
      { slug: 'insurance-intermediaries', title: tx('保險中介人', 'Insurance Intermediaries', 'Mediadores de Seguros'), summary: tx('如何核實中介人的牌照。', 'How to check an intermediary licence.', 'Como verificar a licença de um mediador.') },
      { slug: 'pension-funds', title: tx('退休基金', 'Pension Funds', 'Fundos de Pensões'), summary: tx('私人退休基金的供款及提取。', 'Contributions to and withdrawals from private pension funds.', 'Contribuições e levantamentos dos fundos de pensões.') },
    ],
  },
  {
    slug: 'complaints',
    title: tx('投訴', 'Complaints', 'Reclamações'),
    summary: tx('投訴的範圍、程序及所需時間。', 'Scope, procedure and time needed for complaints.', 'Âmbito, procedimento e prazos das reclamações.'),
  },
  {
    slug: 'coins',
    title: tx('紀念幣及貨幣', 'Coins and Currency', 'Moedas e Numerário'),
    summary: tx('紀念幣訂購、取幣及殘損貨幣兌換。', 'Ordering and collecting commemorative coins, and exchanging damaged currency.', 'Encomenda e levantamento de moedas comemorativas e troca de numerário danificado.'),
    autoHideCount: 5,
  },
];

const DOWNLOADS: CatSpec[] = [
  {
    slug: 'forms',
    title: tx('表格', 'Forms', 'Impressos'),
    summary: tx('向本局提出申請或申報所需的表格。', 'Forms for applications and returns to the Authority.', 'Impressos para pedidos e declarações à Autoridade.'),
    autoHideCount: 5,
    children: [
      { slug: 'banking-forms', title: tx('銀行業表格', 'Banking Forms', 'Impressos Bancários'), summary: tx('設立、變更及申報表格。', 'Establishment, change and reporting forms.', 'Impressos de constituição, alteração e reporte.') },
      { slug: 'insurance-forms', title: tx('保險業表格', 'Insurance Forms', 'Impressos de Seguros'), summary: tx('中介人牌照申請及續期表格。', 'Intermediary licence application and renewal forms.', 'Impressos de licenciamento e renovação de mediadores.') },
      { slug: 'public-forms', title: tx('公眾服務表格', 'Public Service Forms'), summary: tx('投訴、複製貨幣申請及紀念幣訂購表格。', 'Complaint, currency reproduction and coin order forms.') },
    ],
  },
  {
    slug: 'guidelines',
    title: tx('指引', 'Guidelines', 'Instruções'),
    summary: tx('監管指引及申報說明。', 'Supervisory guidelines and reporting instructions.', 'Instruções de supervisão e de reporte.'),
  },
  {
    slug: 'statistics',
    title: tx('統計資料', 'Statistics', 'Estatísticas'),
    summary: tx('可供下載的統計數據。', 'Statistical data for download.', 'Dados estatísticos para descarregar.'),
    children: [
      { slug: 'monthly-bulletin', title: tx('貨幣統計月報', 'Monthly Bulletin of Monetary Statistics', 'Boletim Mensal de Estatísticas Monetárias'), summary: tx('每月公佈的貨幣及金融統計。', 'Monetary and financial statistics published monthly.', 'Estatísticas monetárias e financeiras mensais.') },
      { slug: 'insurance-statistics', title: tx('保險業統計', 'Insurance Statistics', 'Estatísticas de Seguros'), summary: tx('保險業的季度及年度統計。', 'Quarterly and annual insurance statistics.', 'Estatísticas trimestrais e anuais de seguros.') },
    ],
  },
  {
    slug: 'publications',
    title: tx('刊物', 'Publications', 'Publicações'),
    summary: tx('本局的年報、研究報告及定期刊物。', "The Authority's annual reports, research papers and periodicals.", 'Relatórios anuais, estudos e publicações periódicas da Autoridade.'),
    children: [
      { slug: 'annual-reports', title: tx('年報', 'Annual Reports', 'Relatórios Anuais'), summary: tx('本局的年度報告。', "The Authority's annual reports.", 'Relatórios anuais da Autoridade.') },
      { slug: 'research-papers', title: tx('研究報告', 'Research Papers', 'Estudos'), summary: tx('經濟及金融研究報告。', 'Economic and financial research papers.', 'Estudos económicos e financeiros.') },
      { slug: 'quarterly-review', title: tx('金融季刊', 'Quarterly Financial Review'), summary: tx('每季的經濟及金融分析。', 'Quarterly economic and financial analysis.') },
    ],
  },
  {
    slug: 'advance-release-calendar',
    title: tx('預定發佈日程表', 'Advance Release Calendar', 'Calendário de Divulgação'),
    summary: tx('統計數據的預定發佈日期。', 'Scheduled release dates of statistics.', 'Datas previstas de divulgação das estatísticas.'),
  },
];

export const MODULE_CATS: Readonly<Record<string, readonly CatSpec[]>> = {
  news: NEWS,
  law: LAW,
  faq: FAQ,
  downloads: DOWNLOADS,
};

/** The category set a page module reads its `module_cat` from. */
export const CATEGORY_SET_OF_MODULE: Readonly<Record<string, string>> = {
  'news-category': 'news',
  'news-category-medical-malpractice': 'news',
  law: 'law',
  faq: 'faq',
  downloads: 'downloads',
  'downloads-advance-release-calendar': 'downloads',
};
