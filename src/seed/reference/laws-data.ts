/**
 * Laws and guidelines (module `law`, category set `law`): the legislation the
 * Authority applies and the notices (Avisos) it issues. Official numbers follow
 * the Official Gazette style; the numbers in each language are derived from the
 * kind and the number (see `lawNumber`).
 */
import { tx, type Texts } from '#src/seed/types.ts';

export type LawKind = 'law' | 'decree-law' | 'administrative-regulation' | 'notice';

export interface LawSpec {
  slug: string;
  cat: string;
  kind: LawKind;
  /** The number as written after "n.º": `13/2023`, `32/93/M`, `016/2021`. */
  no: string;
  /** Date of publication in the Official Gazette. */
  published: string;
  inForce: string;
  repealed?: { on: string; by: string };
  title: Texts;
  summary: Texts;
}

/** The official number of a law in each language (Portuguese is the form of the Gazette). */
export function lawNumber(kind: LawKind, no: string): Texts {
  switch (kind) {
    case 'law':
      return tx(`第${no}號法律`, `Law No. ${no}`, `Lei n.º ${no}`);
    case 'decree-law':
      return tx(`第${no}號法令`, `Decree-Law No. ${no}`, `Decreto-Lei n.º ${no}`);
    case 'administrative-regulation':
      return tx(`第${no}號行政法規`, `Administrative Regulation No. ${no}`, `Regulamento Administrativo n.º ${no}`);
    case 'notice':
      return tx(`第${no}-AMCM號通告`, `Notice No. ${no}-AMCM`, `Aviso n.º ${no}-AMCM`);
  }
}

export const LAWS: readonly LawSpec[] = [
  // Banking: laws and regulations
  {
    slug: 'lei-13-2023',
    cat: 'banking-legislation',
    kind: 'law',
    no: '13/2023',
    published: '2023-07-31',
    inForce: '2023-11-28',
    title: tx('金融體系法律制度', 'Legal Framework of the Financial System', 'Regime jurídico do sistema financeiro'),
    summary: tx(
      '規範信用機構及金融公司的設立、業務範圍、審慎監管、股東及管理人員的適當性，以及違法行為的處罰；取代第32/93/M號法令。',
      'Governs the establishment, permitted business and prudential supervision of credit institutions and financial companies, the suitability of shareholders and managers, and sanctions for infringements. Replaces Decree-Law No. 32/93/M.',
      'Regula a constituição, o objecto, a supervisão prudencial das instituições de crédito e das sociedades financeiras, a idoneidade dos accionistas e administradores e as sanções aplicáveis. Substitui o Decreto-Lei n.º 32/93/M.',
    ),
  },
  {
    slug: 'dl-32-93-m',
    cat: 'banking-legislation',
    kind: 'decree-law',
    no: '32/93/M',
    published: '1993-07-05',
    inForce: '1993-07-10',
    repealed: { on: '2023-11-28', by: 'lei-13-2023' },
    title: tx('金融體系法律制度（已廢止）', 'Legal Framework of the Financial System (repealed)', 'Regime jurídico do sistema financeiro (revogado)'),
    summary: tx(
      '原規範本地金融體系的法令，自第13/2023號法律生效之日起廢止，僅供查閱。',
      'The former framework of the financial system, repealed when Law No. 13/2023 came into force; kept for reference.',
      'Anterior regime do sistema financeiro, revogado com a entrada em vigor da Lei n.º 13/2023; mantido para consulta.',
    ),
  },
  {
    slug: 'lei-9-2012',
    cat: 'banking-legislation',
    kind: 'law',
    no: '9/2012',
    published: '2012-07-09',
    inForce: '2012-10-07',
    title: tx('存款保障制度', 'Deposit Protection Scheme', 'Regime de garantia de depósitos'),
    summary: tx(
      '設立存款保障基金，在銀行倒閉時按每名存款人於每間銀行的受保障存款作出賠償，並訂定銀行的供款義務。',
      'Sets up the Deposit Protection Fund, which compensates each depositor for protected deposits held in each bank if the bank fails, and sets the contributions banks pay.',
      'Cria o Fundo de Garantia de Depósitos, que reembolsa cada depositante pelos depósitos garantidos em cada banco em caso de falência, e fixa as contribuições dos bancos.',
    ),
  },
  {
    slug: 'dl-38-97-m',
    cat: 'banking-legislation',
    kind: 'decree-law',
    no: '38/97/M',
    published: '1997-09-08',
    inForce: '1997-09-13',
    title: tx('兌換店的法律制度', 'Legal Framework of Exchange Bureaux', 'Regime jurídico das casas de câmbio'),
    summary: tx(
      '規範兌換店的設立、牌照、資本要求及兌換業務的經營條件。',
      'Governs the licensing, capital requirements and conduct of business of exchange bureaux.',
      'Regula o licenciamento, o capital e as condições de exercício da actividade das casas de câmbio.',
    ),
  },
  // Banking: notices and guidelines
  {
    slug: 'aviso-011-2015-amcm',
    cat: 'banking-guidelines',
    kind: 'notice',
    no: '011/2015',
    published: '2015-06-22',
    inForce: '2016-01-01',
    title: tx('銀行資本充足率規定', 'Capital Adequacy Requirements for Banks', 'Requisitos de adequação de fundos próprios dos bancos'),
    summary: tx(
      '按巴塞爾協定III訂定銀行資本的組成、最低資本比率及緩衝資本要求。',
      'Sets the composition of bank capital, minimum capital ratios and capital buffers in line with Basel III.',
      'Fixa a composição dos fundos próprios, os rácios mínimos e as reservas de capital, de acordo com Basileia III.',
    ),
  },
  {
    slug: 'aviso-016-2021-amcm',
    cat: 'banking-guidelines',
    kind: 'notice',
    no: '016/2021',
    published: '2021-09-27',
    inForce: '2022-03-01',
    title: tx('科技風險管理指引', 'Guideline on Technology Risk Management', 'Instrução sobre a gestão do risco tecnológico'),
    summary: tx(
      '要求認可機構建立科技風險管治架構，涵蓋網絡安全、系統變更、外判、事故通報及業務持續運作。',
      'Requires authorised institutions to set up a governance framework for technology risk covering cybersecurity, system changes, outsourcing, incident reporting and business continuity.',
      'Exige às instituições autorizadas uma estrutura de governo do risco tecnológico que abranja a cibersegurança, alterações de sistemas, subcontratação, comunicação de incidentes e continuidade do negócio.',
    ),
  },
  {
    slug: 'aviso-013-2023-amcm',
    cat: 'banking-guidelines',
    kind: 'notice',
    no: '013/2023',
    published: '2023-11-28',
    inForce: '2024-01-01',
    title: tx('流動性風險管理指引', 'Guideline on Liquidity Risk Management', 'Instrução sobre a gestão do risco de liquidez'),
    summary: tx(
      '訂定流動性覆蓋比率、穩定資金比率、壓力測試及應急融資計劃的要求。',
      'Sets requirements for the liquidity coverage ratio, stable funding ratio, stress testing and contingency funding plans.',
      'Fixa os requisitos do rácio de cobertura de liquidez, do rácio de financiamento estável, dos testes de esforço e dos planos de contingência.',
    ),
  },
  {
    slug: 'aviso-007-2024-amcm',
    cat: 'banking-guidelines',
    kind: 'notice',
    no: '007/2024',
    published: '2024-04-15',
    inForce: '2024-04-16',
    title: tx('住宅物業按揭貸款指引', 'Guideline on Residential Mortgage Lending', 'Instrução sobre o crédito à habitação'),
    summary: tx(
      '訂定住宅按揭貸款的最高按揭成數、供款與入息比率上限及壓力測試要求。',
      'Sets the maximum loan-to-value ratios, the debt-servicing ratio limit and the stress test for residential mortgages.',
      'Fixa os rácios máximos entre o empréstimo e o valor do imóvel, o limite da taxa de esforço e o teste de esforço no crédito à habitação.',
    ),
  },
  {
    slug: 'aviso-003-2013-amcm',
    cat: 'banking-guidelines',
    kind: 'notice',
    no: '003/2013',
    published: '2013-02-25',
    inForce: '2013-04-01',
    repealed: { on: '2024-10-01', by: 'aviso-009-2024-amcm' },
    title: tx('信用卡業務指引（已廢止）', 'Guideline on Credit Card Business (repealed)', 'Instrução sobre a actividade de cartões de crédito (revogada)'),
    summary: tx(
      '原信用卡業務指引，已由第009/2024-AMCM號通告取代。',
      'The former guideline on credit card business, replaced by Notice No. 009/2024-AMCM.',
      'Anterior instrução sobre cartões de crédito, substituída pelo Aviso n.º 009/2024-AMCM.',
    ),
  },
  {
    slug: 'aviso-009-2024-amcm',
    cat: 'banking-guidelines',
    kind: 'notice',
    no: '009/2024',
    published: '2024-06-24',
    inForce: '2024-10-01',
    title: tx('信用卡業務指引', 'Guideline on Credit Card Business', 'Instrução sobre a actividade de cartões de crédito'),
    summary: tx(
      '規範信用卡的發卡審批、信貸額度、收費披露、爭議交易處理及催收行為。',
      'Covers the approval of card applications, credit limits, disclosure of fees, handling of disputed transactions and debt collection.',
      'Abrange a aprovação de cartões, os limites de crédito, a divulgação de encargos, as transacções contestadas e a cobrança de dívidas.',
    ),
  },
  {
    slug: 'aviso-002-2026-amcm',
    cat: 'banking-guidelines',
    kind: 'notice',
    no: '002/2026',
    published: '2026-03-16',
    inForce: '2026-09-01',
    title: tx('氣候相關金融風險管理指引', 'Guideline on Climate-related Financial Risk Management', 'Instrução sobre a gestão dos riscos financeiros relacionados com o clima'),
    summary: tx(
      '要求銀行將氣候相關的實體風險及轉型風險納入管治、風險管理、壓力測試及資訊披露。',
      'Requires banks to bring physical and transition climate risks into their governance, risk management, stress testing and disclosures.',
      'Exige aos bancos a integração dos riscos climáticos físicos e de transição no governo, na gestão de riscos, nos testes de esforço e na divulgação.',
    ),
  },
  {
    slug: 'aviso-005-2019-amcm',
    cat: 'banking-guidelines',
    kind: 'notice',
    no: '005/2019',
    published: '2019-05-13',
    inForce: '2019-07-01',
    title: tx('銀行業公平對待客戶指引', 'Guideline on Treating Banking Customers Fairly', 'Instrução sobre o tratamento equitativo dos clientes bancários'),
    summary: tx(
      '訂定銀行在產品設計、銷售、收費披露及投訴處理方面公平對待客戶的原則。',
      'Sets out principles for treating customers fairly in product design, sales, disclosure of charges and complaint handling.',
    ),
  },
  // Insurance: laws and regulations
  {
    slug: 'dl-27-97-m',
    cat: 'insurance-legislation',
    kind: 'decree-law',
    no: '27/97/M',
    published: '1997-06-30',
    inForce: '1997-07-05',
    title: tx('保險業務法律制度', 'Legal Framework of the Insurance Activity', 'Regime jurídico da actividade seguradora'),
    summary: tx(
      '規範保險公司的設立、經營條件、技術準備金、償付能力及監管。',
      'Governs the authorisation, operating conditions, technical reserves, solvency and supervision of insurers.',
      'Regula a autorização, as condições de exercício, as provisões técnicas, a solvência e a supervisão das seguradoras.',
    ),
  },
  {
    slug: 'dl-38-89-m',
    cat: 'insurance-legislation',
    kind: 'decree-law',
    no: '38/89/M',
    published: '1989-05-29',
    inForce: '1989-06-03',
    title: tx('保險中介業務法律制度', 'Legal Framework of Insurance Intermediation', 'Regime jurídico da mediação de seguros'),
    summary: tx(
      '規範保險代理人、保險經紀人及推銷員的資格、牌照、續期及執業行為。',
      'Governs the qualifications, licensing, renewal and conduct of insurance agents, brokers and salespersons.',
      'Regula as habilitações, o licenciamento, a renovação e a conduta dos agentes, corretores e angariadores de seguros.',
    ),
  },
  {
    slug: 'dl-6-99-m',
    cat: 'insurance-legislation',
    kind: 'decree-law',
    no: '6/99/M',
    published: '1999-02-08',
    inForce: '1999-02-13',
    title: tx('私人退休基金的法律制度', 'Legal Framework of Private Pension Funds', 'Regime jurídico dos fundos de pensões'),
    summary: tx(
      '規範私人退休基金的設立、管理實體、投資規則及供款人的權利。',
      'Governs the creation of private pension funds, their management entities, investment rules and the rights of members.',
      'Regula a constituição dos fundos de pensões, as entidades gestoras, as regras de investimento e os direitos dos participantes.',
    ),
  },
  {
    slug: 'dl-57-94-m',
    cat: 'insurance-legislation',
    kind: 'decree-law',
    no: '57/94/M',
    published: '1994-11-28',
    inForce: '1995-01-01',
    title: tx('汽車民事責任強制保險', 'Compulsory Motor Vehicle Civil Liability Insurance', 'Seguro obrigatório de responsabilidade civil automóvel'),
    summary: tx(
      '規定在公共道路行駛的汽車必須投保民事責任保險，並訂定最低保險金額及汽車保險基金的運作。',
      'Requires every motor vehicle on public roads to carry civil liability insurance, and sets the minimum sums insured and the workings of the Motor Guarantee Fund.',
      'Obriga todos os veículos em circulação na via pública a ter seguro de responsabilidade civil e fixa os capitais mínimos e o funcionamento do Fundo de Garantia Automóvel.',
    ),
  },
  {
    slug: 'dl-40-95-m',
    cat: 'insurance-legislation',
    kind: 'decree-law',
    no: '40/95/M',
    published: '1995-08-14',
    inForce: '1995-11-01',
    title: tx('工作意外及職業病損害之彌補', 'Compensation for Work Accidents and Occupational Diseases', 'Reparação dos danos emergentes de acidentes de trabalho e doenças profissionais'),
    summary: tx(
      '規定僱主須為僱員投保工作意外及職業病保險，並訂定賠償的計算方法。',
      'Requires employers to insure their employees against work accidents and occupational diseases, and sets how compensation is calculated.',
    ),
  },
  {
    slug: 'lei-5-2016',
    cat: 'insurance-legislation',
    kind: 'law',
    no: '5/2016',
    published: '2016-07-04',
    inForce: '2017-02-28',
    title: tx('醫療事故法律制度', 'Legal Framework of Medical Malpractice', 'Regime jurídico do erro médico'),
    summary: tx(
      '訂定醫療事故的鑑定及爭議解決機制，並規定醫療服務提供者須投保醫療民事責任強制保險。',
      'Sets up the assessment of medical incidents and the resolution of disputes, and requires healthcare providers to carry compulsory medical civil liability insurance.',
      'Estabelece a peritagem dos incidentes médicos e a resolução de litígios e obriga os prestadores de cuidados de saúde a ter seguro de responsabilidade civil profissional.',
    ),
  },
  // Insurance: notices and guidelines
  {
    slug: 'aviso-012-2020-amcm',
    cat: 'insurance-guidelines',
    kind: 'notice',
    no: '012/2020',
    published: '2020-08-31',
    inForce: '2021-01-01',
    title: tx('保險公司企業管治指引', 'Guideline on Corporate Governance of Insurers', 'Instrução sobre o governo das sociedades seguradoras'),
    summary: tx(
      '訂定保險公司董事會的組成及職責、內部監控、合規及精算職能的要求。',
      "Sets requirements for insurers' boards, internal control, compliance and actuarial functions.",
      'Fixa os requisitos do conselho de administração, do controlo interno e das funções de conformidade e actuarial das seguradoras.',
    ),
  },
  {
    slug: 'aviso-026-2021-amcm',
    cat: 'insurance-guidelines',
    kind: 'notice',
    no: '026/2021',
    published: '2021-12-20',
    inForce: '2022-07-01',
    title: tx('投資相連保險產品銷售指引', 'Guideline on the Sale of Investment-linked Insurance Products', 'Instrução sobre a comercialização de seguros ligados a fundos de investimento'),
    summary: tx(
      '要求進行客戶需要分析及風險承受能力評估、披露費用及錄音銷售過程。',
      'Requires a needs analysis and a risk-profile assessment of each customer, disclosure of all fees and the recording of the sales process.',
      'Exige a análise das necessidades e do perfil de risco do cliente, a divulgação de todos os encargos e a gravação do processo de venda.',
    ),
  },
  {
    slug: 'aviso-008-2012-amcm',
    cat: 'insurance-guidelines',
    kind: 'notice',
    no: '008/2012',
    published: '2012-05-28',
    inForce: '2012-09-01',
    repealed: { on: '2022-07-01', by: 'aviso-026-2021-amcm' },
    title: tx('投資相連保險產品銷售指引（已廢止）', 'Guideline on the Sale of Investment-linked Insurance Products (repealed)'),
    summary: tx('原投資相連保險產品銷售指引，已由第026/2021-AMCM號通告取代。', 'The former guideline, replaced by Notice No. 026/2021-AMCM.'),
  },
  {
    slug: 'aviso-005-2023-amcm',
    cat: 'insurance-guidelines',
    kind: 'notice',
    no: '005/2023',
    published: '2023-04-24',
    inForce: '2023-07-01',
    title: tx('人壽保險冷靜期指引', 'Guideline on the Cooling-off Period for Life Insurance', 'Instrução sobre o período de reflexão nos seguros de vida'),
    summary: tx(
      '保單持有人可於冷靜期內取消保單並取回已繳保費；指引訂定冷靜期的起計、通知方式及退款期限。',
      'Policyholders may cancel a life policy during the cooling-off period and recover the premium paid; the guideline sets when the period starts, how customers are told and the refund deadline.',
      'O tomador pode resolver a apólice no período de reflexão e reaver o prémio pago; a instrução fixa o início do prazo, a forma de informação e o prazo de reembolso.',
    ),
  },
  {
    slug: 'aviso-019-2022-amcm',
    cat: 'insurance-guidelines',
    kind: 'notice',
    no: '019/2022',
    published: '2022-10-17',
    inForce: '2023-01-01',
    title: tx('保險公司處理投訴指引', 'Guideline on Complaint Handling by Insurers', 'Instrução sobre o tratamento de reclamações pelas seguradoras'),
    summary: tx(
      '要求保險公司設立投訴處理程序，於收到投訴後十日內確認，並於兩個月內作出書面回覆。',
      'Requires insurers to set up a complaints procedure, acknowledge a complaint within ten days and reply in writing within two months.',
    ),
  },
  {
    slug: 'aviso-008-2025-amcm',
    cat: 'insurance-guidelines',
    kind: 'notice',
    no: '008/2025',
    published: '2025-06-30',
    inForce: '2026-01-01',
    title: tx('保險業風險為本資本制度指引（第一階段）', 'Guideline on the Risk-based Capital Regime for Insurers (Phase 1)', 'Instrução sobre o regime de capital baseado no risco (fase 1)'),
    summary: tx(
      '引入以風險為本的償付能力計算方法，保險公司須按季度向本局提交資本充足評估。',
      'Introduces a risk-based solvency calculation; insurers report a capital adequacy assessment to the Authority every quarter.',
      'Introduz o cálculo da solvência baseado no risco; as seguradoras reportam trimestralmente uma avaliação da adequação do capital.',
    ),
  },
  // Anti-money laundering and counter-terrorist financing
  {
    slug: 'lei-2-2006',
    cat: 'anti-money-laundering',
    kind: 'law',
    no: '2/2006',
    published: '2006-04-03',
    inForce: '2006-04-04',
    title: tx('預防及遏止清洗黑錢犯罪', 'Prevention and Suppression of Money Laundering', 'Prevenção e repressão do crime de branqueamento de capitais'),
    summary: tx(
      '訂定清洗黑錢罪及其刑罰，並規定金融機構的客戶盡職審查、記錄保存及可疑交易報告義務。',
      'Defines the crime of money laundering and its penalties, and sets the customer due diligence, record-keeping and suspicious transaction reporting duties of financial institutions.',
      'Tipifica o crime de branqueamento de capitais e as penas, e fixa os deveres de diligência, conservação de registos e comunicação de operações suspeitas.',
    ),
  },
  {
    slug: 'lei-3-2006',
    cat: 'anti-money-laundering',
    kind: 'law',
    no: '3/2006',
    published: '2006-04-10',
    inForce: '2006-04-11',
    title: tx('預防及遏止恐怖主義犯罪', 'Prevention and Suppression of Terrorism Crimes', 'Prevenção e repressão dos crimes de terrorismo'),
    summary: tx(
      '訂定恐怖主義及資助恐怖主義的犯罪及刑罰。',
      'Defines the crimes of terrorism and of financing terrorism and their penalties.',
      'Tipifica os crimes de terrorismo e de financiamento do terrorismo e as respectivas penas.',
    ),
  },
  {
    slug: 'ra-7-2006',
    cat: 'anti-money-laundering',
    kind: 'administrative-regulation',
    no: '7/2006',
    published: '2006-05-15',
    inForce: '2006-05-16',
    title: tx('清洗黑錢及資助恐怖主義犯罪的預防措施', 'Preventive Measures against Money Laundering and Terrorist Financing', 'Medidas de natureza preventiva dos crimes de branqueamento de capitais e de financiamento do terrorismo'),
    summary: tx(
      '訂定須履行預防義務的實體、監察實體，以及識別客戶身分及報告可疑交易的細則。',
      'Names the entities with preventive duties and their supervisors, and sets out how customers are identified and suspicious transactions reported.',
    ),
  },
  {
    slug: 'lei-6-2016',
    cat: 'anti-money-laundering',
    kind: 'law',
    no: '6/2016',
    published: '2016-05-30',
    inForce: '2016-05-31',
    title: tx('凍結資產執行制度', 'Enforcement Framework for the Freezing of Assets', 'Regime de execução de congelamento de bens'),
    summary: tx(
      '執行聯合國安全理事會就恐怖主義及大規模毀滅性武器擴散作出的凍結資產決議。',
      'Enforces the asset freezes decided by the United Nations Security Council against terrorism and the proliferation of weapons of mass destruction.',
      'Executa as decisões de congelamento de bens do Conselho de Segurança das Nações Unidas relativas ao terrorismo e à proliferação de armas de destruição maciça.',
    ),
  },
  {
    slug: 'lei-3-2017',
    cat: 'anti-money-laundering',
    kind: 'law',
    no: '3/2017',
    published: '2017-05-29',
    inForce: '2017-05-30',
    title: tx('修改《預防及遏止清洗黑錢犯罪》及《預防及遏止恐怖主義犯罪》', 'Amending the Laws on Money Laundering and on Terrorism Crimes', 'Alteração às Leis de prevenção e repressão do branqueamento de capitais e do terrorismo'),
    summary: tx(
      '擴大清洗黑錢上游犯罪的範圍，加強對政治人物的盡職審查及跨境現金申報。',
      'Widens the range of predicate offences, strengthens due diligence on politically exposed persons and cross-border cash declarations.',
    ),
  },
  {
    slug: 'aviso-010-2023-amcm',
    cat: 'anti-money-laundering',
    kind: 'notice',
    no: '010/2023',
    published: '2023-09-25',
    inForce: '2024-01-01',
    title: tx('金融機構反清洗黑錢及反恐怖融資指引', 'AML/CFT Guideline for Financial Institutions', 'Instrução sobre prevenção do branqueamento de capitais e do financiamento do terrorismo para instituições financeiras'),
    summary: tx(
      '以風險為本的方法，訂定客戶盡職審查、持續監察、電匯資料及可疑交易報告的具體要求。',
      'A risk-based guideline on customer due diligence, ongoing monitoring, wire transfer information and suspicious transaction reports.',
      'Instrução baseada no risco sobre diligência, monitorização contínua, informação nas transferências electrónicas e comunicação de operações suspeitas.',
    ),
  },
  {
    slug: 'aviso-011-2023-amcm',
    cat: 'anti-money-laundering',
    kind: 'notice',
    no: '011/2023',
    published: '2023-09-25',
    inForce: '2024-01-01',
    title: tx('保險業反清洗黑錢及反恐怖融資指引', 'AML/CFT Guideline for the Insurance Sector', 'Instrução sobre prevenção do branqueamento de capitais para o sector segurador'),
    summary: tx(
      '適用於人壽保險公司及保險中介人，涵蓋保單受益人核實及退保款項監察。',
      'Applies to life insurers and insurance intermediaries, covering the verification of beneficiaries and the monitoring of surrender payments.',
    ),
  },
  {
    slug: 'aviso-003-2016-amcm',
    cat: 'anti-money-laundering',
    kind: 'notice',
    no: '003/2016',
    published: '2016-03-21',
    inForce: '2016-06-01',
    repealed: { on: '2024-01-01', by: 'aviso-010-2023-amcm' },
    title: tx('反清洗黑錢及反恐怖融資指引（已廢止）', 'AML/CFT Guideline (repealed)', 'Instrução sobre prevenção do branqueamento de capitais (revogada)'),
    summary: tx('原反清洗黑錢及反恐怖融資指引，已由第010/2023-AMCM號及第011/2023-AMCM號通告取代。', 'The former guideline, replaced by Notices No. 010/2023-AMCM and No. 011/2023-AMCM.'),
  },
  // Other legislation
  {
    slug: 'dl-14-96-m',
    cat: 'other',
    kind: 'decree-law',
    no: '14/96/M',
    published: '1996-03-11',
    inForce: '1996-03-12',
    title: tx('澳門金融管理局通則', 'Statute of the Monetary Authority of Macao', 'Estatuto da Autoridade Monetária de Macau'),
    summary: tx(
      '訂定本局的性質、職責、機關及財務制度，包括貨幣發行、外匯儲備管理及金融監管。',
      "Sets the Authority's nature, functions, organs and finances, including currency issue, reserve management and financial supervision.",
      'Fixa a natureza, as atribuições, os órgãos e o regime financeiro da Autoridade, incluindo a emissão monetária, a gestão das reservas e a supervisão financeira.',
    ),
  },
  {
    slug: 'lei-8-2011',
    cat: 'other',
    kind: 'law',
    no: '8/2011',
    published: '2011-08-22',
    inForce: '2012-01-01',
    title: tx('財政儲備制度', 'Legal Framework of the Financial Reserve', 'Regime jurídico da reserva financeira'),
    summary: tx(
      '訂定財政儲備的組成、投資原則及由本局管理的安排。',
      'Sets the composition of the financial reserve, its investment principles and its management by the Authority.',
      'Fixa a composição da reserva financeira, os princípios de investimento e a sua gestão pela Autoridade.',
    ),
  },
  {
    slug: 'lei-8-2005',
    cat: 'other',
    kind: 'law',
    no: '8/2005',
    published: '2005-08-22',
    inForce: '2006-02-19',
    title: tx('個人資料保護法', 'Personal Data Protection Act', 'Lei da Protecção de Dados Pessoais'),
    summary: tx(
      '金融機構處理客戶個人資料時須遵守的原則，包括收集目的、保存期限及跨境轉移。',
      'The principles financial institutions follow when processing customer data, including purpose, retention and transfers outside Macao.',
      'Os princípios que as instituições financeiras seguem no tratamento de dados dos clientes, incluindo a finalidade, a conservação e a transferência para fora de Macau.',
    ),
  },
  {
    slug: 'lei-13-2019',
    cat: 'other',
    kind: 'law',
    no: '13/2019',
    published: '2019-07-22',
    inForce: '2019-12-22',
    title: tx('網絡安全法', 'Cybersecurity Law', 'Lei da cibersegurança'),
    summary: tx(
      '關鍵基礎設施營運者（包括銀行及保險公司）須建立網絡安全管理制度並通報事故；本局為金融業的監管實體。',
      'Operators of critical infrastructure, banks and insurers among them, must run a cybersecurity management system and report incidents; the Authority supervises the financial sector.',
      'Os operadores de infra-estruturas críticas, incluindo bancos e seguradoras, devem ter um sistema de gestão da cibersegurança e comunicar incidentes; a Autoridade é a entidade de supervisão do sector financeiro.',
    ),
  },
  {
    slug: 'lei-9-2021',
    cat: 'other',
    kind: 'law',
    no: '9/2021',
    published: '2021-07-05',
    inForce: '2022-01-01',
    title: tx('消費者權益保護法', 'Consumer Rights Protection Law', 'Lei de protecção dos direitos e interesses do consumidor'),
    summary: tx('訂定經營者的資訊義務及消費者的基本權利，金融服務的特別規定由本局監管。', "Sets traders' duties to inform and consumers' basic rights; the rules specific to financial services are supervised by the Authority."),
  },
];
