/**
 * Recruitment notices (module `recruitment`) and tenders (module `tender`). The
 * closing date is `endsOn`; whether a notice is open is computed from it, so
 * notices close by themselves as time passes. Dates are around the seed's base
 * date (2 November 2026): some close after it, most before.
 */
import { tx, type Texts } from '#src/seed/types.ts';

export interface RecruitmentSpec {
  slug: string;
  reference: string;
  posted: string;
  closes: string;
  positions: number;
  title: Texts;
  department: Texts;
  summary: Texts;
  duties: { 'zh-hant': string[]; en: string[]; pt?: string[] };
  requirements: { 'zh-hant': string[]; en: string[]; pt?: string[] };
}

const SUPERVISION = tx('銀行監察廳', 'Banking Supervision Department', 'Departamento de Supervisão Bancária');
const INSURANCE = tx('保險監察廳', 'Insurance Supervision Department', 'Departamento de Supervisão de Seguros');
const IT = tx('資訊科技廳', 'Information Technology Department', 'Departamento de Informática');
const RESEARCH = tx('研究及統計廳', 'Research and Statistics Department', 'Departamento de Estudos e Estatística');
const LEGAL = tx('法律事務室', 'Legal Affairs Office', 'Gabinete Jurídico');
const ADMIN = tx('行政及財務廳', 'Administration and Finance Department', 'Departamento Administrativo e Financeiro');

export const RECRUITMENTS: readonly RecruitmentSpec[] = [
  {
    slug: 'rec-2026-12-it-security',
    reference: 'AMCM/REC/2026/12',
    posted: '2026-10-30',
    closes: '2026-12-18',
    positions: 2,
    title: tx('資訊安全專員', 'Information Security Specialist', 'Especialista em Segurança Informática'),
    department: IT,
    summary: tx('負責本局資訊系統的安全監控及事故應變。', "Monitors the security of the Authority's systems and leads incident response.", 'Monitoriza a segurança dos sistemas da Autoridade e coordena a resposta a incidentes.'),
    duties: {
      'zh-hant': ['監察網絡及系統的安全事件並作出應變', '進行漏洞評估及跟進修補', '制定及檢討資訊安全政策', '協助監管金融機構的科技風險'],
      en: ['Monitor and respond to security events on networks and systems', 'Run vulnerability assessments and follow up fixes', 'Draft and review information security policies', 'Support the supervision of technology risk at financial institutions'],
      pt: ['Monitorizar e responder a eventos de segurança', 'Realizar avaliações de vulnerabilidades', 'Elaborar e rever políticas de segurança', 'Apoiar a supervisão do risco tecnológico'],
    },
    requirements: {
      'zh-hant': ['澳門特別行政區永久性居民', '資訊科技或相關學科學士學位', '三年或以上資訊安全工作經驗', '持有CISSP、CISM或同等專業資格者優先', '良好的中文及英文能力'],
      en: ['Permanent resident of the Macao SAR', "Bachelor's degree in information technology or a related field", 'At least three years of information security experience', 'CISSP, CISM or an equivalent qualification is an advantage', 'Good written and spoken Chinese and English'],
      pt: ['Residente permanente da RAEM', 'Licenciatura em informática ou área afim', 'Três anos de experiência em segurança informática', 'Bom domínio do chinês e do inglês'],
    },
  },
  {
    slug: 'rec-2026-11-banking-supervisor',
    reference: 'AMCM/REC/2026/11',
    posted: '2026-10-26',
    closes: '2026-12-07',
    positions: 3,
    title: tx('高級技術員（銀行監察）', 'Senior Technician (Banking Supervision)', 'Técnico Superior (Supervisão Bancária)'),
    department: SUPERVISION,
    summary: tx('負責銀行的非現場分析及現場檢查。', 'Off-site analysis and on-site examinations of banks.', 'Análise à distância e inspecções presenciais aos bancos.'),
    duties: {
      'zh-hant': ['分析銀行的財務報表及審慎申報', '參與現場檢查並撰寫報告', '跟進銀行對監管要求的落實情況', '參與監管指引的草擬'],
      en: ['Analyse banks’ financial statements and prudential returns', 'Take part in on-site examinations and write reports', 'Follow up how banks meet supervisory requirements', 'Help draft supervisory guidelines'],
    },
    requirements: {
      'zh-hant': ['澳門特別行政區永久性居民', '會計、金融、經濟或相關學科學士學位', '兩年或以上銀行、審計或金融監管工作經驗', '良好的中文及英文能力，懂葡文者優先'],
      en: ['Permanent resident of the Macao SAR', "Bachelor's degree in accounting, finance, economics or a related field", 'At least two years of experience in banking, audit or financial supervision', 'Good Chinese and English; Portuguese is an advantage'],
    },
  },
  {
    slug: 'rec-2026-10-insurance-analyst',
    reference: 'AMCM/REC/2026/10',
    posted: '2026-10-12',
    closes: '2026-11-13',
    positions: 1,
    title: tx('精算分析員', 'Actuarial Analyst', 'Analista Actuarial'),
    department: INSURANCE,
    summary: tx('負責保險公司準備金及償付能力的分析。', 'Analyses insurers’ reserves and solvency.', 'Analisa as provisões e a solvência das seguradoras.'),
    duties: {
      'zh-hant': ['審閱保險公司的精算報告', '參與風險為本資本制度的實施', '進行保險市場的壓力測試'],
      en: ['Review insurers’ actuarial reports', 'Help implement the risk-based capital regime', 'Run stress tests of the insurance market'],
    },
    requirements: {
      'zh-hant': ['澳門特別行政區永久性居民', '精算、數學或統計學士學位', '已通過精算師考試部分科目者優先'],
      en: ['Permanent resident of the Macao SAR', "Bachelor's degree in actuarial science, mathematics or statistics", 'Passes in professional actuarial examinations are an advantage'],
    },
  },
  {
    slug: 'rec-2026-08-economist',
    reference: 'AMCM/REC/2026/08',
    posted: '2026-08-10',
    closes: '2026-09-04',
    positions: 2,
    title: tx('經濟研究員', 'Economist', 'Economista'),
    department: RESEARCH,
    summary: tx('負責宏觀經濟及金融穩定研究。', 'Research on the macroeconomy and financial stability.', 'Investigação sobre a macroeconomia e a estabilidade financeira.'),
    duties: {
      'zh-hant': ['分析本澳及區域經濟走勢', '撰寫金融穩定報告的章節', '建立及維護經濟預測模型'],
      en: ['Analyse economic developments in Macao and the region', 'Write chapters of the financial stability report', 'Build and maintain forecasting models'],
    },
    requirements: {
      'zh-hant': ['澳門特別行政區永久性居民', '經濟學或金融學碩士學位', '熟悉計量經濟軟件'],
      en: ['Permanent resident of the Macao SAR', "Master's degree in economics or finance", 'Experience with econometric software'],
    },
  },
  {
    slug: 'rec-2026-06-legal-adviser',
    reference: 'AMCM/REC/2026/06',
    posted: '2026-06-15',
    closes: '2026-07-10',
    positions: 1,
    title: tx('法律顧問', 'Legal Adviser', 'Assessor Jurídico'),
    department: LEGAL,
    summary: tx('就金融法例的草擬及執行提供法律意見。', 'Legal advice on drafting and enforcing financial legislation.', 'Assessoria jurídica na elaboração e aplicação da legislação financeira.'),
    duties: {
      'zh-hant': ['草擬法規及監管通告', '處理行政違法程序', '審閱合同及協議'],
      en: ['Draft legislation and supervisory notices', 'Handle administrative infringement proceedings', 'Review contracts and agreements'],
      pt: ['Elaborar diplomas e avisos', 'Instruir processos de infracção administrativa', 'Rever contratos e acordos'],
    },
    requirements: {
      'zh-hant': ['澳門特別行政區永久性居民', '澳門法律學士學位', '中文及葡文能力良好'],
      en: ['Permanent resident of the Macao SAR', 'Law degree from a Macao university', 'Good Chinese and Portuguese'],
      pt: ['Residente permanente da RAEM', 'Licenciatura em Direito em Macau', 'Bom domínio do chinês e do português'],
    },
  },
  {
    slug: 'rec-2026-03-graduate-trainee',
    reference: 'AMCM/REC/2026/03',
    posted: '2026-03-02',
    closes: '2026-03-27',
    positions: 8,
    title: tx('2026年見習生計劃', 'Graduate Trainee Programme 2026', 'Programa de Estágio para Licenciados 2026'),
    department: ADMIN,
    summary: tx('為期兩年的見習計劃，輪流在監管、研究及儲備管理部門工作。', 'A two-year programme rotating through supervision, research and reserve management.', 'Programa de dois anos com rotação pela supervisão, estudos e gestão de reservas.'),
    duties: {
      'zh-hant': ['在不同部門輪調工作', '參與專題研究並作匯報', '參加本局安排的專業培訓'],
      en: ['Rotate through several departments', 'Carry out and present a research project', 'Attend the professional training the Authority arranges'],
    },
    requirements: {
      'zh-hant': ['澳門特別行政區永久性居民', '2025年或2026年取得學士學位', '任何學科均可申請'],
      en: ['Permanent resident of the Macao SAR', "Bachelor's degree obtained in 2025 or 2026", 'Graduates of any discipline may apply'],
    },
  },
  {
    slug: 'rec-2025-11-translator',
    reference: 'AMCM/REC/2025/11',
    posted: '2025-11-03',
    closes: '2025-11-28',
    positions: 1,
    title: tx('中葡翻譯員', 'Chinese–Portuguese Translator', 'Intérprete-Tradutor de Chinês-Português'),
    department: ADMIN,
    summary: tx('負責法規、通告及刊物的中葡翻譯。', 'Translates legislation, notices and publications between Chinese and Portuguese.', 'Tradução de diplomas, avisos e publicações entre chinês e português.'),
    duties: {
      'zh-hant': ['翻譯法規、監管通告及年報', '擔任會議傳譯'],
      en: ['Translate legislation, supervisory notices and the annual report', 'Interpret at meetings'],
      pt: ['Traduzir diplomas, avisos e o relatório anual', 'Fazer interpretação em reuniões'],
    },
    requirements: {
      'zh-hant': ['澳門特別行政區永久性居民', '中葡翻譯學士學位'],
      en: ['Permanent resident of the Macao SAR', "Bachelor's degree in Chinese–Portuguese translation"],
      pt: ['Residente permanente da RAEM', 'Licenciatura em tradução chinês-português'],
    },
  },
];

export interface TenderSpec {
  slug: string;
  reference: string;
  procedure: 'public-tender' | 'written-consultation';
  published: string;
  closes: string;
  title: Texts;
  summary: Texts;
  /** Where and until when the documents can be consulted, and the bid bond. */
  body: Texts;
}

const PROCEDURE_BODY = (closes: string, bond: string): Texts =>
  tx(
    `<p>招標方案及承投規則可於本局大樓地下接待處查閱，或在本頁下載。</p><ul><li>遞交標書截止日期：${closes}下午五時正</li><li>臨時擔保：澳門元${bond}元</li><li>開標日期：截止日後首個工作日上午十時正</li></ul><p>投標人須為在澳門設立的商業企業主，並已作稅務登記。</p>`,
    `<p>The tender programme and specifications can be consulted at the reception of the Authority’s building or downloaded from this page.</p><ul><li>Closing date for tenders: ${closes}, 5:00 p.m.</li><li>Provisional bond: MOP ${bond}</li><li>Opening of tenders: 10:00 a.m. on the first working day after the closing date</li></ul><p>Bidders must be businesses established and registered for tax in Macao.</p>`,
    `<p>O programa do concurso e o caderno de encargos podem ser consultados na recepção do edifício da Autoridade ou descarregados desta página.</p><ul><li>Prazo de entrega das propostas: ${closes}, 17h00</li><li>Caução provisória: MOP ${bond}</li></ul>`,
  );

export const TENDERS: readonly TenderSpec[] = [
  {
    slug: 't-2026-09-cleaning',
    reference: 'AMCM/CP/2026/09',
    procedure: 'public-tender',
    published: '2026-10-21',
    closes: '2026-12-10',
    title: tx('本局大樓清潔服務（2027至2029年）', 'Cleaning Services for the AMCM Building (2027–2029)', 'Serviços de limpeza do edifício da AMCM (2027–2029)'),
    summary: tx('為期三年的大樓清潔及衛生服務。', 'Three years of cleaning and hygiene services for the building.', 'Três anos de serviços de limpeza e higiene do edifício.'),
    body: PROCEDURE_BODY('2026-12-10', '40,000'),
  },
  {
    slug: 't-2026-08-ups',
    reference: 'AMCM/CP/2026/08',
    procedure: 'public-tender',
    published: '2026-10-05',
    closes: '2026-11-27',
    title: tx('數據中心不間斷電源系統更新工程', 'Upgrade of the Data Centre Uninterruptible Power Supply', 'Substituição do sistema de alimentação ininterrupta do centro de dados'),
    summary: tx('供應、安裝及保養數據中心的不間斷電源系統。', 'Supply, installation and maintenance of the data centre UPS.', 'Fornecimento, instalação e manutenção da UPS do centro de dados.'),
    body: PROCEDURE_BODY('2026-11-27', '60,000'),
  },
  {
    slug: 't-2026-10-annual-report-printing',
    reference: 'AMCM/CE/2026/10',
    procedure: 'written-consultation',
    published: '2026-10-28',
    closes: '2026-11-18',
    title: tx('《2026年年報》設計及印刷服務', 'Design and Printing of the Annual Report 2026', 'Concepção e impressão do Relatório Anual 2026'),
    summary: tx('以書面諮詢方式取得年報的設計、排版及印刷服務。', 'Written consultation for the design, layout and printing of the annual report.', 'Consulta escrita para a concepção, paginação e impressão do relatório anual.'),
    body: tx(
      '<p>本局邀請合資格的印刷公司就《2026年年報》中、葡、英文版本的設計及印刷提交報價。報價須於截止日期前以密封信封遞交。</p>',
      '<p>The Authority invites qualified printers to quote for the design and printing of the Chinese, Portuguese and English editions of the Annual Report 2026. Quotations are delivered in sealed envelopes before the closing date.</p>',
    ),
  },
  {
    slug: 't-2026-05-pen-test',
    reference: 'AMCM/CP/2026/05',
    procedure: 'public-tender',
    published: '2026-05-18',
    closes: '2026-06-22',
    title: tx('網絡安全滲透測試服務', 'Cybersecurity Penetration Testing Services', 'Serviços de testes de intrusão'),
    summary: tx('為本局對外系統進行年度滲透測試及紅隊演練。', 'Yearly penetration tests and a red-team exercise on the Authority’s public systems.', 'Testes de intrusão anuais e um exercício de red team aos sistemas públicos da Autoridade.'),
    body: PROCEDURE_BODY('2026-06-22', '20,000'),
  },
  {
    slug: 't-2026-03-security-guards',
    reference: 'AMCM/CP/2026/03',
    procedure: 'public-tender',
    published: '2026-03-09',
    closes: '2026-04-20',
    title: tx('保安服務', 'Security Guard Services', 'Serviços de segurança'),
    summary: tx('本局大樓及金庫的二十四小時保安服務。', 'Round-the-clock security for the Authority’s building and vault.', 'Segurança permanente do edifício e da casa-forte da Autoridade.'),
    body: PROCEDURE_BODY('2026-04-20', '50,000'),
  },
  {
    slug: 't-2026-01-coins-2027',
    reference: 'AMCM/CP/2026/01',
    procedure: 'public-tender',
    published: '2026-01-12',
    closes: '2026-02-27',
    title: tx('丁未羊年生肖紀念幣鑄造', 'Minting of the Year of the Goat Commemorative Coins', 'Cunhagem das moedas comemorativas do Ano da Cabra'),
    summary: tx('設計及鑄造2027年生肖金幣及銀幣。', 'Design and minting of the 2027 zodiac gold and silver coins.', 'Concepção e cunhagem das moedas de ouro e prata do signo de 2027.'),
    body: PROCEDURE_BODY('2026-02-27', '100,000'),
  },
  {
    slug: 't-2025-10-furniture',
    reference: 'AMCM/CE/2025/10',
    procedure: 'written-consultation',
    published: '2025-10-13',
    closes: '2025-10-31',
    title: tx('辦公室傢俬供應', 'Supply of Office Furniture', 'Fornecimento de mobiliário de escritório'),
    summary: tx('供應及安裝辦公桌椅及文件櫃。', 'Supply and installation of desks, chairs and filing cabinets.', 'Fornecimento e montagem de secretárias, cadeiras e arquivos.'),
    body: tx('<p>本局以書面諮詢方式邀請供應商報價，詳情載於附件。</p>', '<p>The Authority invites quotations by written consultation; the details are in the attachment.</p>'),
  },
];
