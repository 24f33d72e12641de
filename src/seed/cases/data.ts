/**
 * Demo case work for the back office's inboxes: complaints, reproduction applications
 * and coin orders in the states staff meet, with the steps staff took. Every person is
 * made up (names that say so, addresses on example.org / example.com, phone numbers of
 * one repeated digit), and the complaints are about made-up institutions, never about a
 * real one. Dates are days before the seed's fixed base date (random.ts).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ComplaintStatus, ComplaintSubject, ComplaintType, ReplyTemplate } from '#src/features/complaints/contract.ts';
import type { ApplicationStatus } from '#src/features/reproduction/statuses.ts';
import { tx, type Texts } from '#src/seed/types.ts';

/** The demo staff who took the steps (the names `SEED_DEMO_STAFF` gives its accounts; no account is needed). */
export const CASE_STAFF = {
  complaints: { name: 'Demo Complaints Officer', email: 'complaints-officer@staff.example' },
  applications: { name: 'Demo Applications Officer', email: 'applications-officer@staff.example' },
  shop: { name: 'Demo Shop Clerk', email: 'shop-clerk@staff.example' },
} as const;

export type ComplaintStep = { daysAgo: number } & ({ kind: 'status'; to: ComplaintStatus } | { kind: 'note'; text: string } | { kind: 'reply'; template: ReplyTemplate; text: string });

export interface ComplaintCase {
  type: ComplaintType;
  lang: Language;
  subject: ComplaintSubject;
  nameZh: string | null;
  nameEn: string | null;
  email: string;
  phone: string;
  institution: { slug: string; name: string };
  happenedDaysAgo: number;
  whatHappened: string;
  contacted: 'yes' | 'no';
  actionsTaken: string | null;
  outcome: string;
  receivedDaysAgo: number;
  /** A document the complainant sent (plain text). */
  file?: { name: string; text: string };
  steps: ComplaintStep[];
}

const BANK = { slug: 'demo-example-bank', name: 'Example Demo Bank (fictitious)' };
const BANK_ZH = { slug: 'demo-example-bank', name: '示範銀行（虛構）' };
const INSURER = { slug: 'demo-sample-insurance', name: 'Sample Demo Insurance Co. (fictitious)' };
const INSURER_ZH = { slug: 'demo-sample-insurance', name: '樣本示範保險公司（虛構）' };
const EXCHANGE = { slug: 'demo-test-exchange', name: 'Casa de Câmbio Demonstração (fictícia)' };

export const COMPLAINTS: readonly ComplaintCase[] = [
  {
    type: 'dsb',
    lang: 'zh-hant',
    subject: 'cards',
    nameZh: '示範甲',
    nameEn: 'Demo Person A',
    email: 'demo.person.a@example.org',
    phone: '66666661',
    institution: BANK_ZH,
    happenedDaysAgo: 20,
    whatHappened: '（示範資料）信用卡月結單上有一筆我沒有進行的網上交易，銀行表示需時調查。',
    contacted: 'yes',
    actionsTaken: '（示範資料）已致電銀行客戶服務熱線報失並要求退款。',
    outcome: '（示範資料）退回該筆交易的款項。',
    receivedDaysAgo: 2,
    file: { name: 'statement-demo.txt', text: 'Demo statement (fictitious data)\n' },
    steps: [],
  },
  {
    type: 'dsg',
    lang: 'en',
    subject: 'claims',
    nameZh: null,
    nameEn: 'Sample Person B',
    email: 'sample.person.b@example.com',
    phone: '66666662',
    institution: INSURER,
    happenedDaysAgo: 60,
    whatHappened: '(Demo data) My travel insurance claim for a delayed flight has had no answer for six weeks.',
    contacted: 'yes',
    actionsTaken: '(Demo data) I wrote to the insurer twice by e-mail.',
    outcome: '(Demo data) A decision on the claim.',
    receivedDaysAgo: 5,
    steps: [],
  },
  {
    type: 'def',
    lang: 'pt',
    subject: 'exchange',
    nameZh: null,
    nameEn: 'Pessoa Exemplo C',
    email: 'pessoa.exemplo.c@example.org',
    phone: '66666663',
    institution: EXCHANGE,
    happenedDaysAgo: 30,
    whatHappened: '(Dados de demonstração) A taxa de câmbio aplicada não era a afixada no balcão.',
    contacted: 'no',
    actionsTaken: null,
    outcome: '(Dados de demonstração) A devolução da diferença.',
    receivedDaysAgo: 12,
    steps: [
      { daysAgo: 11, kind: 'status', to: 'in-progress' },
      { daysAgo: 10, kind: 'note', text: '(Demo) Asked the exchange bureau for its rate board of that day.' },
    ],
  },
  {
    type: 'dsb',
    lang: 'en',
    subject: 'fees',
    nameZh: '示範丁',
    nameEn: 'Demo Person D',
    email: 'demo.person.d@example.com',
    phone: '66666664',
    institution: BANK,
    happenedDaysAgo: 45,
    whatHappened: '(Demo data) The bank charged a dormant account fee although I used the account last month.',
    contacted: 'yes',
    actionsTaken: '(Demo data) The branch said the fee was correct.',
    outcome: '(Demo data) A refund of the fee.',
    receivedDaysAgo: 25,
    steps: [
      { daysAgo: 24, kind: 'status', to: 'in-progress' },
      { daysAgo: 20, kind: 'reply', template: 'information', text: '(Demo) Please send us the statements of the account for the last three months.' },
      { daysAgo: 20, kind: 'status', to: 'waiting' },
    ],
  },
  {
    type: 'dsg',
    lang: 'zh-hant',
    subject: 'life',
    nameZh: '樣本乙',
    nameEn: null,
    email: 'sample.b.zh@example.org',
    phone: '66666665',
    institution: INSURER_ZH,
    happenedDaysAgo: 90,
    whatHappened: '（示範資料）保單退保價值與銷售時說明的不同。',
    contacted: 'yes',
    actionsTaken: '（示範資料）保險公司已書面回覆，但未有解釋差額。',
    outcome: '（示範資料）清楚解釋差額。',
    receivedDaysAgo: 50,
    steps: [
      { daysAgo: 48, kind: 'status', to: 'in-progress' },
      { daysAgo: 40, kind: 'note', text: '（示範）已要求保險公司提供銷售文件。' },
      { daysAgo: 30, kind: 'reply', template: 'answer', text: '（示範）保險公司已提供計算方法，差額來自提早退保的費用，詳見附件說明。' },
      { daysAgo: 30, kind: 'status', to: 'answered' },
    ],
  },
  {
    type: 'dsb',
    lang: 'pt',
    subject: 'service',
    nameZh: null,
    nameEn: 'Exemplo Teste E',
    email: 'exemplo.teste.e@example.com',
    phone: '66666666',
    institution: BANK,
    happenedDaysAgo: 150,
    whatHappened: '(Dados de demonstração) A agência recusou atender-me em português.',
    contacted: 'yes',
    actionsTaken: '(Dados de demonstração) Apresentei reclamação escrita na agência.',
    outcome: '(Dados de demonstração) Um pedido de desculpas e atendimento em português.',
    receivedDaysAgo: 120,
    steps: [
      { daysAgo: 118, kind: 'status', to: 'in-progress' },
      { daysAgo: 100, kind: 'reply', template: 'progress', text: '(Demo) We have asked the bank for its explanation.' },
      { daysAgo: 90, kind: 'reply', template: 'answer', text: '(Demo) The bank has apologised and reminded its branches of their duty to serve in both official languages.' },
      { daysAgo: 90, kind: 'status', to: 'answered' },
      { daysAgo: 80, kind: 'status', to: 'closed' },
    ],
  },
  {
    type: 'def',
    lang: 'zh-hans',
    subject: 'remittance',
    nameZh: '示范丙',
    nameEn: null,
    email: 'demo.c.hans@example.org',
    phone: '66666667',
    institution: EXCHANGE,
    happenedDaysAgo: 260,
    whatHappened: '（示范资料）汇款延迟了两星期才到账。',
    contacted: 'yes',
    actionsTaken: '（示范资料）已向柜台查询。',
    outcome: '（示范资料）解释延迟原因。',
    receivedDaysAgo: 240,
    steps: [
      { daysAgo: 238, kind: 'status', to: 'in-progress' },
      { daysAgo: 220, kind: 'reply', template: 'answer', text: '（示範）匯款因收款銀行的核查而延遲，該機構已改善通知客戶的安排。' },
      { daysAgo: 220, kind: 'status', to: 'answered' },
      { daysAgo: 200, kind: 'status', to: 'closed' },
    ],
  },
];

export type ApplicationStep = { daysAgo: number; kind: 'info-requested' | 'approved' | 'refused'; to: ApplicationStatus; text: string };

export interface ApplicationCase {
  lang: Language;
  applicantName: string;
  contactPerson: string;
  email: string;
  phone: string;
  purpose: 'teaching' | 'other';
  purposeOther: string | null;
  banknotes: { bank: string; denomination: string; quantity: number; sides: string }[];
  coins: { denomination: string; quantity: number }[];
  finished: 'same' | 'different';
  receivedDaysAgo: number;
  steps: ApplicationStep[];
}

export const APPLICATIONS: readonly ApplicationCase[] = [
  {
    lang: 'zh-hant',
    applicantName: '示範小學（虛構）',
    contactPerson: '示範老師',
    email: 'teacher.demo@example.org',
    phone: '28888881',
    purpose: 'teaching',
    purposeOther: null,
    banknotes: [{ bank: 'bnu', denomination: '10', quantity: 30, sides: 'single' }],
    coins: [{ denomination: '1', quantity: 30 }],
    finished: 'different',
    receivedDaysAgo: 3,
    steps: [],
  },
  {
    lang: 'en',
    applicantName: 'Example Film Studio (fictitious)',
    contactPerson: 'Sample Producer',
    email: 'producer.sample@example.com',
    phone: '28888882',
    purpose: 'other',
    purposeOther: '(Demo) Props for a short film',
    banknotes: [{ bank: 'boc', denomination: '100', quantity: 200, sides: 'single' }],
    coins: [],
    finished: 'different',
    receivedDaysAgo: 40,
    steps: [
      { daysAgo: 35, kind: 'info-requested', to: 'info-requested', text: '(Demo) Please send a sketch of the props showing the word SPECIMEN.' },
      { daysAgo: 28, kind: 'approved', to: 'approved', text: '(Demo) Approved on condition that every prop bears the word SPECIMEN and is destroyed after filming.' },
    ],
  },
  {
    lang: 'pt',
    applicantName: 'Agência Exemplo (fictícia)',
    contactPerson: 'Pessoa Teste',
    email: 'agencia.exemplo@example.org',
    phone: '28888883',
    purpose: 'other',
    purposeOther: '(Demonstração) Cartazes publicitários',
    banknotes: [{ bank: 'bnu', denomination: '1000', quantity: 500, sides: 'double' }],
    coins: [{ denomination: '5', quantity: 100 }],
    finished: 'same',
    receivedDaysAgo: 70,
    steps: [{ daysAgo: 60, kind: 'refused', to: 'refused', text: '(Demo) Refused: reproductions the same size as the banknote, printed on both sides, cannot be allowed for advertising.' }],
  },
];

export type OrderStepAction = 'request-payment' | 'mark-paid' | 'mark-ready' | 'mark-collected' | 'cancel';

export interface OrderCase {
  lang: Language;
  name: string;
  email: string;
  phone: string;
  address: string;
  delivery: 'counter' | 'mail';
  /** Which coins of the catalogue (by position in id order) and how many. */
  lines: { coin: number; quantity: number }[];
  placedDaysAgo: number;
  steps: { daysAgo: number; action: OrderStepAction; note?: string }[];
}

/** A pending payment's deadline: this many days after the seed's base date, so the demo order stays pending a while (the expiry job cancels it after). */
export const DEMO_PAY_BY_DAYS = 60;

export const ORDERS: readonly OrderCase[] = [
  { lang: 'zh-hant', name: '示範訂購人甲', email: 'buyer.a@example.org', phone: '65555551', address: '澳門示範街1號（虛構）', delivery: 'counter', lines: [{ coin: 0, quantity: 1 }], placedDaysAgo: 1, steps: [] },
  {
    lang: 'en',
    name: 'Sample Buyer B',
    email: 'buyer.b@example.com',
    phone: '65555552',
    address: '1 Example Road, Macao (fictitious)',
    delivery: 'mail',
    lines: [{ coin: 1, quantity: 2 }],
    placedDaysAgo: 3,
    steps: [{ daysAgo: 2, action: 'request-payment' }],
  },
  {
    lang: 'pt',
    name: 'Comprador Exemplo C',
    email: 'comprador.c@example.org',
    phone: '65555553',
    address: 'Rua do Exemplo 3, Macau (fictícia)',
    delivery: 'counter',
    lines: [{ coin: 0, quantity: 1 }, { coin: 2, quantity: 1 }],
    placedDaysAgo: 10,
    steps: [
      { daysAgo: 9, action: 'request-payment' },
      { daysAgo: 6, action: 'mark-paid', note: '(Demo) Paid at the counter.' },
    ],
  },
  {
    lang: 'zh-hant',
    name: '示範訂購人丁',
    email: 'buyer.d@example.com',
    phone: '65555554',
    address: '澳門樣本大馬路4號（虛構）',
    delivery: 'counter',
    lines: [{ coin: 1, quantity: 1 }],
    placedDaysAgo: 20,
    steps: [
      { daysAgo: 19, action: 'request-payment' },
      { daysAgo: 15, action: 'mark-paid' },
      { daysAgo: 12, action: 'mark-ready' },
    ],
  },
  {
    lang: 'en',
    name: 'Demo Buyer E',
    email: 'buyer.e@example.org',
    phone: '65555555',
    address: '5 Sample Lane, Taipa (fictitious)',
    delivery: 'counter',
    lines: [{ coin: 2, quantity: 1 }],
    placedDaysAgo: 40,
    steps: [
      { daysAgo: 39, action: 'request-payment' },
      { daysAgo: 35, action: 'mark-paid' },
      { daysAgo: 30, action: 'mark-ready' },
      { daysAgo: 25, action: 'mark-collected' },
    ],
  },
  {
    lang: 'en',
    name: 'Demo Buyer F',
    email: 'buyer.f@example.com',
    phone: '65555556',
    address: '6 Sample Lane, Coloane (fictitious)',
    delivery: 'mail',
    lines: [{ coin: 0, quantity: 1 }],
    placedDaysAgo: 15,
    steps: [{ daysAgo: 14, action: 'cancel', note: '(Demo) The buyer asked to cancel by telephone.' }],
  },
];

/**
 * The message templates staff are offered to fill a complaint reply or note (module
 * `message-template`, aliases `complaint-reply-…` and `complaint-staff-note-…`). They are
 * content like the other templates: edited and published in the back office.
 */
export const STAFF_TEMPLATES: readonly { alias: string; title: Texts; content: Texts }[] = [
  {
    alias: 'complaint-reply-progress-forwarded',
    title: tx('已轉交機構', 'Forwarded to the institution', 'Enviada à instituição'),
    content: tx(
      '<p>本局已將你的投訴轉交有關機構，並要求其於十四日內作出書面解釋。</p><p>本局審閱其解釋後會再與你聯絡。</p>',
      '<p>We have forwarded your complaint to the institution concerned and asked for its written explanation within 14 days.</p><p>We will write to you again once we have examined it.</p>',
      '<p>Enviámos a sua reclamação à instituição visada e pedimos-lhe uma explicação escrita no prazo de 14 dias.</p><p>Voltaremos a contactá-lo depois de a analisarmos.</p>',
    ),
  },
  {
    alias: 'complaint-reply-information-documents',
    title: tx('需補交文件', 'Documents needed', 'Documentos necessários'),
    content: tx(
      '<p>請提供以下文件的副本：</p><ul><li>有關合約或戶口條款；</li><li>顯示有關交易的月結單；</li><li>你與機構的往來書信。</li></ul>',
      '<p>Please send us copies of:</p><ul><li>the contract or account terms;</li><li>the statements showing the transactions concerned;</li><li>your correspondence with the institution.</li></ul>',
      '<p>Envie-nos cópias de:</p><ul><li>o contrato ou as condições da conta;</li><li>os extractos com as operações em causa;</li><li>a correspondência trocada com a instituição.</li></ul>',
    ),
  },
  {
    alias: 'complaint-reply-answer-settled',
    title: tx('已達成和解', 'Settled', 'Resolvida'),
    content: tx(
      '<p>有關機構已同意你要求的解決方法，並會直接與你聯絡作出安排。</p><p>本局視此投訴已獲解決。</p>',
      '<p>The institution has agreed to the outcome you asked for and will contact you directly to arrange it.</p><p>We consider the complaint settled.</p>',
      '<p>A instituição aceitou a solução que pediu e contactá-lo-á directamente para a pôr em prática.</p><p>Consideramos a reclamação resolvida.</p>',
    ),
  },
  {
    alias: 'complaint-reply-answer-not-upheld',
    title: tx('未發現違規', 'No breach found', 'Sem infracção'),
    content: tx(
      '<p>經審閱你及有關機構提供的文件，本局未發現該機構違反本局監管的規定。</p><p>如你仍不滿意，可循司法途徑或向仲裁中心尋求解決。</p>',
      '<p>Having examined the documents from you and from the institution, we found no breach of the rules the Authority supervises.</p><p>If you remain dissatisfied, you may take the dispute to the courts or to an arbitration centre.</p>',
      '<p>Analisados os documentos enviados por si e pela instituição, não encontrámos infracção às regras que a Autoridade supervisiona.</p><p>Se continuar insatisfeito, pode recorrer aos tribunais ou a um centro de arbitragem.</p>',
    ),
  },
  {
    alias: 'complaint-staff-note-call',
    title: tx('電話紀錄', 'Telephone call', 'Chamada telefónica'),
    content: tx('<p>致電投訴人（{name}），確認投訴 {reference} 的內容：</p>', 'Telephoned the complainant ({name}) about complaint {reference}:', 'Telefonei ao reclamante ({name}) sobre a reclamação {reference}:'),
  },
  {
    alias: 'complaint-staff-note-forwarded',
    title: tx('已發函機構', 'Letter to the institution', 'Ofício à instituição'),
    content: tx('<p>已發函有關機構，要求於十四日內就投訴 {reference} 作出書面解釋。</p>', 'Wrote to the institution asking for its written explanation of complaint {reference} within 14 days.', 'Enviado ofício à instituição a pedir explicação escrita da reclamação {reference} em 14 dias.'),
  },
];
