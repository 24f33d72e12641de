/**
 * The main menu: the whole site tree of the authority, in display order. Paths are
 * the slugs joined by `/`; the HTML of `generic-page` leaves lives in content-*.ts
 * under the same path. Items without a Portuguese title fall back to English.
 */
import { tx, type MenuSpec } from './types.ts';

const ABOUT_US: MenuSpec = {
  slug: 'about-us',
  title: tx('關於我們', 'About AMCM', 'Sobre a AMCM'),
  children: [
    { slug: 'introduction', title: tx('簡介', 'Introduction', 'Introdução'), module: 'generic-page' },
    { slug: 'mission-and-functions', title: tx('使命及職能', 'Mission and Functions', 'Missão e Atribuições'), module: 'generic-page' },
    {
      slug: 'organisation',
      title: tx('組織架構', 'Organisation', 'Organização'),
      children: [
        { slug: 'organisational-chart', title: tx('組織架構圖', 'Organisational Chart', 'Organograma'), module: 'generic-page' },
        { slug: 'board-of-directors', title: tx('行政管理委員會', 'Board of Directors', 'Conselho de Administração'), module: 'generic-page' },
        { slug: 'supervisory-board', title: tx('監事會', 'Supervisory Board', 'Comissão de Fiscalização'), module: 'generic-page' },
        { slug: 'departments', title: tx('部門及職能', 'Departments and Their Functions', 'Departamentos e Respectivas Funções'), module: 'generic-page' },
      ],
    },
    { slug: 'history', title: tx('歷史沿革', 'History', 'Historial'), module: 'generic-page' },
    { slug: 'international-cooperation', title: tx('對外合作', 'International Cooperation', 'Cooperação Internacional'), module: 'generic-page' },
    { slug: 'financial-literacy', title: tx('金融教育', 'Financial Literacy', 'Literacia Financeira'), module: 'generic-page' },
    {
      slug: 'legislation',
      title: tx('相關法規', 'Related Legislation', 'Legislação Relacionada'),
      module: 'law',
      subSlug: 'other',
      moduleCat: 'other',
    },
    { slug: 'annual-reports', title: tx('年報', 'Annual Reports', 'Relatórios Anuais'), module: 'downloads', moduleCat: 'annual-reports' },
    { slug: 'annual-events', title: tx('年度活動', 'Annual Events', 'Eventos Anuais'), module: 'annual-events' },
    { slug: 'recruitment', title: tx('招聘', 'Recruitment', 'Recrutamento'), module: 'recruitment' },
    { slug: 'procurement', title: tx('採購資訊', 'Procurement', 'Aquisição de Bens e Serviços'), module: 'tender-info' },
    { slug: 'contact-us', title: tx('聯絡我們', 'Contact Us', 'Contactos'), module: 'generic-page' },
  ],
};

const BANKING_SECTOR: MenuSpec = {
  slug: 'banking-sector',
  title: tx('銀行業', 'Banking Sector', 'Sector Bancário'),
  children: [
    { slug: 'overview', title: tx('銀行業概況', 'Overview of the Banking Sector', 'Panorama do Sector Bancário'), module: 'generic-page' },
    {
      slug: 'licensed-institutions',
      title: tx('認可機構', 'Authorised Institutions', 'Instituições Autorizadas'),
      children: [
        { slug: 'banks', title: tx('銀行', 'Banks', 'Bancos'), module: 'company', subSlug: 'bank' },
        {
          slug: 'other-financial-institutions',
          title: tx('其他信用機構及金融機構', 'Other Credit and Financial Institutions', 'Outras Instituições de Crédito e Financeiras'),
          module: 'company',
          subSlug: 'other-financial-institution',
        },
        { slug: 'exchange-bureaux', title: tx('兌換店', 'Exchange Bureaux', 'Casas de Câmbio'), module: 'company', subSlug: 'exchange-bureau' },
        { slug: 'cash-remittance-companies', title: tx('現金速遞公司', 'Cash Remittance Companies', 'Sociedades de Entrega Rápida de Valores em Numerário'), module: 'company', subSlug: 'cash-remittance' },
        {
          slug: 'representative-offices',
          title: tx('代表辦事處', 'Representative Offices', 'Escritórios de Representação'),
          module: 'company',
          subSlug: 'representative-office',
        },
      ],
    },
    { slug: 'licensing', title: tx('設立及發牌', 'Establishment and Licensing', 'Constituição e Autorização'), module: 'generic-page' },
    { slug: 'supervision', title: tx('審慎監管', 'Prudential Supervision', 'Supervisão Prudencial'), module: 'generic-page' },
    {
      slug: 'laws-and-guidelines',
      title: tx('法例及指引', 'Laws and Guidelines', 'Legislação e Instruções'),
      module: 'law',
      subSlug: 'banking',
      moduleCat: 'banking',
    },
    {
      slug: 'anti-money-laundering',
      title: tx('反洗錢及反恐融資', 'AML and CFT', 'Combate ao Branqueamento de Capitais'),
      module: 'law',
      subSlug: 'anti-money-laundering',
      moduleCat: 'anti-money-laundering',
    },
    { slug: 'deposit-protection', title: tx('存款保障', 'Deposit Protection', 'Garantia de Depósitos'), module: 'generic-page' },
    { slug: 'payment-systems', title: tx('支付系統', 'Payment Systems', 'Sistemas de Pagamentos'), module: 'generic-page' },
    { slug: 'fintech', title: tx('金融科技', 'FinTech', 'Tecnologia Financeira'), module: 'generic-page' },
    { slug: 'green-finance', title: tx('綠色金融', 'Green Finance', 'Finanças Verdes'), module: 'generic-page' },
    { slug: 'consumer-protection', title: tx('金融消費者保護', 'Financial Consumer Protection', 'Protecção do Consumidor Financeiro'), module: 'generic-page' },
    {
      slug: 'financial-intelligence-office',
      title: tx('金融情報辦公室', 'Financial Intelligence Office', 'Gabinete de Informação Financeira'),
      url: 'https://www.gif.gov.mo',
      newWindow: true,
    },
  ],
};

const INSURANCE_SECTOR: MenuSpec = {
  slug: 'insurance-sector',
  title: tx('保險業', 'Insurance Sector', 'Sector Segurador'),
  children: [
    { slug: 'overview', title: tx('保險業概況', 'Overview of the Insurance Sector', 'Panorama do Sector Segurador'), module: 'generic-page' },
    { slug: 'authorised-insurers', title: tx('獲許可保險公司', 'Authorised Insurers', 'Seguradoras Autorizadas'), module: 'company', subSlug: 'insurer' },
    {
      slug: 'pension-fund-managers',
      title: tx('退休基金管理實體', 'Pension Fund Management Entities', 'Entidades Gestoras de Fundos de Pensões'),
      module: 'company',
      subSlug: 'pension-fund-manager',
    },
    {
      slug: 'intermediaries-register',
      title: tx('保險中介人登記資料', 'Register of Insurance Intermediaries', 'Registo de Mediadores de Seguros'),
      children: [
        { slug: 'individual-agents', title: tx('個人保險代理人', 'Individual Agents', 'Agentes Individuais'), module: 'individual-agents-register' },
        {
          slug: 'corporate-agents',
          title: tx('法人保險代理人', 'Corporate Agents', 'Agentes Pessoas Colectivas'),
          module: 'corporate-agents-register',
        },
        { slug: 'brokers', title: tx('保險經紀人', 'Insurance Brokers', 'Corretores de Seguros'), module: 'intermediary', subSlug: 'broker' },
        { slug: 'salesmen', title: tx('保險推銷員', 'Insurance Salesmen', 'Promotores de Seguros'), module: 'intermediary', subSlug: 'salesman' },
        { slug: 'licence-cancelled', title: tx('已取消牌照', 'Cancelled Licences', 'Licenças Canceladas'), module: 'licence-cancelled' },
        { slug: 'licence-suspended', title: tx('已暫停牌照', 'Suspended Licences', 'Licenças Suspensas'), module: 'licence-suspended' },
        { slug: 'renewal-period', title: tx('牌照續期期間', 'Licence Renewal Period', 'Período de Renovação de Licenças'), module: 'renewal-period' },
        { slug: 'clerks', title: tx('中介人登記文員', 'Registered Clerks of Intermediaries', 'Empregados Registados dos Mediadores'), module: 'clerk' },
      ],
    },
    {
      slug: 'intermediary-licensing',
      title: tx('保險中介人牌照申請', 'Licensing of Insurance Intermediaries', 'Licenciamento de Mediadores de Seguros'),
      module: 'generic-page',
    },
    {
      slug: 'qualifying-examination',
      title: tx('保險中介人資格考試', 'Qualifying Examination for Insurance Intermediaries', 'Exame de Qualificação'),
      module: 'generic-page',
    },
    { slug: 'continuing-professional-development', title: tx('持續專業進修', 'Continuing Professional Development', 'Formação Profissional Contínua'), module: 'generic-page' },
    {
      slug: 'laws-and-guidelines',
      title: tx('法例及指引', 'Laws and Guidelines', 'Legislação e Instruções'),
      module: 'law',
      subSlug: 'insurance',
      moduleCat: 'insurance',
    },
    {
      slug: 'motor-insurance',
      title: tx('汽車民事責任強制保險', 'Compulsory Motor Insurance', 'Seguro Obrigatório Automóvel'),
      module: 'generic-page',
    },
    { slug: 'medical-malpractice-insurance', title: tx('醫療民事責任強制保險', 'Compulsory Medical Liability Insurance', 'Seguro Obrigatório de Responsabilidade Civil Médica'), module: 'generic-page' },
    { slug: 'pension-funds', title: tx('私人退休基金', 'Private Pension Funds', 'Fundos de Pensões'), module: 'generic-page' },
    { slug: 'faq', title: tx('保險業常見問題', 'Insurance FAQ', 'Perguntas Frequentes sobre Seguros'), module: 'faq', moduleCat: 'insurance' },
  ],
};

const FINANCIAL_INFORMATION: MenuSpec = {
  slug: 'financial-information',
  title: tx('金融資訊', 'Financial Information', 'Informação Financeira'),
  children: [
    { slug: 'exchange-rates', title: tx('匯率', 'Exchange Rates', 'Taxas de Câmbio'), module: 'exchange-rate' },
    { slug: 'base-rate', title: tx('基本利率', 'Base Rate', 'Taxa de Juro de Referência'), module: 'base-rate' },
    {
      slug: 'maibor',
      title: tx('澳門銀行同業拆息（MAIBOR）', 'Macao Interbank Offered Rate (MAIBOR)', 'Taxa Interbancária de Macau (MAIBOR)'),
      module: 'interbank-offered-rate',
    },
    { slug: 'monia', title: tx('澳門隔夜平均指數（MONIA）', 'Macao Overnight Index Average (MONIA)', 'Índice Médio Overnight de Macau (MONIA)'), module: 'overnight-index-average' },
    {
      slug: 'bond-market',
      title: tx('債券市場', 'Bond Market', 'Mercado Obrigacionista'),
      children: [
        { slug: 'bond-information', title: tx('債券資訊', 'Bond Information', 'Informação sobre Obrigações'), module: 'bond-information' },
        { slug: 'isin', title: tx('國際證券識別編碼（ISIN）', 'ISIN Codes', 'Códigos ISIN'), module: 'isin' },
        { slug: 'issuance-guide', title: tx('債券發行指引', 'Guide to Bond Issuance', 'Guia de Emissão de Obrigações'), module: 'generic-page' },
      ],
    },
    {
      slug: 'investment-funds',
      title: tx('外地投資基金', 'Foreign Investment Funds', 'Fundos de Investimento Estrangeiros'),
      module: 'foreign-investment-funds',
    },
    {
      slug: 'financial-reports',
      title: tx('財務報告', 'Financial Reports', 'Relatórios Financeiros'),
      module: 'financial-reports',
      subSlug: 'financial-reports',
    },
    { slug: 'pataca', title: tx('澳門元', 'The Pataca', 'A Pataca'), module: 'generic-page' },
    { slug: 'foreign-exchange-reserves', title: tx('外匯儲備', 'Foreign Exchange Reserves', 'Reservas Cambiais'), module: 'generic-page' },
    { slug: 'fiscal-reserve', title: tx('財政儲備', 'Fiscal Reserve', 'Reserva Financeira'), module: 'generic-page' },
    { slug: 'renminbi-business', title: tx('人民幣業務', 'Renminbi Business', 'Negócios em Renminbi'), module: 'generic-page' },
  ],
};

const RESEARCH_AND_STATISTICS: MenuSpec = {
  slug: 'research-and-statistics',
  title: tx('研究及統計', 'Research and Statistics', 'Estudos e Estatísticas'),
  children: [
    {
      slug: 'monetary-and-financial-statistics',
      title: tx('貨幣及金融統計', 'Monetary and Financial Statistics', 'Estatísticas Monetárias e Financeiras'),
      module: 'official-statistics',
    },
    { slug: 'banking-statistics', title: tx('銀行業統計', 'Banking Statistics', 'Estatísticas Bancárias'), module: 'statistics-page', subSlug: 'banking' },
    { slug: 'insurance-statistics', title: tx('保險業統計', 'Insurance Statistics', 'Estatísticas de Seguros'), module: 'insurance-statistics' },
    { slug: 'financial-indicators', title: tx('主要金融指標', 'Key Financial Indicators', 'Principais Indicadores Financeiros'), module: 'financial-indicators' },
    {
      slug: 'research-and-publications',
      title: tx('研究及刊物', 'Research and Publications', 'Estudos e Publicações'),
      module: 'downloads',
      moduleCat: 'publications',
    },
    { slug: 'statistical-releases', title: tx('統計資料下載', 'Statistical Releases', 'Publicações Estatísticas'), module: 'downloads', moduleCat: 'statistics' },
    {
      slug: 'advance-release-calendar',
      title: tx('預定發佈日程表', 'Advance Release Calendar', 'Calendário Antecipado de Divulgação'),
      module: 'downloads-advance-release-calendar',
      moduleCat: 'advance-release-calendar',
    },
    {
      slug: 'email-notification',
      title: tx('電郵通知服務', 'E-mail Notification Service', 'Serviço de Notificação por Correio Electrónico'),
      module: 'newsletter',
    },
    { slug: 'statistical-methodology', title: tx('統計方法及定義', 'Statistical Methodology and Definitions', 'Metodologia e Definições Estatísticas'), module: 'generic-page' },
    { slug: 'financial-stability', title: tx('金融穩定', 'Financial Stability', 'Estabilidade Financeira'), module: 'generic-page' },
    { slug: 'surveys', title: tx('統計調查', 'Statistical Surveys', 'Inquéritos Estatísticos'), module: 'generic-page' },
  ],
};

const NEWS_NOTICE: MenuSpec = {
  slug: 'news-notice',
  title: tx('新聞及通告', 'News and Notices', 'Notícias e Avisos'),
  children: [
    { slug: 'press-releases', title: tx('新聞稿', 'Press Releases', 'Comunicados de Imprensa'), module: 'news-category', moduleCat: 'press-releases' },
    { slug: 'news', title: tx('最新消息', 'Latest News', 'Notícias'), module: 'news-category', moduleCat: 'news' },
    { slug: 'notices', title: tx('通告', 'Notices', 'Avisos'), module: 'news-category', moduleCat: 'notices' },
    { slug: 'statement', title: tx('聲明', 'Statements', 'Declarações'), module: 'news-category', subSlug: 'statement', moduleCat: 'statement' },
    { slug: 'speeches', title: tx('演辭', 'Speeches', 'Discursos'), module: 'news-category', moduleCat: 'speeches' },
    { slug: 'fraud-alerts', title: tx('防騙警示', 'Fraud Alerts', 'Alertas de Fraude'), module: 'news-category', moduleCat: 'fraud-alerts' },
    {
      slug: 'medical-malpractice',
      title: tx('醫療民事責任強制保險消息', 'Medical Liability Insurance Updates', 'Notícias do Seguro de Responsabilidade Civil Médica'),
      module: 'news-category-medical-malpractice',
      moduleCat: 'medical-malpractice',
    },
    {
      slug: 'multimedia',
      title: tx('多媒體', 'Multimedia', 'Multimédia'),
      children: [
        { slug: 'videos', title: tx('短片', 'Videos', 'Vídeos'), module: 'videos' },
        { slug: 'graphics', title: tx('圖解', 'Infographics', 'Infografias'), module: 'graphics' },
      ],
    },
    { slug: 'detail', title: tx('新聞內容', 'News Detail', 'Detalhe da Notícia'), module: 'news-detail', showInMenu: false },
    { slug: 'media-enquiries', title: tx('傳媒查詢', 'Media Enquiries', 'Contactos para a Comunicação Social'), module: 'generic-page' },
  ],
};

const SERVICES: MenuSpec = {
  slug: 'services',
  title: tx('服務', 'Services', 'Serviços'),
  children: [
    { slug: 'complaint', title: tx('投訴', 'Complaints', 'Reclamações'), module: 'complaint' },
    { slug: 'commemorative-coins', title: tx('紀念幣', 'Commemorative Coins', 'Moedas Comemorativas'), module: 'coins' },
    {
      slug: 'currency-reproduction',
      title: tx('複製或仿製貨幣申請', 'Reproduction of Currency', 'Reprodução de Moeda'),
      children: [
        { slug: 'application-guide', title: tx('申請須知', 'Application Guide', 'Guia de Candidatura'), module: 'generic-page' },
        { slug: 'application-form', title: tx('網上申請表', 'Online Application Form', 'Formulário de Pedido em Linha'), module: 'reproduction-form' },
        { slug: 'notes-calculator', title: tx('紙幣尺寸模擬計算', 'Banknote Size Calculator', 'Simulador de Dimensões de Notas'), module: 'notes-calculator' },
        { slug: 'coins-calculator', title: tx('硬幣尺寸模擬計算', 'Coin Size Calculator', 'Simulador de Dimensões de Moedas'), module: 'coins-calculator' },
      ],
    },
    { slug: 'currency-in-circulation', title: tx('流通貨幣', 'Currency in Circulation', 'Moeda em Circulação'), module: 'generic-page' },
    { slug: 'faq', title: tx('常見問題', 'Frequently Asked Questions', 'Perguntas Frequentes'), module: 'faq', moduleCat: 'general' },
    { slug: 'downloads', title: tx('表格下載', 'Forms', 'Impressos'), module: 'downloads', moduleCat: 'forms' },
    { slug: 'holidays', title: tx('公眾假期', 'Public Holidays', 'Feriados'), module: 'holidays' },
    { slug: 'related-links', title: tx('相關網站', 'Related Links', 'Ligações Úteis'), module: 'friendship-links' },
    {
      slug: 'government-portal',
      title: tx('澳門特別行政區政府入口網站', 'Macao SAR Government Portal', 'Portal do Governo da RAEM'),
      url: 'https://www.gov.mo',
      newWindow: true,
    },
    { slug: 'search', title: tx('網站搜尋', 'Site Search', 'Pesquisa no Sítio'), module: 'search', showInMenu: false },
    { slug: 'privacy-policy', title: tx('私隱政策', 'Privacy Policy', 'Política de Privacidade'), module: 'generic-page', showInMenu: false },
    { slug: 'disclaimer', title: tx('免責聲明', 'Disclaimer', 'Aviso Legal'), module: 'generic-page', showInMenu: false },
  ],
};

export const MAIN_MENU_TREE: readonly MenuSpec[] = [
  ABOUT_US,
  BANKING_SECTOR,
  INSURANCE_SECTOR,
  FINANCIAL_INFORMATION,
  RESEARCH_AND_STATISTICS,
  NEWS_NOTICE,
  SERVICES,
];
