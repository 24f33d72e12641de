/**
 * The interface text of the complaints feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Complaint pages: heading of the complaint form */
  'complaints.title': 'Complaint to the Authority',
  /** Complaint menu page: intro above the three complaint types */
  'complaints.chooseType': 'Choose the kind of institution your complaint is about.',
  /** Complaint type: banks and other credit institutions */
  'complaints.type.dsb': 'Banks and other credit institutions',
  /** Complaint type: insurers, insurance intermediaries and pension fund managers */
  'complaints.type.dsg': 'Insurers, insurance intermediaries and pension funds',
  /** Complaint type: the other supervised institutions (exchange, remittance, payment and financial intermediaries) */
  'complaints.type.def': 'Other supervised institutions',
  /** Complaint step name: the notes to read and agree */
  'complaints.screen.note': 'Notes',
  /** Complaint step name: what the complaint is about and who complains */
  'complaints.screen.home': 'About the complaint',
  /** Complaint step name: the details form */
  'complaints.screen.steptab': 'Details',
  /** Complaint step name: check the answers and send */
  'complaints.screen.preview': 'Check and send',
  /** Complaint note screen: checkbox label agreeing to the notes and the personal data statement */
  'complaints.agree': 'I have read the notes and agree to the personal data collection statement',
  /** Complaint form: question what the complaint is about */
  'complaints.subject': 'What is your complaint about?',
  /** Complaint form: text field when the subject is other */
  'complaints.subjectOther': 'Please specify',
  /** Complaint form: question who is complaining */
  'complaints.role': 'Who is making the complaint?',
  /** Complaint form: choice, the customer complains */
  'complaints.role.customer': 'I am the customer',
  /** Complaint form: choice, someone complains on the customer behalf */
  'complaints.role.representative': 'I complain on behalf of the customer',
  /** Complaint form: name of the person complaining on the customer behalf */
  'complaints.representativeName': 'Your name (representative)',
  /** Complaint form: relation of the representative to the customer */
  'complaints.representativeRelation': 'Your relation to the customer',
  /** Complaint details tab: the customer details */
  'complaints.step.complainant': 'Customer details',
  /** Complaint details tab: institution and what happened */
  'complaints.step.complaint': 'The complaint',
  /** Complaint details tab: documents to attach */
  'complaints.step.attachments': 'Documents',
  /** Complaint form: Chinese name of the customer */
  'complaints.nameZh': 'Name in Chinese',
  /** Complaint form: name of the customer in Latin letters */
  'complaints.nameEn': 'Name in English or Portuguese',
  /** Complaint form: hint, one of the two names is enough */
  'complaints.nameHint': 'Give at least one of the two names, as on the identity document.',
  /** Complaint form: identity document number */
  'complaints.idNumber': 'Identity card number',
  /** Complaint form: hint for the identity card number */
  'complaints.idNumberHint': 'Eight digits without the check digit in brackets, e.g. 12345678.',
  /** Complaint form: contact phone */
  'complaints.phone': 'Contact phone',
  /** Complaint form: e-mail address */
  'complaints.email': 'E-mail address',
  /** Complaint form: postal address */
  'complaints.address': 'Correspondence address',
  /** Complaint form: institution complained about */
  'complaints.institution': 'Institution complained about',
  /** Complaint form: date of the event */
  'complaints.happenedOn': 'When did it happen?',
  /** Complaint form: description of what happened */
  'complaints.whatHappened': 'What happened?',
  /** Complaint form: question whether the institution was contacted first */
  'complaints.contactedInstitution': 'Have you already complained to the institution?',
  /** Complaint form: what was done with the institution and its answer */
  'complaints.actionsTaken': 'What did you do, and what did the institution answer?',
  /** Complaint form: the outcome the complainant seeks */
  'complaints.outcome': 'What outcome are you asking for?',
  /** Complaint form: yes */
  'complaints.yes': 'Yes',
  /** Complaint form: no */
  'complaints.no': 'No',
  /** Complaint form: empty choice of a list */
  'complaints.choose': 'Please choose',
  /** Complaint form: file input label */
  'complaints.attachments': 'Supporting documents (optional)',
  /** Complaint form: file rules; {max} is the number of files */
  'complaints.attachmentsHint': 'Up to {max} files of at most 5 MB each: pdf, jpg, png, doc, docx, xls, xlsx, txt and similar. File names in English letters, digits, _ and - only.',
  /** Complaint preview: no files attached */
  'complaints.noAttachments': 'No documents attached',
  /** Complaint form: message when attached files were lost by a reload */
  'complaints.filesLost': 'Attached files are not kept when the page is reloaded; please attach them again.',
  /** Complaint preview: send button */
  'complaints.send': 'Send the complaint',
  /** Complaint confirmation heading */
  'complaints.sentTitle': 'Your complaint has been sent',
  /** Complaint confirmation text */
  'complaints.sentBody': 'We have e-mailed you an acknowledgement with a copy of your complaint. Please quote the reference whenever you contact us.',
  /** Complaint form: the sending failed */
  'complaints.failed': 'The complaint could not be sent. Please try again.',
  /** Complaint pages: link to the first step when the earlier steps are not done */
  'complaints.startOver': 'Please start from the notes',
  /** Complaint acknowledgement e-mail subject; {reference} is the reference */
  'complaints.receiptSubject': 'Complaint received: {reference}',
  /** Complaint acknowledgement e-mail text; {reference} is the reference */
  'complaints.receiptBody': 'Thank you. We have received your complaint; its reference is {reference}. A copy is attached. We will contact you within ten working days.',
  /** Staff notification e-mail subject; {reference} is the reference */
  'complaints.staffSubject': 'New complaint {reference}',
  /** Staff notification e-mail text; {type}, {institution}, {subject}, {files} are its details */
  'complaints.staffBody': 'Type: {type}. Institution: {institution}. Subject: {subject}. Documents: {files}. The details are in the complaints records.',
  /** Title of the PDF copy of a complaint; {type} is the complaint type */
  'complaints.copyTitle': 'Complaint: {type}',
  /** Complaint form: the institution chosen is not one of the list for this type */
  'complaints.unknownInstitution': 'Choose an institution from the list',
  /** Complaint subject choice: Deposits and accounts */
  'complaints.subject.deposits': 'Deposits and accounts',
  /** Complaint subject choice: Loans and mortgages */
  'complaints.subject.loans': 'Loans and mortgages',
  /** Complaint subject choice: Credit and debit cards */
  'complaints.subject.cards': 'Credit and debit cards',
  /** Complaint subject choice: Transfers and payments */
  'complaints.subject.payments': 'Transfers and payments',
  /** Complaint subject choice: Investment products */
  'complaints.subject.investments': 'Investment products',
  /** Complaint subject choice: Fees and charges */
  'complaints.subject.fees': 'Fees and charges',
  /** Complaint subject choice: Service and conduct of staff */
  'complaints.subject.service': 'Service and conduct of staff',
  /** Complaint subject choice: Life insurance policy */
  'complaints.subject.life': 'Life insurance policy',
  /** Complaint subject choice: General insurance policy (motor, home, travel, medical) */
  'complaints.subject.general': 'General insurance policy (motor, home, travel, medical)',
  /** Complaint subject choice: Claims */
  'complaints.subject.claims': 'Claims',
  /** Complaint subject choice: Conduct of an insurance agent or broker */
  'complaints.subject.intermediary': 'Conduct of an insurance agent or broker',
  /** Complaint subject choice: Pension funds */
  'complaints.subject.pension': 'Pension funds',
  /** Complaint subject choice: Currency exchange */
  'complaints.subject.exchange': 'Currency exchange',
  /** Complaint subject choice: Cash remittance */
  'complaints.subject.remittance': 'Cash remittance',
  /** Complaint subject choice: Stored-value cards and payment services */
  'complaints.subject.stored-value': 'Stored-value cards and payment services',
  /** Complaint subject choice: Other */
  'complaints.subject.other': 'Other',
  /** Complaint form: hint for the date of the event */
  'complaints.happenedOnHint': 'Year, month and day, e.g. 2026-09-14',
  /** Complaint details: label of the disclosure showing the guidance and the letter template */
  'complaints.templateSummary': 'Help: what to write, and a template',
  /** Complaint preview: some answers are missing; the list links to where to give them */
  'complaints.answersIncomplete': 'Some answers are missing or need correcting:',
  /** Complaint form: button to the next step */
  'complaints.next': 'Continue',
  /** Complaint form: button or link to the previous step */
  'complaints.previous': 'Back',
  /** Staff reply e-mail, template "progress": subject; {reference} is the complaint's reference */
  'complaints.reply.progress.subject': 'Your complaint {reference}: progress',
  /** Staff reply e-mail, template "progress": first paragraph; {reference} is the reference */
  'complaints.reply.progress.opening': 'We are writing about your complaint {reference}. We are examining it with the institution concerned and would like to tell you where it stands.',
  /** Staff reply e-mail, template "information": subject; {reference} is the reference */
  'complaints.reply.information.subject': 'Your complaint {reference}: information we need',
  /** Staff reply e-mail, template "information": first paragraph; {reference} is the reference */
  'complaints.reply.information.opening': 'We are writing about your complaint {reference}. To continue examining it, we need the information set out below. Please reply to this e-mail, quoting the reference.',
  /** Staff reply e-mail, template "answer": subject; {reference} is the reference */
  'complaints.reply.answer.subject': 'Your complaint {reference}: our answer',
  /** Staff reply e-mail, template "answer": first paragraph; {reference} is the reference */
  'complaints.reply.answer.opening': 'We have finished examining your complaint {reference}. Our answer follows.',
  /** Staff reply e-mail: closing paragraph of every template */
  'complaints.reply.closing': 'If you have any question, please reply to this e-mail and quote the reference. Monetary Authority of Macao, complaints service.',
  /** Staff reply e-mail: line naming the files attached; {files} is the list of names */
  'complaints.reply.files': 'Attached: {files}.',
  /** Staff error: the complaint was changed by someone else since it was opened */
  'complaints.staff.stale': 'Someone else changed this complaint since you opened it. Reload it and try again.',
  /** Staff error: a status change that the rules do not allow; {from} and {to} are the statuses */
  'complaints.staff.transition': 'A complaint cannot go from "{from}" to "{to}".',
  /** Staff error: the person chosen cannot handle complaints */
  'complaints.staff.assignee': 'Choose a member of staff who handles complaints.',
  /** Staff error: a closed complaint cannot be changed */
  'complaints.staff.closed': 'This complaint is closed.',
  /** Staff error: attachments of a reply are too many or too large together */
  'complaints.staff.replyFiles': 'A reply can carry at most 5 files, 8 MB together.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'complaints.title': '向本局投訴',
  'complaints.chooseType': '請選擇被投訴機構的類別。',
  'complaints.type.dsb': '銀行及其他信用機構',
  'complaints.type.dsg': '保險公司、保險中介人及退休基金',
  'complaints.type.def': '其他受監管機構',
  'complaints.screen.note': '投訴須知',
  'complaints.screen.home': '投訴事項',
  'complaints.screen.steptab': '詳細資料',
  'complaints.screen.preview': '核對及遞交',
  'complaints.agree': '本人已閱讀投訴須知並同意個人資料收集聲明',
  'complaints.subject': '投訴涉及甚麼？',
  'complaints.subjectOther': '請註明',
  'complaints.role': '誰人提出投訴？',
  'complaints.role.customer': '本人是客戶',
  'complaints.role.representative': '本人代客戶投訴',
  'complaints.representativeName': '代表人姓名',
  'complaints.representativeRelation': '與客戶的關係',
  'complaints.step.complainant': '客戶資料',
  'complaints.step.complaint': '投訴內容',
  'complaints.step.attachments': '文件',
  'complaints.nameZh': '中文姓名',
  'complaints.nameEn': '外文姓名',
  'complaints.nameHint': '請最少填寫其中一個姓名，須與身份證明文件相同。',
  'complaints.idNumber': '身份證明文件編號',
  'complaints.idNumberHint': '八位數字，不包括括號內的數字，例如 12345678。',
  'complaints.phone': '聯絡電話',
  'complaints.email': '電郵地址',
  'complaints.address': '通訊地址',
  'complaints.institution': '被投訴機構',
  'complaints.happenedOn': '事發日期',
  'complaints.whatHappened': '事件經過',
  'complaints.contactedInstitution': '你是否已向該機構投訴？',
  'complaints.actionsTaken': '你採取了甚麼行動？機構如何回覆？',
  'complaints.outcome': '你希望得到甚麼解決方法？',
  'complaints.yes': '是',
  'complaints.no': '否',
  'complaints.choose': '請選擇',
  'complaints.attachments': '證明文件（選填）',
  'complaints.attachmentsHint': '最多 {max} 個檔案，每個不超過 5 MB，接受 pdf、jpg、png、doc、docx、xls、xlsx、txt 等格式；檔案名稱只可使用英文字母、數字、_ 及 -。',
  'complaints.noAttachments': '沒有附件',
  'complaints.filesLost': '重新載入頁面後附件不會保留，請重新上載。',
  'complaints.send': '遞交投訴',
  'complaints.sentTitle': '你的投訴已遞交',
  'complaints.sentBody': '確認電郵連同投訴副本已發送到你的電郵地址。聯絡本局時請提供此編號。',
  'complaints.failed': '未能遞交投訴，請再試。',
  'complaints.startOver': '請由投訴須知開始',
  'complaints.receiptSubject': '已收到投訴：{reference}',
  'complaints.receiptBody': '多謝你的投訴，編號為 {reference}，副本已隨函附上。本局會在十個工作天內與你聯絡。',
  'complaints.staffSubject': '新投訴 {reference}',
  'complaints.staffBody': '類別：{type}。機構：{institution}。事項：{subject}。文件：{files}。詳情見投訴紀錄。',
  'complaints.copyTitle': '投訴：{type}',
  'complaints.unknownInstitution': '請在清單中選擇機構',
  'complaints.subject.deposits': '存款及帳戶',
  'complaints.subject.loans': '貸款及按揭',
  'complaints.subject.cards': '信用卡及扣帳卡',
  'complaints.subject.payments': '轉帳及付款',
  'complaints.subject.investments': '投資產品',
  'complaints.subject.fees': '收費',
  'complaints.subject.service': '服務及職員操守',
  'complaints.subject.life': '人壽保險保單',
  'complaints.subject.general': '一般保險保單（汽車、家居、旅遊、醫療）',
  'complaints.subject.claims': '索償',
  'complaints.subject.intermediary': '保險代理人或經紀的操守',
  'complaints.subject.pension': '退休基金',
  'complaints.subject.exchange': '貨幣兌換',
  'complaints.subject.remittance': '現金速遞',
  'complaints.subject.stored-value': '儲值卡及支付服務',
  'complaints.subject.other': '其他',
  'complaints.happenedOnHint': '年-月-日，例如 2026-09-14',
  'complaints.templateSummary': '說明：投訴內容及範本',
  'complaints.answersIncomplete': '部分資料尚未填寫或需要更正：',
  'complaints.next': '繼續',
  'complaints.previous': '返回',
  'complaints.reply.progress.subject': '你的投訴 {reference}：處理進度',
  'complaints.reply.progress.opening': '關於你的投訴 {reference}，本局正與相關機構跟進，現將處理情況通知如下。',
  'complaints.reply.information.subject': '你的投訴 {reference}：需補充的資料',
  'complaints.reply.information.opening': '關於你的投訴 {reference}，為繼續跟進，本局需要你提供下列資料。請回覆本電郵並註明編號。',
  'complaints.reply.answer.subject': '你的投訴 {reference}：本局的答覆',
  'complaints.reply.answer.opening': '本局已完成審理你的投訴 {reference}，答覆如下。',
  'complaints.reply.closing': '如有查詢，請回覆本電郵並註明編號。澳門金融管理局投訴服務。',
  'complaints.reply.files': '附件：{files}。',
  'complaints.staff.stale': '你打開這宗投訴後，另一位同事已作修改。請重新載入後再試。',
  'complaints.staff.transition': '投訴不能由「{from}」改為「{to}」。',
  'complaints.staff.assignee': '請選擇負責處理投訴的職員。',
  'complaints.staff.closed': '這宗投訴已結案。',
  'complaints.staff.replyFiles': '每次答覆最多可附 5 個檔案，合共不超過 8 MB。',
};

export const zhHans: Translations<typeof en> = {
  'complaints.title': '向本局投诉',
  'complaints.chooseType': '请选择被投诉机构的类别。',
  'complaints.type.dsb': '银行及其他信用机构',
  'complaints.type.dsg': '保险公司、保险中介人及退休基金',
  'complaints.type.def': '其他受监管机构',
  'complaints.screen.note': '投诉须知',
  'complaints.screen.home': '投诉事项',
  'complaints.screen.steptab': '详细资料',
  'complaints.screen.preview': '核对及递交',
  'complaints.agree': '本人已阅读投诉须知并同意个人资料收集声明',
  'complaints.subject': '投诉涉及什么？',
  'complaints.subjectOther': '请注明',
  'complaints.role': '谁人提出投诉？',
  'complaints.role.customer': '本人是客户',
  'complaints.role.representative': '本人代客户投诉',
  'complaints.representativeName': '代表人姓名',
  'complaints.representativeRelation': '与客户的关系',
  'complaints.step.complainant': '客户资料',
  'complaints.step.complaint': '投诉内容',
  'complaints.step.attachments': '文件',
  'complaints.nameZh': '中文姓名',
  'complaints.nameEn': '外文姓名',
  'complaints.nameHint': '请最少填写其中一个姓名，须与身份证明文件相同。',
  'complaints.idNumber': '身份证明文件编号',
  'complaints.idNumberHint': '八位数字，不包括括号内的数字，例如 12345678。',
  'complaints.phone': '联络电话',
  'complaints.email': '电邮地址',
  'complaints.address': '通讯地址',
  'complaints.institution': '被投诉机构',
  'complaints.happenedOn': '事发日期',
  'complaints.whatHappened': '事件经过',
  'complaints.contactedInstitution': '你是否已向该机构投诉？',
  'complaints.actionsTaken': '你采取了什么行动？机构如何回复？',
  'complaints.outcome': '你希望得到什么解决方法？',
  'complaints.yes': '是',
  'complaints.no': '否',
  'complaints.choose': '请选择',
  'complaints.attachments': '证明文件（选填）',
  'complaints.attachmentsHint': '最多 {max} 个文件，每个不超过 5 MB，接受 pdf、jpg、png、doc、docx、xls、xlsx、txt 等格式；文件名称只可使用英文字母、数字、_ 及 -。',
  'complaints.noAttachments': '没有附件',
  'complaints.filesLost': '重新载入页面后附件不会保留，请重新上传。',
  'complaints.send': '递交投诉',
  'complaints.sentTitle': '你的投诉已递交',
  'complaints.sentBody': '确认电邮连同投诉副本已发送到你的电邮地址。联络本局时请提供此编号。',
  'complaints.failed': '未能递交投诉，请再试。',
  'complaints.startOver': '请由投诉须知开始',
  'complaints.receiptSubject': '已收到投诉：{reference}',
  'complaints.receiptBody': '多谢你的投诉，编号为 {reference}，副本已随函附上。本局会在十个工作天内与你联络。',
  'complaints.staffSubject': '新投诉 {reference}',
  'complaints.staffBody': '类别：{type}。机构：{institution}。事项：{subject}。文件：{files}。详情见投诉纪录。',
  'complaints.copyTitle': '投诉：{type}',
  'complaints.unknownInstitution': '请在清单中选择机构',
  'complaints.subject.deposits': '存款及账户',
  'complaints.subject.loans': '贷款及按揭',
  'complaints.subject.cards': '信用卡及扣账卡',
  'complaints.subject.payments': '转账及付款',
  'complaints.subject.investments': '投资产品',
  'complaints.subject.fees': '收费',
  'complaints.subject.service': '服务及职员操守',
  'complaints.subject.life': '人寿保险保单',
  'complaints.subject.general': '一般保险保单（汽车、家居、旅游、医疗）',
  'complaints.subject.claims': '索偿',
  'complaints.subject.intermediary': '保险代理人或经纪的操守',
  'complaints.subject.pension': '退休基金',
  'complaints.subject.exchange': '货币兑换',
  'complaints.subject.remittance': '现金速递',
  'complaints.subject.stored-value': '储值卡及支付服务',
  'complaints.subject.other': '其他',
  'complaints.happenedOnHint': '年-月-日，例如 2026-09-14',
  'complaints.templateSummary': '说明：投诉内容及范本',
  'complaints.answersIncomplete': '部分资料尚未填写或需要更正：',
  'complaints.next': '继续',
  'complaints.previous': '返回',
  'complaints.reply.progress.subject': '你的投诉 {reference}：处理进度',
  'complaints.reply.progress.opening': '关于你的投诉 {reference}，本局正与相关机构跟进，现将处理情况通知如下。',
  'complaints.reply.information.subject': '你的投诉 {reference}：需补充的资料',
  'complaints.reply.information.opening': '关于你的投诉 {reference}，为继续跟进，本局需要你提供下列资料。请回复本电邮并注明编号。',
  'complaints.reply.answer.subject': '你的投诉 {reference}：本局的答复',
  'complaints.reply.answer.opening': '本局已完成审理你的投诉 {reference}，答复如下。',
  'complaints.reply.closing': '如有查询，请回复本电邮并注明编号。澳门金融管理局投诉服务。',
  'complaints.reply.files': '附件：{files}。',
  'complaints.staff.stale': '你打开这宗投诉后，另一位同事已作修改。请重新加载后再试。',
  'complaints.staff.transition': '投诉不能由“{from}”改为“{to}”。',
  'complaints.staff.assignee': '请选择负责处理投诉的职员。',
  'complaints.staff.closed': '这宗投诉已结案。',
  'complaints.staff.replyFiles': '每次答复最多可附 5 个文件，合共不超过 8 MB。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'complaints.title': 'Reclamação junto da Autoridade',
  'complaints.chooseType': 'Escolha o tipo de instituição visada pela reclamação.',
  'complaints.type.dsb': 'Bancos e outras instituições de crédito',
  'complaints.type.dsg': 'Seguradoras, mediadores de seguros e fundos de pensões',
  'complaints.type.def': 'Outras instituições supervisionadas',
  'complaints.screen.note': 'Notas',
  'complaints.screen.home': 'Sobre a reclamação',
  'complaints.screen.steptab': 'Dados',
  'complaints.screen.preview': 'Verificar e enviar',
  'complaints.agree': 'Li as notas e aceito a declaração de recolha de dados pessoais',
  'complaints.subject': 'Qual é o objecto da reclamação?',
  'complaints.subjectOther': 'Especifique',
  'complaints.role': 'Quem apresenta a reclamação?',
  'complaints.role.customer': 'Sou o cliente',
  'complaints.role.representative': 'Reclamo em nome do cliente',
  'complaints.representativeName': 'Nome do representante',
  'complaints.representativeRelation': 'Relação com o cliente',
  'complaints.step.complainant': 'Dados do cliente',
  'complaints.step.complaint': 'A reclamação',
  'complaints.step.attachments': 'Documentos',
  'complaints.nameZh': 'Nome em chinês',
  'complaints.nameEn': 'Nome em português ou inglês',
  'complaints.nameHint': 'Indique pelo menos um dos nomes, como no documento de identificação.',
  'complaints.idNumber': 'Número do bilhete de identidade',
  'complaints.idNumberHint': 'Oito algarismos sem o dígito entre parênteses, p. ex. 12345678.',
  'complaints.phone': 'Telefone de contacto',
  'complaints.email': 'Endereço de e-mail',
  'complaints.address': 'Endereço para correspondência',
  'complaints.institution': 'Instituição visada',
  'complaints.happenedOn': 'Quando aconteceu?',
  'complaints.whatHappened': 'O que aconteceu?',
  'complaints.contactedInstitution': 'Já reclamou junto da instituição?',
  'complaints.actionsTaken': 'O que fez e qual foi a resposta da instituição?',
  'complaints.outcome': 'Que solução pretende?',
  'complaints.yes': 'Sim',
  'complaints.no': 'Não',
  'complaints.choose': 'Escolha',
  'complaints.attachments': 'Documentos (facultativo)',
  'complaints.attachmentsHint': 'Até {max} ficheiros de 5 MB no máximo: pdf, jpg, png, doc, docx, xls, xlsx, txt e semelhantes. Nomes só com letras inglesas, algarismos, _ e -.',
  'complaints.noAttachments': 'Sem documentos',
  'complaints.filesLost': 'Os ficheiros não se mantêm ao recarregar a página; anexe-os de novo.',
  'complaints.send': 'Enviar a reclamação',
  'complaints.sentTitle': 'A sua reclamação foi enviada',
  'complaints.sentBody': 'Enviámos-lhe por e-mail uma confirmação com a cópia da reclamação. Indique a referência sempre que nos contactar.',
  'complaints.failed': 'Não foi possível enviar a reclamação. Tente de novo.',
  'complaints.startOver': 'Comece pelas notas',
  'complaints.receiptSubject': 'Reclamação recebida: {reference}',
  'complaints.receiptBody': 'Obrigado. Recebemos a sua reclamação com a referência {reference}; segue uma cópia em anexo. Contactá-lo-emos no prazo de dez dias úteis.',
  'complaints.copyTitle': 'Reclamação: {type}',
  'complaints.unknownInstitution': 'Escolha uma instituição da lista',
  'complaints.subject.deposits': 'Depósitos e contas',
  'complaints.subject.loans': 'Empréstimos e hipotecas',
  'complaints.subject.cards': 'Cartões de crédito e débito',
  'complaints.subject.payments': 'Transferências e pagamentos',
  'complaints.subject.investments': 'Produtos de investimento',
  'complaints.subject.fees': 'Comissões e encargos',
  'complaints.subject.service': 'Atendimento e conduta',
  'complaints.subject.life': 'Apólice de seguro de vida',
  'complaints.subject.general': 'Apólice de seguro não vida',
  'complaints.subject.claims': 'Sinistros',
  'complaints.subject.intermediary': 'Conduta de mediador de seguros',
  'complaints.subject.pension': 'Fundos de pensões',
  'complaints.subject.exchange': 'Câmbio',
  'complaints.subject.remittance': 'Remessa de numerário',
  'complaints.subject.stored-value': 'Cartões de valor armazenado e serviços de pagamento',
  'complaints.subject.other': 'Outro',
  'complaints.happenedOnHint': 'Ano, mês e dia, p. ex. 2026-09-14',
  'complaints.templateSummary': 'Ajuda: o que escrever e modelo',
  'complaints.answersIncomplete': 'Faltam respostas ou há respostas a corrigir:',
  'complaints.next': 'Continuar',
  'complaints.previous': 'Voltar',
  'complaints.reply.progress.subject': 'A sua reclamação {reference}: ponto da situação',
  'complaints.reply.progress.opening': 'Escrevemos a propósito da sua reclamação {reference}. Estamos a analisá-la junto da instituição em causa e informamos do seguinte.',
  'complaints.reply.information.subject': 'A sua reclamação {reference}: informação necessária',
  'complaints.reply.information.opening': 'Escrevemos a propósito da sua reclamação {reference}. Para prosseguir a análise, precisamos da informação indicada abaixo. Responda a esta mensagem indicando a referência.',
  'complaints.reply.answer.subject': 'A sua reclamação {reference}: a nossa resposta',
  'complaints.reply.answer.opening': 'Concluímos a análise da sua reclamação {reference}. Segue a nossa resposta.',
  'complaints.reply.closing': 'Para qualquer esclarecimento, responda a esta mensagem indicando a referência. Autoridade Monetária de Macau, serviço de reclamações.',
  'complaints.reply.files': 'Em anexo: {files}.',
  'complaints.staff.stale': 'Outra pessoa alterou esta reclamação depois de a abrir. Recarregue-a e tente de novo.',
  'complaints.staff.transition': 'Uma reclamação não pode passar de «{from}» para «{to}».',
  'complaints.staff.assignee': 'Escolha um trabalhador que trate de reclamações.',
  'complaints.staff.closed': 'Esta reclamação está encerrada.',
  'complaints.staff.replyFiles': 'Uma resposta pode levar até 5 ficheiros, 8 MB no total.',
};

/** The complaints feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const complaintsText = defineCatalogue({ en, zhHant, zhHans, pt });
