/**
 * Message templates by alias (module `message-template`, slug = alias): the
 * notes, declarations and disclaimers that the forms show (SPEC §7: complaint
 * content, note, agree and template texts come from message_template by alias).
 */
import { tx, type Texts } from '#src/seed/types.ts';

export interface TemplateSpec {
  alias: string;
  title: Texts;
  content: Texts;
}

export const TEMPLATES: readonly TemplateSpec[] = [
  {
    alias: 'complaint-note',
    title: tx('投訴須知', 'Before you complain', 'Antes de apresentar a reclamação'),
    content: tx(
      '<ol><li>請先向有關金融機構投訴；如兩個月內未獲回覆或不滿意其答覆，可向本局投訴。</li><li>本局不處理涉及商業決定、賠償金額或已進入司法程序的爭議。</li><li>請如實填寫資料並上載相關文件（例如合約、月結單及往來書信）。</li><li>本局會在十個工作天內確認收到投訴。</li></ol>',
      '<ol><li>Complain to the financial institution first; if it has not answered within two months, or you are not satisfied with its answer, you may complain to the Authority.</li><li>The Authority does not decide commercial judgements, amounts of compensation, or disputes before the courts.</li><li>Give accurate information and upload the relevant documents (such as contracts, statements and letters).</li><li>The Authority acknowledges your complaint within ten working days.</li></ol>',
      '<ol><li>Reclame primeiro junto da instituição financeira; se não obtiver resposta em dois meses, ou não concordar com ela, pode reclamar junto da Autoridade.</li><li>A Autoridade não decide juízos comerciais, montantes de indemnização nem litígios pendentes em tribunal.</li><li>Preste informações verdadeiras e anexe os documentos relevantes.</li><li>A Autoridade confirma a recepção no prazo de dez dias úteis.</li></ol>',
    ),
  },
  {
    alias: 'complaint-agree',
    title: tx('個人資料收集聲明', 'Personal data collection statement', 'Declaração de recolha de dados pessoais'),
    content: tx(
      '<p>本人同意澳門金融管理局為處理本投訴而收集及使用本人提供的個人資料，並將投訴內容及本人的身分轉交被投訴機構以作回應。有關資料將按《個人資料保護法》處理，本人有權查閱及更正。</p>',
      '<p>I agree that the Monetary Authority of Macao may collect and use the personal data I give to handle this complaint, and may pass the complaint and my identity to the institution concerned for its response. The data will be processed under the Personal Data Protection Act, and I may access and correct it.</p>',
      '<p>Autorizo a Autoridade Monetária de Macau a recolher e utilizar os dados pessoais fornecidos para tratar esta reclamação, e a transmitir a reclamação e a minha identidade à instituição visada para resposta, nos termos da Lei da Protecção de Dados Pessoais.</p>',
    ),
  },
  {
    alias: 'complaint-content',
    title: tx('投訴內容說明', 'What to write in your complaint', 'O que incluir na reclamação'),
    content: tx(
      '<p>請按時間順序簡述事件經過，列明涉及的產品或服務、日期、金額及與機構職員的溝通，並說明你希望得到的解決方法。</p>',
      '<p>Describe what happened in date order: the product or service, dates, amounts and your contacts with the institution’s staff, and say what outcome you are asking for.</p>',
      '<p>Descreva o sucedido por ordem cronológica: o produto ou serviço, as datas, os montantes e os contactos com o pessoal da instituição, e indique a solução que pretende.</p>',
    ),
  },
  {
    alias: 'complaint-template',
    title: tx('投訴書範本', 'Complaint letter template', 'Modelo de carta de reclamação'),
    content: tx(
      '<p>致：澳門金融管理局</p><p>本人（姓名）於（日期）在（機構名稱）辦理（產品或服務），因（事件經過），要求（解決方法）。隨函附上（文件清單）。</p><p>聯絡電話：　　　電郵：</p>',
      '<p>To: Monetary Authority of Macao</p><p>On (date) I (name) used (product or service) of (institution). Because (what happened), I ask for (outcome). I enclose (list of documents).</p><p>Telephone:　　　E-mail:</p>',
      '<p>À Autoridade Monetária de Macau</p><p>Em (data), eu (nome) utilizei (produto ou serviço) de (instituição). Porque (o sucedido), peço (solução). Junto (lista de documentos).</p><p>Telefone:　　　E-mail:</p>',
    ),
  },
  // What each complaint type covers (shown on its note screen; the institutions listed
  // for each type are the `company` entries of the categories in complaints/service.ts).
  {
    alias: 'complaint-dsb-note',
    title: tx('銀行及其他信用機構', 'Banks and other credit institutions', 'Bancos e outras instituições de crédito'),
    content: tx(
      '<p>適用於在澳門獲許可的銀行（本地註冊銀行及外地銀行分行）、郵政儲金局及其他信用機構，涉及存款、貸款、信用卡、轉帳及投資產品等銀行業務。</p>',
      '<p>For banks authorised in Macao (locally incorporated banks and branches of foreign banks), the Postal Savings Bank and other credit institutions: deposits, loans, cards, transfers, investment products and other banking business.</p>',
      '<p>Para os bancos autorizados em Macau (bancos locais e sucursais de bancos estrangeiros), a Caixa Económica Postal e outras instituições de crédito: depósitos, empréstimos, cartões, transferências e produtos de investimento.</p>',
    ),
  },
  {
    alias: 'complaint-dsg-note',
    title: tx('保險公司、保險中介人及退休基金', 'Insurers, insurance intermediaries and pension funds', 'Seguradoras, mediadores e fundos de pensões'),
    content: tx(
      '<p>適用於在澳門獲許可的人壽及非人壽保險公司、保險經紀及代理人，以及退休基金管理公司，涉及保單、索償、中介人操守及退休基金。</p>',
      '<p>For life and general insurers authorised in Macao, insurance brokers and agents, and pension fund managers: policies, claims, the conduct of intermediaries and pension funds.</p>',
      '<p>Para as seguradoras dos ramos vida e não vida autorizadas em Macau, os corretores e agentes de seguros e as sociedades gestoras de fundos de pensões: apólices, indemnizações, conduta dos mediadores e fundos de pensões.</p>',
    ),
  },
  {
    alias: 'complaint-def-note',
    title: tx('其他受監管機構', 'Other supervised institutions', 'Outras instituições supervisionadas'),
    content: tx(
      '<p>適用於本局監管的其他機構：金融中介機構、支付機構（包括儲值卡發行機構）、兌換店、現金速遞公司及代表辦事處。</p>',
      '<p>For the other institutions the Authority supervises: financial intermediaries, payment institutions (including issuers of stored-value cards), exchange bureaux, cash remittance companies and representative offices.</p>',
      '<p>Para as outras instituições supervisionadas pela Autoridade: intermediários financeiros, instituições de pagamento (incluindo emitentes de cartões de valor armazenado), casas de câmbio, sociedades de remessa de numerário e escritórios de representação.</p>',
    ),
  },
  {
    alias: 'reproduction-declaration',
    title: tx('申請人聲明', "Applicant's declaration", 'Declaração do requerente'),
    content: tx(
      '<p>本人聲明申請表所載資料均屬真實，複製或仿製的貨幣圖像只作申請所述用途，並會按本局批准的尺寸及標示製作，不會用作任何欺詐用途。</p>',
      '<p>I declare that the information in this application is true, that the images of currency will be used only for the purpose stated, made in the size and with the marking the Authority approves, and never for any fraudulent purpose.</p>',
      '<p>Declaro que as informações do pedido são verdadeiras e que as imagens de moeda serão usadas apenas para o fim indicado, com as dimensões e marcas aprovadas pela Autoridade, e nunca para fins fraudulentos.</p>',
    ),
  },
  {
    alias: 'reproduction-undertaking',
    title: tx('申請人承諾', "Applicant's undertaking", 'Compromisso do requerente'),
    content: tx(
      '<p>本人承諾在仿製品上以粗體置中印上「樣本」字樣，其長度不少於仿製品長度的三分之一、高度不少於寬度的六分之一，並在用途完成後銷毀剩餘的仿製品。</p>',
      '<p>I undertake to print the word SPECIMEN in bold and centred on every copy, at least one third of the copy’s length and one sixth of its width, and to destroy the remaining copies once the purpose is served.</p>',
      '<p>Comprometo-me a imprimir a palavra ESPÉCIME a negrito e ao centro de cada reprodução, com pelo menos um terço do comprimento e um sexto da largura da reprodução, e a destruir as reproduções restantes quando o fim a que se destinam estiver cumprido.</p>',
    ),
  },
  {
    alias: 'register-disclaimer',
    title: tx('保險中介人登記冊免責聲明', 'Disclaimer of the register of insurance intermediaries', 'Aviso legal do registo de mediadores de seguros'),
    content: tx(
      '<p>登記冊的資料每月更新一次，僅供參考。本局已盡力確保資料準確，但不保證資料在查閱當日仍屬最新。如需確認中介人的牌照狀況，請與本局聯絡。</p><p>按「接受」即表示你明白並同意上述條款。</p>',
      '<p>The register is updated monthly and is for reference only. The Authority takes care that it is accurate but cannot guarantee it is up to date on the day you read it. To confirm the status of an intermediary’s licence, contact the Authority.</p><p>By selecting “Accept” you confirm that you understand and agree to these terms.</p>',
      '<p>O registo é actualizado mensalmente e tem carácter meramente informativo. Para confirmar a situação da licença de um mediador, contacte a Autoridade.</p><p>Ao seleccionar «Aceitar» confirma que compreende e aceita estas condições.</p>',
    ),
  },
  {
    alias: 'newsletter-privacy',
    title: tx('電郵通知服務的私隱聲明', 'Privacy notice of the e-mail alerts', 'Aviso de privacidade dos alertas por e-mail'),
    content: tx(
      '<p>你提供的電郵地址及資料只用於發送本局的統計及刊物通知，不會轉交第三者。你可隨時透過通知電郵的連結取消訂閱，你的資料將隨即刪除。</p>',
      '<p>Your e-mail address and details are used only to send you the Authority’s statistics and publication alerts, and are never passed on. You can unsubscribe at any time through the link in every alert, and your data is then deleted.</p>',
      '<p>O seu endereço de e-mail e os seus dados servem apenas para lhe enviar os alertas de estatísticas e publicações da Autoridade e nunca são transmitidos a terceiros. Pode cancelar a subscrição a qualquer momento através da ligação incluída em cada alerta, e os seus dados são então apagados.</p>',
    ),
  },
  {
    alias: 'coins-order-note',
    title: tx('紀念幣訂購須知', 'Notes on ordering coins', 'Notas sobre a encomenda de moedas'),
    content: tx(
      '<ul><li>遞交訂單後，本局職員會通知你應付金額。</li><li>須先付款，並於付款後一星期內到本局取幣。</li><li>特快專遞另收澳門元五十元，寄送需時最少四星期。</li><li>每張訂單的購買數量設有上限。</li></ul>',
      '<ul><li>After you submit the order, staff will tell you the amount to pay.</li><li>Pay first, then collect the coins at the Authority within one week of payment.</li><li>Special post costs MOP 50 extra and takes at least four weeks.</li><li>Each order is subject to a purchase limit.</li></ul>',
      '<ul><li>Depois de submeter a encomenda, o pessoal da Autoridade indica-lhe o montante a pagar.</li><li>Pague primeiro e levante as moedas na Autoridade no prazo de uma semana após o pagamento.</li><li>O correio expresso custa mais 50 patacas e demora pelo menos quatro semanas.</li><li>Cada encomenda está sujeita a um limite de compra.</li></ul>',
    ),
  },
];
