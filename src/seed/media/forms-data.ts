/**
 * Forms and reporting guidelines for download: each a PDF per language built
 * from shared field sets, guidelines with a return template workbook.
 */
import type { EntrySeed } from '#src/seed/entries-writer.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import { bilingual, pdfFiles, workbookFile, type DocBlock } from './documents.ts';
import { dayName, entryTexts, languagesOf, macao } from './texts.ts';

const FIELDS = {
  institution: [
    tx('機構名稱', 'Name of institution', 'Denominação da instituição'),
    tx('商業登記編號', 'Commercial registration number', 'Número de registo comercial'),
    tx('註冊地址', 'Registered office', 'Sede social'),
    tx('聯絡人姓名及職位', 'Contact person and position', 'Pessoa de contacto e cargo'),
    tx('電話', 'Telephone', 'Telefone'),
    tx('電郵地址', 'E-mail address', 'Endereço de correio electrónico'),
  ],
  person: [
    tx('姓名（中文）', 'Name (Chinese)', 'Nome (chinês)'),
    tx('姓名（葡文或英文）', 'Name (Portuguese or English)', 'Nome (português ou inglês)'),
    tx('身份證明文件類別及編號', 'Identity document type and number', 'Tipo e número do documento de identificação'),
    tx('通訊地址', 'Correspondence address', 'Endereço para correspondência'),
    tx('電話', 'Telephone', 'Telefone'),
    tx('電郵地址', 'E-mail address', 'Endereço de correio electrónico'),
  ],
} as const;

const DECLARATION = tx(
  '本人／本機構聲明，本表格所載資料及所附文件均屬真實、準確及完整。本人／本機構知悉，提供虛假資料可導致申請被拒絕或許可被廢止，並須承擔法律責任。',
  'I/We declare that the information given in this form and in the documents attached is true, accurate and complete. I/We understand that giving false information may lead to the application being refused or the authorisation being revoked, and to liability under the law.',
  'Declaro/declaramos que as informações prestadas neste impresso e nos documentos anexos são verdadeiras, exactas e completas, e que a prestação de falsas declarações pode determinar o indeferimento do pedido ou a revogação da autorização, bem como responsabilidade legal.',
);

const PRIVACY = tx(
  '個人資料僅用於處理本申請，並按照第8/2005號法律《個人資料保護法》處理。',
  'Personal data are used only to process this application and are handled under Law No. 8/2005 (Personal Data Protection Act).',
  'Os dados pessoais destinam-se apenas ao tratamento deste pedido e são tratados nos termos da Lei n.º 8/2005 (Lei da Protecção de Dados Pessoais).',
);

interface FormSpec {
  slug: string;
  code: string;
  cat: 'banking-forms' | 'insurance-forms' | 'public-forms';
  date: string;
  who: keyof typeof FIELDS;
  title: Texts;
  summary: Texts;
  /** The form's own questions, each with the lines left for the answer. */
  details: [Texts, number][];
  attachments: Texts[];
  revision: string;
}

const FORMS: FormSpec[] = [
  {
    slug: 'form-b01-bank-authorisation',
    code: 'B-01',
    cat: 'banking-forms',
    date: '2025-03-17',
    who: 'institution',
    title: tx('申請設立銀行許可', 'Application for Authorisation to Establish a Bank', 'Pedido de Autorização para a Constituição de um Banco'),
    summary: tx('擬在澳門設立銀行或外地銀行分行的申請人適用。', 'For applicants intending to establish a bank, or a branch of a bank from outside Macao.', 'Para quem pretenda constituir um banco ou uma sucursal de um banco do exterior.'),
    details: [
      [tx('擬設立機構的形式（本地註冊銀行／分行）', 'Form of the institution (bank incorporated in Macao / branch)', 'Forma da instituição (banco local / sucursal)'), 1],
      [tx('股本及主要股東（持股10%或以上）', 'Share capital and qualifying shareholders (10% or more)', 'Capital social e accionistas qualificados (10% ou mais)'), 3],
      [tx('業務計劃摘要（首三年）', 'Summary of the business plan (first three years)', 'Resumo do plano de actividades (três primeiros anos)'), 4],
    ],
    attachments: [
      tx('章程草案', 'Draft articles of association', 'Projecto de estatutos'),
      tx('最近三年經審計財務報表', 'Audited financial statements of the last three years', 'Demonstrações financeiras auditadas dos últimos três anos'),
      tx('母行監管當局的同意書（分行適用）', 'Consent of the home supervisor (branches)', 'Autorização da autoridade de supervisão de origem (sucursais)'),
    ],
    revision: '2025-03',
  },
  {
    slug: 'form-b02-directors-managers',
    code: 'B-02',
    cat: 'banking-forms',
    date: '2024-11-05',
    who: 'institution',
    title: tx('董事及經理委任通知', 'Notification of Appointment of Directors and Managers', 'Comunicação de Nomeação de Administradores e Gerentes'),
    summary: tx('信用機構委任董事、總經理或主要人員時須於委任前提交。', 'To be submitted by credit institutions before appointing a director, general manager or key person.', 'A apresentar pelas instituições de crédito antes da nomeação de administradores, gerentes-gerais ou pessoal-chave.'),
    details: [
      [tx('獲委任人姓名及職位', 'Name and position of the appointee', 'Nome e cargo do nomeado'), 2],
      [tx('學歷及專業資格', 'Academic and professional qualifications', 'Habilitações académicas e profissionais'), 3],
      [tx('過去十年的工作經驗', 'Work experience in the last ten years', 'Experiência profissional nos últimos dez anos'), 4],
    ],
    attachments: [tx('個人履歷', 'Curriculum vitae', 'Curriculum vitae'), tx('無犯罪紀錄證明', 'Criminal record certificate', 'Certificado de registo criminal')],
    revision: '2024-11',
  },
  {
    slug: 'form-b04-exchange-bureau',
    code: 'B-04',
    cat: 'banking-forms',
    date: '2024-06-20',
    who: 'institution',
    title: tx('兌換店設立申請', 'Application to Establish an Exchange Bureau', 'Pedido de Constituição de Casa de Câmbio'),
    summary: tx('經營貨幣兌換業務的申請表格及所需文件。', 'Application form and documents needed to carry on currency exchange business.', 'Impresso e documentos necessários para exercer a actividade cambial.'),
    details: [
      [tx('擬經營地點', 'Proposed business premises', 'Local proposto para o estabelecimento'), 2],
      [tx('擬兌換的貨幣', 'Currencies to be exchanged', 'Moedas a transaccionar'), 2],
      [tx('防止清洗黑錢的內部程序摘要', 'Summary of internal anti-money laundering procedures', 'Resumo dos procedimentos internos de prevenção do branqueamento de capitais'), 4],
    ],
    attachments: [tx('營業地點租約或業權證明', 'Lease or title of the premises', 'Contrato de arrendamento ou título do local'), tx('股東及董事身份證明文件', 'Identity documents of shareholders and directors', 'Documentos de identificação dos sócios e administradores')],
    revision: '2024-06',
  },
  {
    slug: 'form-b05-cash-remittance',
    code: 'B-05',
    cat: 'banking-forms',
    date: '2023-09-12',
    who: 'institution',
    title: tx('現金速遞公司設立申請', 'Application to Establish a Cash Remittance Company'),
    summary: tx('經營現金及有價物速遞業務的申請表格。', 'Application form for carrying cash and valuables.'),
    details: [
      [tx('運送路線及頻率', 'Routes and frequency of transport'), 3],
      [tx('保安安排及保險保障', 'Security arrangements and insurance cover'), 4],
    ],
    attachments: [tx('運鈔車輛資料', 'Details of the armoured vehicles'), tx('保險單副本', 'Copy of the insurance policy')],
    revision: '2023-09',
  },
  {
    slug: 'form-i01-individual-agent',
    code: 'I-01',
    cat: 'insurance-forms',
    date: '2025-07-02',
    who: 'person',
    title: tx('個人保險代理人牌照申請', 'Application for an Individual Insurance Agent Licence', 'Pedido de Licença de Agente de Seguros Pessoa Singular'),
    summary: tx('通過資格考試後申請個人保險代理人牌照。', 'For a licence as an individual insurance agent, after passing the qualifying examination.', 'Para a licença de agente de seguros pessoa singular, após aprovação no exame de qualificação.'),
    details: [
      [tx('擬代理的保險公司', 'Insurer(s) to be represented', 'Seguradora(s) a representar'), 2],
      [tx('擬經營的保險類別（人壽／非人壽）', 'Classes of insurance (life / non-life)', 'Ramos de seguros (vida / não vida)'), 1],
      [tx('資格考試合格編號及日期', 'Qualifying examination pass number and date', 'Número e data de aprovação no exame'), 1],
    ],
    attachments: [tx('保險公司的代理委任書', "Insurer's letter of appointment", 'Carta de nomeação da seguradora'), tx('近照一張', 'One recent photograph', 'Uma fotografia recente')],
    revision: '2025-07',
  },
  {
    slug: 'form-i02-corporate-agent',
    code: 'I-02',
    cat: 'insurance-forms',
    date: '2025-07-02',
    who: 'institution',
    title: tx('法人保險代理人牌照申請', 'Application for a Corporate Insurance Agent Licence', 'Pedido de Licença de Agente de Seguros Pessoa Colectiva'),
    summary: tx('公司申請成為法人保險代理人。', 'For companies applying to act as corporate insurance agents.', 'Para sociedades que pretendam ser agentes de seguros.'),
    details: [
      [tx('負責保險代理業務的董事或經理', 'Director or manager in charge of agency business', 'Administrador ou gerente responsável pela mediação'), 2],
      [tx('擬代理的保險公司', 'Insurer(s) to be represented', 'Seguradora(s) a representar'), 2],
    ],
    attachments: [tx('商業登記證明', 'Certificate of commercial registration', 'Certidão do registo comercial'), tx('負責人資格考試合格證明', "Proof of the person in charge's qualification", 'Comprovativo da qualificação do responsável')],
    revision: '2025-07',
  },
  {
    slug: 'form-i03-broker',
    code: 'I-03',
    cat: 'insurance-forms',
    date: '2024-02-26',
    who: 'institution',
    title: tx('保險經紀人牌照申請', 'Application for an Insurance Broker Licence', 'Pedido de Licença de Corretor de Seguros'),
    summary: tx('申請保險經紀人牌照，須附專業責任保險證明。', 'Broker licence application; proof of professional indemnity insurance is required.', 'Pedido de licença de corretor; exige comprovativo de seguro de responsabilidade civil profissional.'),
    details: [
      [tx('專業責任保險的保額及承保人', 'Professional indemnity cover: amount and insurer', 'Seguro de responsabilidade profissional: capital e seguradora'), 2],
      [tx('客戶款項的處理安排', 'Arrangements for handling client money', 'Procedimentos para os fundos de clientes'), 3],
    ],
    attachments: [tx('專業責任保險單副本', 'Copy of the professional indemnity policy', 'Cópia da apólice de responsabilidade profissional')],
    revision: '2024-02',
  },
  {
    slug: 'form-i04-licence-renewal',
    code: 'I-04',
    cat: 'insurance-forms',
    date: '2025-10-06',
    who: 'person',
    title: tx('保險中介人牌照續期申請', 'Application for Renewal of an Insurance Intermediary Licence', 'Pedido de Renovação de Licença de Mediador de Seguros'),
    summary: tx('牌照屆滿前最少30日提交，並附持續專業進修時數證明。', 'To be submitted at least 30 days before the licence expires, with proof of continuing professional development hours.', 'A apresentar pelo menos 30 dias antes do termo da licença, com comprovativo das horas de formação contínua.'),
    details: [
      [tx('現有牌照編號及屆滿日期', 'Current licence number and expiry date', 'Número e termo da licença actual'), 1],
      [tx('過去三年的持續專業進修時數', 'CPD hours in the last three years', 'Horas de formação contínua nos últimos três anos'), 2],
    ],
    attachments: [tx('持續專業進修證明', 'CPD certificates', 'Certificados de formação contínua')],
    revision: '2025-10',
  },
  {
    slug: 'form-p01-complaint',
    code: 'P-01',
    cat: 'public-forms',
    date: '2025-01-08',
    who: 'person',
    title: tx('投訴表格', 'Complaint Form', 'Impresso de Reclamação'),
    summary: tx('就銀行、保險公司或中介人的服務提出投訴。亦可使用網上投訴服務。', 'To complain about a bank, insurer or intermediary. The online complaint service can also be used.', 'Para reclamar de um banco, seguradora ou mediador. Pode também usar o serviço de reclamações em linha.'),
    details: [
      [tx('被投訴機構名稱', 'Institution complained about', 'Instituição visada'), 1],
      [tx('事件經過（日期、地點、涉及人士）', 'What happened (dates, places, people involved)', 'Descrição dos factos (datas, locais, pessoas envolvidas)'), 6],
      [tx('已向機構提出的投訴及其回覆', 'Complaint already made to the institution and its reply', 'Reclamação já apresentada à instituição e resposta'), 3],
      [tx('期望的解決方法', 'The outcome you seek', 'Solução pretendida'), 2],
    ],
    attachments: [tx('相關文件副本（合約、收據、通訊紀錄）', 'Copies of relevant documents (contracts, receipts, correspondence)', 'Cópias de documentos relevantes (contratos, recibos, correspondência)')],
    revision: '2025-01',
  },
  {
    slug: 'form-p02-currency-reproduction',
    code: 'P-02',
    cat: 'public-forms',
    date: '2024-08-15',
    who: 'person',
    title: tx('複製或仿製貨幣申請表', 'Application to Reproduce or Imitate Currency', 'Pedido de Reprodução ou Imitação de Moeda'),
    summary: tx('複製或仿製澳門元紙幣或硬幣前須獲本局許可。亦可使用網上申請表。', 'Permission is needed before reproducing or imitating pataca notes or coins. The online form can also be used.', 'É necessária autorização para reproduzir ou imitar notas ou moedas de pataca. Pode também usar o impresso em linha.'),
    details: [
      [tx('用途（教學用品／其他）', 'Purpose (teaching aid / other)', 'Finalidade (material didáctico / outra)'), 2],
      [tx('紙幣：發行銀行、面額、數量、單面或雙面', 'Banknotes: issuing bank, denomination, quantity, one or two sides', 'Notas: banco emissor, valor facial, quantidade, face única ou dupla'), 3],
      [tx('硬幣：面額及數量', 'Coins: denomination and quantity', 'Moedas: valor facial e quantidade'), 2],
      [tx('製成品規格（尺寸須較真幣縮小或放大超過20%）', 'Specification of the product (area more than 20% smaller or larger than the real size)', 'Especificação do produto (área mais de 20% inferior ou superior à real)'), 2],
    ],
    attachments: [tx('樣本或設計稿', 'Sample or artwork', 'Amostra ou maqueta')],
    revision: '2024-08',
  },
  {
    slug: 'form-p03-coin-order',
    code: 'P-03',
    cat: 'public-forms',
    date: '2026-01-12',
    who: 'person',
    title: tx('紀念幣訂購表格', 'Commemorative Coin Order Form'),
    summary: tx('以書面訂購紀念幣；須先付款後取幣。', 'To order commemorative coins in writing; payment is made before collection.'),
    details: [
      [tx('紀念幣名稱及數量', 'Coin and quantity'), 3],
      [tx('聯絡時段（9:00–13:00／13:00–17:45／任何時間）', 'Contact time (9:00–13:00 / 13:00–17:45 / either)'), 1],
    ],
    attachments: [],
    revision: '2026-01',
  },
  {
    slug: 'form-p04-damaged-currency',
    code: 'P-04',
    cat: 'public-forms',
    date: '2023-05-29',
    who: 'person',
    title: tx('殘損貨幣兌換申請', 'Application to Exchange Damaged Currency', 'Pedido de Troca de Numerário Danificado'),
    summary: tx('嚴重殘損的紙幣或硬幣須經本局鑑定後兌換。', 'Badly damaged notes or coins are exchanged after examination by the Authority.', 'As notas ou moedas muito danificadas são trocadas após exame pela Autoridade.'),
    details: [
      [tx('貨幣種類、面額及數量', 'Type, denomination and number of pieces', 'Tipo, valor facial e número de peças'), 2],
      [tx('損壞原因', 'Cause of the damage', 'Causa dos danos'), 3],
    ],
    attachments: [],
    revision: '2023-05',
  },
];

function formBlocks(form: FormSpec): DocBlock[] {
  const blocks: DocBlock[] = [
    { kind: 'title', text: form.title },
    { kind: 'subtitle', text: { 'zh-hant': `表格編號 ${form.code}（${form.revision} 版）`, en: `Form ${form.code} (revision ${form.revision})`, pt: `Impresso ${form.code} (versão ${form.revision})` } },
    { kind: 'paragraph', text: form.summary },
    {
      kind: 'paragraph',
      text: tx(
        '請以正楷填寫，並連同所需文件親身遞交或郵寄至本局。欄位不敷應用時，可另紙填寫。',
        'Please complete in block letters and hand in or post the form with the documents required to the Authority. Use extra sheets if a box is too small.',
        'Preencha em letra de imprensa e entregue ou envie pelo correio o impresso, com os documentos exigidos, à Autoridade. Use folhas adicionais se necessário.',
      ),
    },
    { kind: 'heading', text: form.who === 'institution' ? tx('一、申請機構資料', '1. The applicant institution', '1. Instituição requerente') : tx('一、申請人資料', '1. The applicant', '1. Requerente') },
    ...FIELDS[form.who].map((label): DocBlock => ({ kind: 'field', label })),
    { kind: 'heading', text: tx('二、申請詳情', '2. Details', '2. Elementos do pedido') },
    ...form.details.map(([label, lines]): DocBlock => ({ kind: 'field', label, lines })),
  ];
  if (form.attachments.length) {
    blocks.push({ kind: 'heading', text: tx('三、須附文件', '3. Documents to attach', '3. Documentos a anexar') });
    blocks.push({
      kind: 'table',
      header: [tx('文件', 'Document', 'Documento'), tx('已附', 'Attached', 'Anexo')],
      rows: form.attachments.map((a) => [a, '[  ]']),
      widths: [6, 1],
    });
  }
  blocks.push({ kind: 'heading', text: tx('聲明', 'Declaration', 'Declaração') });
  blocks.push({ kind: 'paragraph', text: DECLARATION });
  blocks.push({ kind: 'field', label: tx('簽署及日期', 'Signature and date', 'Assinatura e data') });
  blocks.push({ kind: 'note', text: PRIVACY });
  return blocks;
}

export function formEntries(): EntrySeed[] {
  return FORMS.map((form, index) => {
    // Forms without a Portuguese title have no Portuguese file either.
    const hasPt = form.title.pt !== undefined;
    const summary = hasPt ? form.summary : { 'zh-hant': form.summary['zh-hant'], en: form.summary.en };
    const parts = { title: form.title, summary };
    return {
      slug: form.slug,
      catSlug: form.cat,
      publishedAt: macao(form.date),
      sortOrder: index,
      data: { reference: form.code, revision: form.revision },
      texts: entryTexts(parts),
      files: pdfFiles(
        {
          name: { 'zh-hant': `表格${form.code}-${form.title['zh-hant']}`, en: `form-${form.code.toLowerCase()}` },
          title: form.title,
          created: macao(form.date, '09:00'),
          blocks: formBlocks(form),
        },
        languagesOf(parts),
      ),
    };
  });
}

interface GuidelineSpec {
  slug: string;
  date: string;
  title: Texts;
  summary: Texts;
  sections: [Texts, Texts][];
  /** Rows of the return template: item code and name. */
  template?: { name: string; sheet: string; items: [string, Texts][] };
}

const GUIDELINES: GuidelineSpec[] = [
  {
    slug: 'guideline-monthly-return-assets-liabilities',
    date: '2025-12-01',
    title: tx('資產負債月報表填報指引', 'Instructions for the Monthly Return of Assets and Liabilities', 'Instruções para o Mapa Mensal do Activo e do Passivo'),
    summary: tx('銀行填報資產負債月報表的定義、分類及提交期限。', 'Definitions, classifications and deadlines for the banks’ monthly return of assets and liabilities.', 'Definições, classificações e prazos do mapa mensal do activo e do passivo dos bancos.'),
    sections: [
      [tx('適用範圍', 'Scope', 'Âmbito'), tx('本指引適用於所有在澳門經營的銀行及郵政儲金局，以本地及外地業務合計填報。', 'These instructions apply to every bank operating in Macao and to the postal savings bank, for domestic and external business combined.', 'As presentes instruções aplicam-se a todos os bancos que operam em Macau e à Caixa Económica Postal, para a actividade interna e externa em conjunto.')],
      [tx('提交期限', 'Deadline', 'Prazo'), tx('報表須於每月結束後第15個工作日或之前，經本局電子申報系統提交。', 'The return is submitted through the Authority’s electronic reporting system on or before the 15th working day after the end of each month.', 'O mapa é enviado pelo sistema electrónico de reporte até ao 15.º dia útil após o fim de cada mês.')],
      [tx('貨幣換算', 'Currency conversion', 'Conversão cambial'), tx('外幣項目按本局公佈的月底匯率折算為澳門元，以千元為單位。', 'Foreign currency items are converted into patacas at the month-end rates published by the Authority, in thousands.', 'Os elementos em moeda estrangeira são convertidos em patacas às taxas de fim de mês publicadas pela Autoridade, em milhares.')],
    ],
    template: {
      name: 'monthly-return-assets-liabilities-template',
      sheet: 'MRAL',
      items: [
        ['A1', tx('現金', 'Cash in hand')],
        ['A2', tx('存放於本局的款項', 'Deposits with the AMCM')],
        ['A3', tx('同業存放', 'Placements with banks')],
        ['A4', tx('客戶貸款', 'Loans and advances to customers')],
        ['A5', tx('債務證券投資', 'Investments in debt securities')],
        ['L1', tx('客戶存款', 'Deposits from customers')],
        ['L2', tx('同業存入', 'Deposits from banks')],
        ['L3', tx('已發行債務證券', 'Debt securities issued')],
        ['L4', tx('資本及儲備', 'Capital and reserves')],
      ],
    },
  },
  {
    slug: 'guideline-quarterly-insurance-returns',
    date: '2025-04-10',
    title: tx('保險公司季度申報表填報說明', 'Notes on Completing the Quarterly Returns of Insurers', 'Notas sobre o Preenchimento dos Mapas Trimestrais das Seguradoras'),
    summary: tx('保險公司季度保費、賠款及償付能力申報的說明。', 'How insurers report quarterly premiums, claims and solvency.', 'Como as seguradoras reportam trimestralmente prémios, indemnizações e solvência.'),
    sections: [
      [tx('申報內容', 'What is reported', 'Conteúdo'), tx('按業務類別申報毛保費、再保險分出保費、已付賠款及未決賠款準備金。', 'Gross premiums, premiums ceded to reinsurers, claims paid and outstanding claims provisions, by class of business.', 'Prémios brutos, prémios cedidos, indemnizações pagas e provisões para sinistros, por ramo.')],
      [tx('提交期限', 'Deadline', 'Prazo'), tx('每季結束後45日內提交。', 'Within 45 days after the end of each quarter.', 'No prazo de 45 dias após o fim de cada trimestre.')],
    ],
    template: {
      name: 'quarterly-insurance-return-template',
      sheet: 'QIR',
      items: [
        ['P1', tx('毛保費 — 人壽', 'Gross premiums — life')],
        ['P2', tx('毛保費 — 非人壽', 'Gross premiums — non-life')],
        ['C1', tx('已付賠款 — 人壽', 'Claims paid — life')],
        ['C2', tx('已付賠款 — 非人壽', 'Claims paid — non-life')],
        ['S1', tx('可用償付能力', 'Available solvency margin')],
        ['S2', tx('規定償付能力', 'Required solvency margin')],
      ],
    },
  },
  {
    slug: 'guideline-outsourcing',
    date: '2024-09-30',
    title: tx('外判指引', 'Guideline on Outsourcing', 'Instrução sobre Subcontratação'),
    summary: tx('金融機構將業務或職能外判時的管理要求。', 'What financial institutions must do when they outsource activities or functions.', 'Requisitos aplicáveis quando as instituições financeiras subcontratam actividades ou funções.'),
    sections: [
      [tx('重要外判', 'Material outsourcing', 'Subcontratação relevante'), tx('涉及客戶資料或關鍵業務的外判安排，須於實施前最少30日通知本局。', 'Arrangements involving customer data or critical functions are notified to the Authority at least 30 days before they start.', 'As subcontratações que envolvam dados de clientes ou funções críticas são comunicadas com 30 dias de antecedência.')],
      [tx('風險管理', 'Risk management', 'Gestão de riscos'), tx('機構須評估服務提供者的能力、財務狀況及業務持續安排，並保留審查權。', 'Institutions assess the provider’s capacity, financial soundness and continuity arrangements, and keep a right to audit.', 'As instituições avaliam a capacidade, solidez e continuidade do prestador e mantêm o direito de auditoria.')],
    ],
  },
  {
    slug: 'guideline-complaint-handling',
    date: '2023-12-18',
    title: tx('金融機構處理投訴指引', 'Guideline on Complaint Handling by Financial Institutions', 'Instrução sobre o Tratamento de Reclamações'),
    summary: tx('投訴處理程序、回覆時限及紀錄保存的最低要求。', 'Minimum standards for complaint procedures, response times and records.', 'Requisitos mínimos de procedimentos, prazos de resposta e registos.'),
    sections: [
      [tx('回覆時限', 'Response time', 'Prazo de resposta'), tx('機構須於收到投訴後7日內確認收悉，並於30日內作出實質回覆。', 'Institutions acknowledge a complaint within 7 days and give a full reply within 30 days.', 'As instituições acusam a recepção em 7 dias e respondem em 30 dias.')],
      [tx('紀錄', 'Records', 'Registos'), tx('投訴紀錄須保存最少5年，並每季向本局匯報統計。', 'Complaint records are kept for at least 5 years and statistics reported to the Authority every quarter.', 'Os registos são conservados pelo menos 5 anos e as estatísticas reportadas trimestralmente.')],
    ],
  },
];

function guidelineBlocks(g: GuidelineSpec, date: string): DocBlock[] {
  return [
    { kind: 'title', text: g.title },
    { kind: 'subtitle', text: { 'zh-hant': `${dayName(date)['zh-hant']}發出`, en: `Issued on ${dayName(date).en}`, pt: `Emitido em ${dayName(date).pt}` } },
    { kind: 'paragraph', text: g.summary },
    ...g.sections.flatMap(([heading, text], i): DocBlock[] => [
      { kind: 'heading', text: { 'zh-hant': `${i + 1}. ${heading['zh-hant']}`, en: `${i + 1}. ${heading.en}`, pt: `${i + 1}. ${heading.pt ?? heading.en}` } },
      { kind: 'paragraph', text },
    ]),
    ...(g.template
      ? [
          { kind: 'heading', text: tx('申報項目', 'Items of the return', 'Rubricas do mapa') } as DocBlock,
          { kind: 'table', header: [tx('編號', 'Code', 'Código'), tx('項目', 'Item', 'Rubrica')], rows: g.template.items.map(([code, name]) => [code, name]), widths: [1, 6] } as DocBlock,
        ]
      : []),
    { kind: 'note', text: tx('如有查詢，請聯絡本局相關監管部門。', 'Enquiries: the relevant supervision department of the Authority.', 'Esclarecimentos: departamento de supervisão competente da Autoridade.') },
  ];
}

export function guidelineEntries(): EntrySeed[] {
  return GUIDELINES.map((g, index) => {
    const parts = { title: g.title, summary: g.summary };
    const files = pdfFiles({ name: { 'zh-hant': g.title['zh-hant'], en: g.slug.replace(/^guideline-/, '') }, title: g.title, created: macao(g.date, '09:00'), blocks: guidelineBlocks(g, g.date) }, languagesOf(parts));
    if (g.template) {
      const tpl = g.template;
      files.push(
        workbookFile(tpl.name, g.title, macao(g.date, '09:00'), [
          {
            name: tpl.sheet,
            title: [bilingual(g.title), '單位：千澳門元 Unit: MOP thousand'],
            header: [['編號 Code', '項目 Item', '本地 Domestic', '外地 External', '合計 Total']],
            rows: tpl.items.map(([code, name]) => [code, bilingual(name), null, null, null]),
            widths: [10, 48, 16, 16, 16],
            notes: ['填報機構 Reporting institution:', '報表日期 Reporting date:'],
          },
        ]),
      );
    }
    return { slug: g.slug, catSlug: 'guidelines', publishedAt: macao(g.date), sortOrder: index, texts: entryTexts(parts), files };
  });
}
