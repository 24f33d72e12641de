/**
 * The interface text of the reproduction feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Calculator/application: label of the issuing bank choice */
  'reproduction.calc.bank': 'Issuing bank',
  /** Calculator/application: label of the denomination choice */
  'reproduction.calc.denomination': 'Denomination',
  /** Calculator: legend of the choice between a size in mm and a scale in percent */
  'reproduction.calc.mode': 'Planned size given as',
  /** Calculator: option of giving the planned size in mm */
  'reproduction.calc.modeSize': 'Length and width in mm',
  /** Calculator: option of giving a scale in percent */
  'reproduction.calc.modeScale': 'Scale in percent of the real size',
  /** Calculator: label of the planned length of a note copy, mm */
  'reproduction.calc.width': 'Length of the copy (mm)',
  /** Calculator: label of the planned width of a note copy, mm */
  'reproduction.calc.height': 'Width of the copy (mm)',
  /** Coins calculator: label of the planned horizontal diameter of the copy, mm */
  'reproduction.calc.diameterWidth': 'Diameter of the copy, across (mm)',
  /** Coins calculator: label of the planned vertical diameter of the copy, mm (same as across for a round copy) */
  'reproduction.calc.diameterHeight': 'Diameter of the copy, top to bottom (mm)',
  /** Calculator: label of the planned scale, percent of the real length */
  'reproduction.calc.scale': 'Scale (% of the real length)',
  /** Calculator: submit button */
  'reproduction.calc.check': 'Check the size',
  /** Calculator result: real size; {size} is e.g. 138 × 69 mm */
  'reproduction.calc.realSize': 'Real size: {size}',
  /** Calculator result: size of the copy; {size} is e.g. 69 × 34.5 mm */
  'reproduction.calc.copySize': 'Copy: {size}',
  /** Calculator result: the copy area as a percentage of the real area; {percent} is a number */
  'reproduction.calc.areaRatio': 'The copy has {percent}% of the real area.',
  /** Calculator verdict when the copy is more than 20% smaller in area */
  'reproduction.calc.allowedSmaller': 'Allowed: the copy is more than 20% smaller in area than the real one.',
  /** Calculator verdict when the copy is more than 20% larger in area */
  'reproduction.calc.allowedLarger': 'Allowed: the copy is more than 20% larger in area than the real one.',
  /** Calculator verdict when the copy area is between 80% and 120% of the real one (both included) */
  'reproduction.calc.refused': 'Not allowed: the copy area must be below 80% or above 120% of the real area (exactly 80% or 120% is not allowed).',
  /** Calculator: where the limits are for the chosen item; {lower} and {upper} are areas in mm² */
  'reproduction.calc.limits': 'Allowed: a copy area under {lower} mm² or over {upper} mm²; anything from {lower} to {upper} mm² is refused.',
  /** Calculator: the limits for a copy in proportion; {below} and {above} are percentages, {belowMm} and {aboveMm} lengths in mm */
  'reproduction.calc.limitsScale': 'For a copy in proportion: at most {below}% of the real length (about {belowMm} mm long) or at least {above}% (about {aboveMm} mm long).',
  /** Calculator result for notes: minimum size of the word SPECIMEN on the copy; {length} and {height} are mm */
  'reproduction.calc.specimen': 'The word SPECIMEN (樣本 / ESPÉCIME) must be bold and centred, at least {length} mm long and {height} mm high (1/3 of the length and 1/6 of the width of the copy).',
  /** Calculator: the real size of the chosen item was not found published, so no check is possible */
  'reproduction.calc.unknownSize': 'The real size of this item is not available on this site, so the calculator cannot check it. Please contact the Authority.',
  /** Calculator: where the real size comes from; {source} is a citation */
  'reproduction.calc.source': 'Source of the real size: {source}',
  /** Calculator: accessible name of the drawing to scale; {real} and {copy} are sizes */
  'reproduction.calc.drawing': 'Drawing to scale: real {real} beside the copy {copy}, with the minimum SPECIMEN box',
  /** Calculator drawing: caption of the real item */
  'reproduction.calc.drawingReal': 'Real',
  /** Calculator drawing: caption of the copy */
  'reproduction.calc.drawingCopy': 'Copy',
  /** Calculator: status before a size has been entered */
  'reproduction.calc.enterSize': 'Choose an item and enter the planned size to see whether it is allowed.',
  /** Name of the issuing bank BNU */
  'reproduction.bank.bnu': 'Banco Nacional Ultramarino (BNU)',
  /** Name of the issuing bank Bank of China Macau Branch */
  'reproduction.bank.boc': 'Bank of China, Macau Branch',
  /** A denomination; {value} is a number */
  'reproduction.mop': 'MOP {value}',
  /** Application form: step 1 name */
  'reproduction.step.applicant': 'Applicant',
  /** Application form: step 2 name */
  'reproduction.step.items': 'Notes and coins',
  /** Application form: step 3 name */
  'reproduction.step.product': 'Finished product and attachments',
  /** Application form: step 4 name */
  'reproduction.step.check': 'Check and declare',
  /** Application form: label of the applicant (a person or organisation) */
  'reproduction.applicantName': 'Applicant (person or organisation)',
  /** Application form: label */
  'reproduction.contactPerson': 'Contact person',
  /** Application form: label */
  'reproduction.email': 'E-mail',
  /** Application form: label of the international dialling code */
  'reproduction.areaCode': 'Area code',
  /** Application form: label */
  'reproduction.phone': 'Phone',
  /** Application form: legend of the purpose choice */
  'reproduction.purpose': 'Purpose',
  /** Application form: purpose option */
  'reproduction.purpose.teaching': 'Teaching aid',
  /** Application form: purpose option */
  'reproduction.purpose.other': 'Other (please specify)',
  /** Application form: label of the other purpose text */
  'reproduction.purposeOther': 'Other purpose',
  /** Application form: legend of the banknote lines */
  'reproduction.banknotes': 'Banknotes to reproduce',
  /** Application form: legend of the coin lines */
  'reproduction.coins': 'Coins to reproduce',
  /** Application form: button adding a banknote line */
  'reproduction.addBanknote': 'Add a banknote',
  /** Application form: button adding a coin line */
  'reproduction.addCoin': 'Add a coin',
  /** Application form: button removing a line; {line} names the line */
  'reproduction.removeLine': 'Remove {line}',
  /** Application form: name of a line; {kind} is banknote or coin, {n} its number */
  'reproduction.lineN': '{kind} {n}',
  /** Application form: label */
  'reproduction.quantity': 'Quantity',
  /** Application form: legend of single or double sided */
  'reproduction.sides': 'Printed sides',
  /** Application form: option */
  'reproduction.sides.single': 'Single sided',
  /** Application form: option */
  'reproduction.sides.double': 'Double sided',
  /** Application form: label of other details of a banknote line */
  'reproduction.other': 'Other details',
  /** Application form: total number of copies; {total} is a number */
  'reproduction.total': 'Total copies: {total}',
  /** Application form: legend of the finished product choice */
  'reproduction.finished': 'Finished product',
  /** Application form: option */
  'reproduction.finished.same': 'Same as the submitted sample',
  /** Application form: option */
  'reproduction.finished.different': 'Different from the sample (please describe)',
  /** Application form: label of how the finished product differs */
  'reproduction.finishedText': 'How the finished product differs',
  /** Application form: legend of the optional planned size of the finished copies */
  'reproduction.finishedSize': 'Planned size of the copies (optional)',
  /** Application form: hint of the planned size */
  'reproduction.finishedSizeHint': 'Given a size, every note and coin listed is checked as the calculators do.',
  /** Application form: label of the attachments */
  'reproduction.attachments': 'Samples or designs (attachments)',
  /** Application form: attachment rules (SPEC §5) */
  'reproduction.attachmentsHint': 'At most 5 MB each; names with English letters, digits, underscore and hyphen only; types: bmp, png, jpeg, jpg, gif, txt, doc, docx, pdf, xls, xlsx, ppt, pptx, zip, rar, rtf.',
  /** Application form: checkbox agreeing to the applicant declaration shown above it */
  'reproduction.declaration': 'I agree to the applicant’s declaration',
  /** Application form: checkbox agreeing to the applicant undertaking shown above it */
  'reproduction.undertaking': 'I agree to the applicant’s undertaking',
  /** Application form error: the planned size fails the size rule for at least one listed note or coin */
  'reproduction.sizeRefused': 'This size is not allowed for at least one note or coin listed: the copy area must be below 80% or above 120% of the real one.',
  /** Application form: heading after a successful submission */
  'reproduction.confirmTitle': 'Application received',
  /** Application form: text after a successful submission; {email} is the address */
  'reproduction.confirmBody': 'We have sent an acknowledgement with a PDF copy of your application to {email}.',
  /** Application form: the request failed (network or server) */
  'reproduction.failed': 'The application could not be sent. Please try again.',
  /** Application form: empty option of a choice */
  'reproduction.choose': 'Choose…',
  /** Title of the application form, its acknowledgement e-mail and PDF copy */
  'reproduction.title': 'Application to reproduce or imitate banknotes and coins',
  /** Acknowledgement e-mail of an application; {reference} is the reference number */
  'reproduction.mailBody': 'Thank you. We have received your application to reproduce or imitate banknotes or coins. Its reference number is {reference}; a PDF copy of what you sent is attached. We will contact you about the outcome.',
  /** Staff notification e-mail subject; {reference} is the reference number */
  'reproduction.staffSubject': 'New reproduction application {reference}',
  /** Staff notification e-mail body; {applicant} and {total} are the applicant and the number of copies */
  'reproduction.staffBody': 'Applicant: {applicant}. Copies asked for: {total}. The application and its attachments are in the submissions store; a PDF copy is attached.',
  /** PDF copy and check answers: shown when a list of lines is empty */
  'reproduction.noLines': 'None',
  /** Name of a banknote line kind */
  'reproduction.kind.banknote': 'Banknote',
  /** Name of a coin line kind */
  'reproduction.kind.coin': 'Coin',
  /** Decision letter (PDF), approval: title */
  'reproduction.letter.approved.title': 'Approval of your application to reproduce banknotes and coins',
  /** Decision letter (PDF), refusal: title */
  'reproduction.letter.refused.title': 'Decision on your application to reproduce banknotes and coins',
  /** Decision letter: place and date line; {date} is the date */
  'reproduction.letter.date': 'Macao, {date}',
  /** Decision letter: addressee line; {name} is the applicant, {contact} the contact person */
  'reproduction.letter.to': 'To: {name} (attention of {contact})',
  /** Decision letter: reference line; {reference} is the application's reference */
  'reproduction.letter.reference': 'Our reference: {reference}',
  /** Decision letter, approval: first paragraph; {reference} is the reference, {date} the date received */
  'reproduction.letter.approved.body': 'Having examined your application {reference}, received on {date}, the Monetary Authority of Macao approves the reproduction of the banknotes and coins listed below, on the conditions set out in this letter. Every copy must keep to the sizes stated in the application and carry the word SPECIMEN where the rules require it.',
  /** Decision letter, refusal: first paragraph; {reference} is the reference, {date} the date received */
  'reproduction.letter.refused.body': 'Having examined your application {reference}, received on {date}, the Monetary Authority of Macao cannot approve the reproduction applied for, for the reasons set out below. You may submit a new application that addresses them.',
  /** Decision letter: heading above the items applied for */
  'reproduction.letter.items': 'Items applied for',
  /** Decision letter, approval: heading above the officer's conditions */
  'reproduction.letter.approved.notes': 'Conditions',
  /** Decision letter, refusal: heading above the officer's reasons */
  'reproduction.letter.refused.notes': 'Reasons',
  /** Decision letter: signature block */
  'reproduction.letter.signature': 'Monetary Authority of Macao',
  /** Decision e-mail subject; {reference} is the reference */
  'reproduction.decision.subject': 'Your application {reference}: decision',
  /** Decision e-mail text; {reference} is the reference */
  'reproduction.decision.body': 'The Monetary Authority of Macao has decided on your application {reference}. The decision is in the attached letter; please keep it with your records.',
  /** Request for information e-mail subject; {reference} is the reference */
  'reproduction.info.subject': 'Your application {reference}: information we need',
  /** Request for information e-mail, first paragraph; {reference} is the reference */
  'reproduction.info.opening': 'To continue examining your application {reference}, we need the information set out below. Please reply to this e-mail, quoting the reference.',
  /** Staff error: the application changed since it was opened */
  'reproduction.staff.stale': 'Someone else changed this application since you opened it. Reload it and try again.',
  /** Staff error: the application has already been decided */
  'reproduction.staff.decided': 'A decision has already been made on this application.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'reproduction.calc.bank': '發行銀行',
  'reproduction.calc.denomination': '面額',
  'reproduction.calc.mode': '擬複製尺寸的輸入方式',
  'reproduction.calc.modeSize': '長度及闊度（毫米）',
  'reproduction.calc.modeScale': '按真品尺寸的百分比',
  'reproduction.calc.width': '複製品長度（毫米）',
  'reproduction.calc.height': '複製品闊度（毫米）',
  'reproduction.calc.diameterWidth': '複製品直徑（橫向，毫米）',
  'reproduction.calc.diameterHeight': '複製品直徑（縱向，毫米）',
  'reproduction.calc.scale': '比例（真品長度的百分比）',
  'reproduction.calc.check': '檢查尺寸',
  'reproduction.calc.realSize': '真品尺寸：{size}',
  'reproduction.calc.copySize': '複製品：{size}',
  'reproduction.calc.areaRatio': '複製品面積為真品的{percent}%。',
  'reproduction.calc.allowedSmaller': '符合規定：複製品面積比真品小20%以上。',
  'reproduction.calc.allowedLarger': '符合規定：複製品面積比真品大20%以上。',
  'reproduction.calc.refused': '不符合規定：複製品面積須小於真品的80%或大於真品的120%（剛好80%或120%亦不符合）。',
  'reproduction.calc.limits': '符合規定的複製品面積：小於{lower}平方毫米或大於{upper}平方毫米；{lower}至{upper}平方毫米（包括兩端）均不符合。',
  'reproduction.calc.limitsScale': '按比例複製時：長度最多為真品的{below}%（約{belowMm}毫米）或最少為{above}%（約{aboveMm}毫米）。',
  'reproduction.calc.specimen': '「樣本」（SPECIMEN / ESPÉCIME）字樣須以粗體置中印上，最少長{length}毫米、高{height}毫米（複製品長度的三分之一及闊度的六分之一）。',
  'reproduction.calc.unknownSize': '本網站未有此項目的真品尺寸資料，因此未能計算。請與本局聯絡。',
  'reproduction.calc.source': '真品尺寸資料來源：{source}',
  'reproduction.calc.drawing': '按比例繪圖：真品 {real} 與複製品 {copy}，並顯示「樣本」字樣的最小範圍',
  'reproduction.calc.drawingReal': '真品',
  'reproduction.calc.drawingCopy': '複製品',
  'reproduction.calc.enterSize': '請選擇項目並輸入擬複製的尺寸，以查看是否符合規定。',
  'reproduction.bank.bnu': '大西洋銀行',
  'reproduction.bank.boc': '中國銀行澳門分行',
  'reproduction.mop': '澳門元{value}',
  'reproduction.step.applicant': '申請人資料',
  'reproduction.step.items': '紙幣及硬幣',
  'reproduction.step.product': '製成品及附件',
  'reproduction.step.check': '核對及聲明',
  'reproduction.applicantName': '申請人（個人或機構）',
  'reproduction.contactPerson': '聯絡人',
  'reproduction.email': '電郵',
  'reproduction.areaCode': '區號',
  'reproduction.phone': '電話',
  'reproduction.purpose': '用途',
  'reproduction.purpose.teaching': '教材',
  'reproduction.purpose.other': '其他（請註明）',
  'reproduction.purposeOther': '其他用途',
  'reproduction.banknotes': '擬複製的紙幣',
  'reproduction.coins': '擬複製的硬幣',
  'reproduction.addBanknote': '新增紙幣',
  'reproduction.addCoin': '新增硬幣',
  'reproduction.removeLine': '刪除{line}',
  'reproduction.lineN': '{kind} {n}',
  'reproduction.quantity': '數量',
  'reproduction.sides': '印刷面',
  'reproduction.sides.single': '單面',
  'reproduction.sides.double': '雙面',
  'reproduction.other': '其他',
  'reproduction.total': '總數：{total}',
  'reproduction.finished': '製成品規格',
  'reproduction.finished.same': '與遞交的樣本相同',
  'reproduction.finished.different': '與樣本不同（請說明）',
  'reproduction.finishedText': '製成品與樣本的分別',
  'reproduction.finishedSize': '複製品的擬定尺寸（選填）',
  'reproduction.finishedSizeHint': '如填寫尺寸，系統會按計算器的規則檢查所列每種紙幣及硬幣。',
  'reproduction.attachments': '樣本或設計稿（附件）',
  'reproduction.attachmentsHint': '每個附件不超過5MB；檔案名稱只可使用英文字母、數字、底線及連字號；類型：bmp、png、jpeg、jpg、gif、txt、doc、docx、pdf、xls、xlsx、ppt、pptx、zip、rar、rtf。',
  'reproduction.declaration': '本人同意申請人聲明',
  'reproduction.undertaking': '本人同意申請人承諾',
  'reproduction.sizeRefused': '此尺寸不符合所列至少一種紙幣或硬幣的規定：複製品面積須小於真品的80%或大於120%。',
  'reproduction.confirmTitle': '已收到申請',
  'reproduction.confirmBody': '我們已把確認電郵連同申請表的PDF副本寄往 {email}。',
  'reproduction.failed': '未能遞交申請，請再試。',
  'reproduction.choose': '請選擇…',
  'reproduction.title': '複製或仿製貨幣申請',
  'reproduction.mailBody': '多謝。我們已收到你複製或仿製貨幣的申請，申請編號為 {reference}；隨函附上申請內容的PDF副本。我們會再聯絡你告知結果。',
  'reproduction.staffSubject': '新的複製貨幣申請 {reference}',
  'reproduction.staffBody': '申請人：{applicant}。申請複製數量：{total}。申請及附件已存於系統，隨函附上PDF副本。',
  'reproduction.noLines': '沒有',
  'reproduction.kind.banknote': '紙幣',
  'reproduction.kind.coin': '硬幣',
  'reproduction.letter.approved.title': '批准複製紙幣及硬幣申請',
  'reproduction.letter.refused.title': '關於複製紙幣及硬幣申請的決定',
  'reproduction.letter.date': '澳門，{date}',
  'reproduction.letter.to': '致：{name}（聯絡人：{contact}）',
  'reproduction.letter.reference': '本局編號：{reference}',
  'reproduction.letter.approved.body': '經審閱閣下於{date}遞交的申請 {reference}，澳門金融管理局批准按本函所列條件複製下列紙幣及硬幣。所有複製品須符合申請所述尺寸，並按規定印上「SPECIMEN」字樣。',
  'reproduction.letter.refused.body': '經審閱閣下於{date}遞交的申請 {reference}，基於下列理由，澳門金融管理局未能批准所申請的複製。閣下可就有關理由作出修改後重新申請。',
  'reproduction.letter.items': '申請複製的項目',
  'reproduction.letter.approved.notes': '條件',
  'reproduction.letter.refused.notes': '理由',
  'reproduction.letter.signature': '澳門金融管理局',
  'reproduction.decision.subject': '你的申請 {reference}：決定',
  'reproduction.decision.body': '澳門金融管理局已就你的申請 {reference} 作出決定，詳見附件函件，請妥為保存。',
  'reproduction.info.subject': '你的申請 {reference}：需補充的資料',
  'reproduction.info.opening': '為繼續審閱你的申請 {reference}，本局需要你提供下列資料。請回覆本電郵並註明編號。',
  'reproduction.staff.stale': '你打開這份申請後，另一位同事已作修改。請重新載入後再試。',
  'reproduction.staff.decided': '這份申請已作出決定。',
};

export const zhHans: Translations<typeof en> = {
  'reproduction.calc.bank': '发行银行',
  'reproduction.calc.denomination': '面额',
  'reproduction.calc.mode': '拟复制尺寸的输入方式',
  'reproduction.calc.modeSize': '长度及宽度（毫米）',
  'reproduction.calc.modeScale': '按真品尺寸的百分比',
  'reproduction.calc.width': '复制品长度（毫米）',
  'reproduction.calc.height': '复制品宽度（毫米）',
  'reproduction.calc.diameterWidth': '复制品直径（横向，毫米）',
  'reproduction.calc.diameterHeight': '复制品直径（纵向，毫米）',
  'reproduction.calc.scale': '比例（真品长度的百分比）',
  'reproduction.calc.check': '检查尺寸',
  'reproduction.calc.realSize': '真品尺寸：{size}',
  'reproduction.calc.copySize': '复制品：{size}',
  'reproduction.calc.areaRatio': '复制品面积为真品的{percent}%。',
  'reproduction.calc.allowedSmaller': '符合规定：复制品面积比真品小20%以上。',
  'reproduction.calc.allowedLarger': '符合规定：复制品面积比真品大20%以上。',
  'reproduction.calc.refused': '不符合规定：复制品面积须小于真品的80%或大于真品的120%（刚好80%或120%亦不符合）。',
  'reproduction.calc.limits': '符合规定的复制品面积：小于{lower}平方毫米或大于{upper}平方毫米；{lower}至{upper}平方毫米（包括两端）均不符合。',
  'reproduction.calc.limitsScale': '按比例复制时：长度最多为真品的{below}%（约{belowMm}毫米）或最少为{above}%（约{aboveMm}毫米）。',
  'reproduction.calc.specimen': '「样本」（SPECIMEN / ESPÉCIME）字样须以粗体置中印上，最少长{length}毫米、高{height}毫米（复制品长度的三分之一及宽度的六分之一）。',
  'reproduction.calc.unknownSize': '本网站未有此项目的真品尺寸资料，因此未能计算。请与本局联络。',
  'reproduction.calc.source': '真品尺寸资料来源：{source}',
  'reproduction.calc.drawing': '按比例绘图：真品 {real} 与复制品 {copy}，并显示「样本」字样的最小范围',
  'reproduction.calc.drawingReal': '真品',
  'reproduction.calc.drawingCopy': '复制品',
  'reproduction.calc.enterSize': '请选择项目并输入拟复制的尺寸，以查看是否符合规定。',
  'reproduction.bank.bnu': '大西洋银行',
  'reproduction.bank.boc': '中国银行澳门分行',
  'reproduction.mop': '澳门元{value}',
  'reproduction.step.applicant': '申请人资料',
  'reproduction.step.items': '纸币及硬币',
  'reproduction.step.product': '制成品及附件',
  'reproduction.step.check': '核对及声明',
  'reproduction.applicantName': '申请人（个人或机构）',
  'reproduction.contactPerson': '联络人',
  'reproduction.email': '电邮',
  'reproduction.areaCode': '区号',
  'reproduction.phone': '电话',
  'reproduction.purpose': '用途',
  'reproduction.purpose.teaching': '教材',
  'reproduction.purpose.other': '其他（请注明）',
  'reproduction.purposeOther': '其他用途',
  'reproduction.banknotes': '拟复制的纸币',
  'reproduction.coins': '拟复制的硬币',
  'reproduction.addBanknote': '新增纸币',
  'reproduction.addCoin': '新增硬币',
  'reproduction.removeLine': '删除{line}',
  'reproduction.lineN': '{kind} {n}',
  'reproduction.quantity': '数量',
  'reproduction.sides': '印刷面',
  'reproduction.sides.single': '单面',
  'reproduction.sides.double': '双面',
  'reproduction.other': '其他',
  'reproduction.total': '总数：{total}',
  'reproduction.finished': '制成品规格',
  'reproduction.finished.same': '与递交的样本相同',
  'reproduction.finished.different': '与样本不同（请说明）',
  'reproduction.finishedText': '制成品与样本的分别',
  'reproduction.finishedSize': '复制品的拟定尺寸（选填）',
  'reproduction.finishedSizeHint': '如填写尺寸，系统会按计算器的规则检查所列每种纸币及硬币。',
  'reproduction.attachments': '样本或设计稿（附件）',
  'reproduction.attachmentsHint': '每个附件不超过5MB；文件名称只可使用英文字母、数字、下划线及连字号；类型：bmp、png、jpeg、jpg、gif、txt、doc、docx、pdf、xls、xlsx、ppt、pptx、zip、rar、rtf。',
  'reproduction.declaration': '本人同意申请人声明',
  'reproduction.undertaking': '本人同意申请人承诺',
  'reproduction.sizeRefused': '此尺寸不符合所列至少一种纸币或硬币的规定：复制品面积须小于真品的80%或大于120%。',
  'reproduction.confirmTitle': '已收到申请',
  'reproduction.confirmBody': '我们已把确认电邮连同申请表的PDF副本寄往 {email}。',
  'reproduction.failed': '未能递交申请，请再试。',
  'reproduction.choose': '请选择…',
  'reproduction.title': '复制或仿制货币申请',
  'reproduction.mailBody': '多谢。我们已收到你复制或仿制货币的申请，申请编号为 {reference}；随函附上申请内容的PDF副本。我们会再联络你告知结果。',
  'reproduction.staffSubject': '新的复制货币申请 {reference}',
  'reproduction.staffBody': '申请人：{applicant}。申请复制数量：{total}。申请及附件已存于系统，随函附上PDF副本。',
  'reproduction.noLines': '没有',
  'reproduction.kind.banknote': '纸币',
  'reproduction.kind.coin': '硬币',
  'reproduction.letter.approved.title': '批准复制纸币及硬币申请',
  'reproduction.letter.refused.title': '关于复制纸币及硬币申请的决定',
  'reproduction.letter.date': '澳门，{date}',
  'reproduction.letter.to': '致：{name}（联络人：{contact}）',
  'reproduction.letter.reference': '本局编号：{reference}',
  'reproduction.letter.approved.body': '经审阅阁下于{date}递交的申请 {reference}，澳门金融管理局批准按本函所列条件复制下列纸币及硬币。所有复制品须符合申请所述尺寸，并按规定印上“SPECIMEN”字样。',
  'reproduction.letter.refused.body': '经审阅阁下于{date}递交的申请 {reference}，基于下列理由，澳门金融管理局未能批准所申请的复制。阁下可就有关理由作出修改后重新申请。',
  'reproduction.letter.items': '申请复制的项目',
  'reproduction.letter.approved.notes': '条件',
  'reproduction.letter.refused.notes': '理由',
  'reproduction.letter.signature': '澳门金融管理局',
  'reproduction.decision.subject': '你的申请 {reference}：决定',
  'reproduction.decision.body': '澳门金融管理局已就你的申请 {reference} 作出决定，详见附件函件，请妥为保存。',
  'reproduction.info.subject': '你的申请 {reference}：需补充的资料',
  'reproduction.info.opening': '为继续审阅你的申请 {reference}，本局需要你提供下列资料。请回复本电邮并注明编号。',
  'reproduction.staff.stale': '你打开这份申请后，另一位同事已作修改。请重新加载后再试。',
  'reproduction.staff.decided': '这份申请已作出决定。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'reproduction.calc.bank': 'Banco emissor',
  'reproduction.calc.denomination': 'Denominação',
  'reproduction.calc.mode': 'Tamanho indicado como',
  'reproduction.calc.modeSize': 'Comprimento e largura em mm',
  'reproduction.calc.modeScale': 'Escala em percentagem',
  'reproduction.calc.width': 'Comprimento da cópia (mm)',
  'reproduction.calc.height': 'Largura da cópia (mm)',
  'reproduction.calc.diameterWidth': 'Diâmetro da cópia, na horizontal (mm)',
  'reproduction.calc.diameterHeight': 'Diâmetro da cópia, na vertical (mm)',
  'reproduction.calc.scale': 'Escala (% do comprimento real)',
  'reproduction.calc.check': 'Verificar',
  'reproduction.calc.realSize': 'Tamanho real: {size}',
  'reproduction.calc.copySize': 'Cópia: {size}',
  'reproduction.calc.areaRatio': 'A cópia tem {percent}% da área real.',
  'reproduction.calc.allowedSmaller': 'Permitido: a cópia tem uma área mais de 20% menor.',
  'reproduction.calc.allowedLarger': 'Permitido: a cópia tem uma área mais de 20% maior.',
  'reproduction.calc.refused': 'Não permitido: a área da cópia tem de ser inferior a 80% ou superior a 120% da área real (exactamente 80% ou 120% não é permitido).',
  'reproduction.calc.limits': 'Permitido: área da cópia inferior a {lower} mm² ou superior a {upper} mm²; de {lower} a {upper} mm² é recusado.',
  'reproduction.calc.limitsScale': 'Cópia proporcional: no máximo {below}% do comprimento real (cerca de {belowMm} mm) ou no mínimo {above}% (cerca de {aboveMm} mm).',
  'reproduction.calc.specimen': 'A palavra ESPÉCIME (樣本 / SPECIMEN) deve ser impressa a negrito e ao centro, com pelo menos {length} mm de comprimento e {height} mm de altura.',
  'reproduction.calc.unknownSize': 'O tamanho real deste item não está disponível neste sítio; contacte a Autoridade.',
  'reproduction.calc.source': 'Fonte do tamanho real: {source}',
  'reproduction.calc.drawing': 'Desenho à escala: real {real} ao lado da cópia {copy}',
  'reproduction.calc.drawingReal': 'Real',
  'reproduction.calc.drawingCopy': 'Cópia',
  'reproduction.calc.enterSize': 'Escolha um item e indique o tamanho pretendido.',
  'reproduction.bank.bnu': 'Banco Nacional Ultramarino (BNU)',
  'reproduction.bank.boc': 'Banco da China, Sucursal de Macau',
  'reproduction.mop': 'MOP {value}',
  'reproduction.step.applicant': 'Requerente',
  'reproduction.step.items': 'Notas e moedas',
  'reproduction.step.product': 'Produto final e anexos',
  'reproduction.step.check': 'Verificar e declarar',
  'reproduction.applicantName': 'Requerente (pessoa ou entidade)',
  'reproduction.contactPerson': 'Pessoa de contacto',
  'reproduction.email': 'Correio electrónico',
  'reproduction.areaCode': 'Indicativo',
  'reproduction.phone': 'Telefone',
  'reproduction.purpose': 'Finalidade',
  'reproduction.purpose.teaching': 'Material didáctico',
  'reproduction.purpose.other': 'Outra (especifique)',
  'reproduction.purposeOther': 'Outra finalidade',
  'reproduction.banknotes': 'Notas a reproduzir',
  'reproduction.coins': 'Moedas a reproduzir',
  'reproduction.addBanknote': 'Adicionar nota',
  'reproduction.addCoin': 'Adicionar moeda',
  'reproduction.removeLine': 'Remover {line}',
  'reproduction.lineN': '{kind} {n}',
  'reproduction.quantity': 'Quantidade',
  'reproduction.sides': 'Faces impressas',
  'reproduction.sides.single': 'Uma face',
  'reproduction.sides.double': 'Duas faces',
  'reproduction.other': 'Outros',
  'reproduction.total': 'Total de cópias: {total}',
  'reproduction.finished': 'Produto final',
  'reproduction.finished.same': 'Igual à amostra enviada',
  'reproduction.finished.different': 'Diferente da amostra (descreva)',
  'reproduction.finishedText': 'Diferenças do produto final',
  'reproduction.finishedSize': 'Tamanho previsto (facultativo)',
  'reproduction.finishedSizeHint': 'Com um tamanho, cada nota e moeda é verificada como nas calculadoras.',
  'reproduction.attachments': 'Amostras ou desenhos (anexos)',
  'reproduction.attachmentsHint': 'No máximo 5 MB cada; nomes só com letras inglesas, dígitos, sublinhado e hífen.',
  'reproduction.declaration': 'Concordo com a declaração do requerente',
  'reproduction.undertaking': 'Concordo com o compromisso do requerente',
  'reproduction.sizeRefused': 'Tamanho não permitido para pelo menos uma nota ou moeda: a área tem de ser inferior a 80% ou superior a 120%.',
  'reproduction.confirmTitle': 'Pedido recebido',
  'reproduction.confirmBody': 'Enviámos uma confirmação com uma cópia em PDF para {email}.',
  'reproduction.failed': 'Não foi possível enviar o pedido. Tente de novo.',
  'reproduction.choose': 'Escolha…',
  'reproduction.title': 'Pedido de reprodução ou imitação de notas e moedas',
  'reproduction.mailBody': 'Obrigado. Recebemos o seu pedido com a referência {reference}; segue em anexo uma cópia em PDF.',
  'reproduction.noLines': 'Nenhuma',
  'reproduction.kind.banknote': 'Nota',
  'reproduction.kind.coin': 'Moeda',
  'reproduction.letter.approved.title': 'Autorização do pedido de reprodução de notas e moedas',
  'reproduction.letter.refused.title': 'Decisão sobre o pedido de reprodução de notas e moedas',
  'reproduction.letter.date': 'Macau, {date}',
  'reproduction.letter.to': 'A: {name} (ao cuidado de {contact})',
  'reproduction.letter.reference': 'Nossa referência: {reference}',
  'reproduction.letter.approved.body': 'Analisado o seu pedido {reference}, recebido em {date}, a Autoridade Monetária de Macau autoriza a reprodução das notas e moedas abaixo indicadas, nas condições constantes desta carta. Todas as cópias devem respeitar as dimensões indicadas no pedido e ostentar a palavra SPECIMEN quando as regras o exigem.',
  'reproduction.letter.refused.body': 'Analisado o seu pedido {reference}, recebido em {date}, a Autoridade Monetária de Macau não pode autorizar a reprodução pedida, pelas razões abaixo indicadas. Pode apresentar um novo pedido que as tenha em conta.',
  'reproduction.letter.items': 'Itens pedidos',
  'reproduction.letter.approved.notes': 'Condições',
  'reproduction.letter.refused.notes': 'Razões',
  'reproduction.letter.signature': 'Autoridade Monetária de Macau',
  'reproduction.decision.subject': 'O seu pedido {reference}: decisão',
  'reproduction.decision.body': 'A Autoridade Monetária de Macau decidiu sobre o seu pedido {reference}. A decisão consta da carta em anexo; conserve-a com os seus registos.',
  'reproduction.info.subject': 'O seu pedido {reference}: informação necessária',
  'reproduction.info.opening': 'Para prosseguir a análise do seu pedido {reference}, precisamos da informação indicada abaixo. Responda a esta mensagem indicando a referência.',
  'reproduction.staff.stale': 'Outra pessoa alterou este pedido depois de o abrir. Recarregue-o e tente de novo.',
  'reproduction.staff.decided': 'Este pedido já foi decidido.',
};

/** The reproduction feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const reproductionText = defineCatalogue({ en, zhHant, zhHans, pt });
