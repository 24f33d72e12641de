/**
 * The interface text of the forms feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Enter correct email address” */
  'form.email': 'Enter correct email address',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Please input the correct mobile phone number (8 digits starting with 6)” */
  'form.mobile': 'Please input the correct mobile phone number (8 digits starting with 6)',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Please input the correct local phone number” */
  'form.phone': 'Please input the correct local phone number',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Identity card format incorrect. Please enter a valid ID number” */
  'form.idNumber': 'Identity card format incorrect. Please enter a valid ID number',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Chinese name must be Chinese” */
  'form.chinese': 'Chinese name must be Chinese',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Foreign name must be English” */
  'form.english': 'Foreign name must be English',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Must start with http:// or https://” */
  'form.link': 'Must start with http:// or https://',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Password must be 8 to 20 characters (letters, digits and symbols)” */
  'form.password': 'Password must be 8 to 20 characters (letters, digits and symbols)',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “No spaces allowed” */
  'form.noSpaces': 'No spaces allowed',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Must upload” */
  'form.mustUpload': 'Must upload',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “Please enter a valid time” */
  'form.time': 'Please enter a valid time',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “The two inputs must match” */
  'form.mustMatch': 'The two inputs must match',
  /** Form validation message (forms/validation.ts, SPEC §5), under the field and in the error summary: “The address must be at least 5 characters” */
  'form.addressTooShort': 'The address must be at least 5 characters',
  /** Form kit (forms/ui), shown on every public form: “There is a problem” */
  'form.errorSummaryTitle': 'There is a problem',
  /** Form kit (forms/ui), shown on every public form: “(optional)” */
  'form.optional': '(optional)',
  /** Form kit (forms/ui), shown on every public form: “Change” */
  'form.change': 'Change',
  /** Form kit (forms/ui), shown on every public form: “Check your answers” */
  'form.checkAnswersTitle': 'Check your answers',
  /** Form kit (forms/ui), shown on every public form: “Step {step} of {total}” */
  'form.stepOf': 'Step {step} of {total}',
  /** Form kit (forms/ui), shown on every public form: “Your reference number” */
  'form.referenceNumber': 'Your reference number',
  /** Form kit (forms/ui), shown on every public form: “Submit” */
  'form.submit': 'Submit',
  /** Form kit (forms/ui), shown on every public form: “Continue” */
  'form.continue': 'Continue',
  /** Form kit (forms/ui), shown on every public form: “Back” */
  'form.back': 'Back',
  /** Upload refused (forms/uploads.ts), one per rejected file: “The file “{name}” is larger than {max} MB.” */
  'forms.upload.tooLarge': 'The file “{name}” is larger than {max} MB.',
  /** Upload refused (forms/uploads.ts), one per rejected file: “The attachments together are larger than {max} MB.” */
  'forms.upload.totalTooLarge': 'The attachments together are larger than {max} MB.',
  /** Upload refused (forms/uploads.ts), one per rejected file: “At most {max} files can be attached.” */
  'forms.upload.tooMany': 'At most {max} files can be attached.',
  /** Upload refused (forms/uploads.ts), one per rejected file: “The file “{name}” is not of an allowed type ({values}).” */
  'forms.upload.badType': 'The file “{name}” is not of an allowed type ({values}).',
  /** Upload refused (forms/uploads.ts), one per rejected file: “The content of “{name}” does not match its extension.” */
  'forms.upload.mismatch': 'The content of “{name}” does not match its extension.',
  /** Upload refusal: a file sent under a field that takes no files (API callers); {name} is the file name. */
  'forms.upload.wrongField': 'The file “{name}” was not sent as an attachment: only the attachments field takes files.',
  /** Upload refusal: a PDF that runs JavaScript or opens programs or actions by itself; {name} is the file name. */
  'forms.upload.pdfActive': 'The PDF “{name}” contains JavaScript or actions that run by themselves. Please send a plain PDF (for example printed again to PDF).',
  /** Upload refusal: a PDF that could not be checked (encrypted, damaged or unusual compression); {name} is the file name. */
  'forms.upload.pdfUnreadable': 'The PDF “{name}” could not be checked (it may be password-protected or damaged). Please send an unprotected copy.',
  /** Upload refusal: an archive or Office file that expands too much (a "zip bomb"); {name} is the file name. */
  'forms.upload.archiveTooLarge': 'The file “{name}” expands to more than 100 times its size or more than 100 MB. Please send the files themselves or a smaller archive.',
  /** Upload refusal: an archive or Office file that could not be opened to check it; {name} is the file name. */
  'forms.upload.archiveUnreadable': 'The file “{name}” could not be opened to check it (it may be encrypted or damaged).',
  /** Upload refused (forms/uploads.ts), one per rejected file: “Attachment name invalid: “{name}”. Use only English letters, digits, underscore and hyphen, with one extension.” */
  'forms.upload.badName': 'Attachment name invalid: “{name}”. Use only English letters, digits, underscore and hyphen, with one extension.',
  /** Upload refused (forms/uploads.ts), one per rejected file: “The file “{name}” is empty.” */
  'forms.upload.empty': 'The file “{name}” is empty.',
  /** Upload refused (forms/uploads.ts), one per rejected file: “Duplicate file upload: “{name}”.” */
  'forms.upload.duplicate': 'Duplicate file upload: “{name}”.',
  /** Upload refused (forms/uploads.ts), one per rejected file: “The upload could not be read completely. Please try again.” */
  'forms.upload.malformed': 'The upload could not be read completely. Please try again.',
  /** Acknowledgement e-mail of a form submission (mail/renderMail): “Submission received: {title}” */
  'forms.receiptSubject': 'Submission received: {title}',
  /** Acknowledgement e-mail of a form submission (mail/renderMail): “Thank you. We have received your submission. Your reference number is {title}; please quote it whenever you contact us.” */
  'forms.receiptBody': 'Thank you. We have received your submission. Your reference number is {title}; please quote it whenever you contact us.',
  /** Acknowledgement e-mail of a form submission (mail/renderMail): “Reference number” */
  'forms.referenceLabel': 'Reference number',
  /** PDF copy of a submission (forms/copy-pdf.ts): “Submitted on {date} (Macao time)” */
  'forms.copy.submittedOn': 'Submitted on {date} (Macao time)',
  /** PDF copy of a submission (forms/copy-pdf.ts), under the title: “This is a copy of what you submitted. Please keep it and quote the reference number when you contact us.” */
  'forms.copy.notice': 'This is a copy of what you submitted. Please keep it and quote the reference number when you contact us.',
  /** PDF copy of a submission (forms/copy-pdf.ts), page footer: “Page {page} of {pages}” */
  'forms.copy.page': 'Page {page} of {pages}',
  /** PDF copy of a submission (forms/copy-pdf.ts), heading of the list of attached files: “Attachments” */
  'forms.copy.attachments': 'Attachments',
  /** Form kit attachments field (forms/ui/AttachmentsField.tsx): button removing a chosen file; {name} is the file name */
  'forms.upload.remove': 'Remove {name}',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'form.email': '請輸入正確的電郵地址',
  'form.mobile': '請輸入正確的手提電話號碼（以 6 開頭的 8 位數字）',
  'form.phone': '請輸入正確的本地電話號碼',
  'form.idNumber': '身份證格式不正確，請輸入有效的身份證號碼',
  'form.chinese': '中文姓名必須為中文',
  'form.english': '外文姓名必須為英文',
  'form.link': '必須以 http:// 或 https:// 開頭',
  'form.password': '密碼必須為 8 至 20 個字元（字母、數字及符號）',
  'form.noSpaces': '不可包含空格',
  'form.mustUpload': '必須上載',
  'form.time': '請輸入有效的時間',
  'form.mustMatch': '兩次輸入必須一致',
  'form.addressTooShort': '地址最少須 5 個字元',
  'form.errorSummaryTitle': '提交的資料有問題',
  'form.optional': '（選填）',
  'form.change': '更改',
  'form.checkAnswersTitle': '核對資料',
  'form.stepOf': '第 {step} 步，共 {total} 步',
  'form.referenceNumber': '你的參考編號',
  'form.submit': '提交',
  'form.continue': '繼續',
  'form.back': '返回',
  'forms.upload.tooLarge': '檔案「{name}」超過 {max} MB。',
  'forms.upload.totalTooLarge': '附件合共超過 {max} MB。',
  'forms.upload.tooMany': '最多只可上載 {max} 個檔案。',
  'forms.upload.badType': '檔案「{name}」的類型不獲接受（{values}）。',
  'forms.upload.mismatch': '檔案「{name}」的內容與其副檔名不符。',
  'forms.upload.wrongField': '檔案「{name}」不是以附件方式上載：只有附件欄位可以上載檔案。',
  'forms.upload.pdfActive': 'PDF 檔案「{name}」含有 JavaScript 或會自動執行的動作，請上載普通的 PDF（例如重新列印為 PDF）。',
  'forms.upload.pdfUnreadable': '無法檢查 PDF 檔案「{name}」（可能設有密碼保護或已損壞），請上載沒有保護的副本。',
  'forms.upload.archiveTooLarge': '檔案「{name}」解壓後超過其大小的 100 倍或超過 100 MB，請直接上載有關檔案或較小的壓縮檔。',
  'forms.upload.archiveUnreadable': '無法開啟檔案「{name}」進行檢查（可能已加密或損壞）。',
  'forms.upload.badName': '附件名稱無效：「{name}」。只可使用英文字母、數字、底線及連字號，並只有一個副檔名。',
  'forms.upload.empty': '檔案「{name}」是空的。',
  'forms.upload.duplicate': '重複上載檔案：「{name}」。',
  'forms.upload.malformed': '未能完整讀取上載內容，請再試一次。',
  'forms.receiptSubject': '已收到申請：{title}',
  'forms.receiptBody': '謝謝，我們已收到您提交的資料。您的編號為 {title}，聯絡我們時請提供此編號。',
  'forms.referenceLabel': '編號',
  'forms.copy.submittedOn': '提交時間：{date}（澳門時間）',
  'forms.copy.notice': '此為閣下所提交資料的副本，請妥為保存，聯絡本局時請提供編號。',
  'forms.copy.page': '第 {page} 頁，共 {pages} 頁',
  'forms.copy.attachments': '附件',
  'forms.upload.remove': '移除 {name}',
};

export const zhHans: Translations<typeof en> = {
  'form.email': '请输入正确的电邮地址',
  'form.mobile': '请输入正确的手提电话号码（以 6 开头的 8 位数字）',
  'form.phone': '请输入正确的本地电话号码',
  'form.idNumber': '身份证格式不正确，请输入有效的身份证号码',
  'form.chinese': '中文姓名必须为中文',
  'form.english': '外文姓名必须为英文',
  'form.link': '必须以 http:// 或 https:// 开头',
  'form.password': '密码必须为 8 至 20 个字符（字母、数字及符号）',
  'form.noSpaces': '不可包含空格',
  'form.mustUpload': '必须上载',
  'form.time': '请输入有效的时间',
  'form.mustMatch': '两次输入必须一致',
  'form.addressTooShort': '地址最少须 5 个字符',
  'form.errorSummaryTitle': '提交的资料有问题',
  'form.optional': '（选填）',
  'form.change': '更改',
  'form.checkAnswersTitle': '核对资料',
  'form.stepOf': '第 {step} 步，共 {total} 步',
  'form.referenceNumber': '你的参考编号',
  'form.submit': '提交',
  'form.continue': '继续',
  'form.back': '返回',
  'forms.upload.tooLarge': '文件“{name}”超过 {max} MB。',
  'forms.upload.totalTooLarge': '附件合共超过 {max} MB。',
  'forms.upload.tooMany': '最多只可上载 {max} 个文件。',
  'forms.upload.badType': '文件“{name}”的类型不获接受（{values}）。',
  'forms.upload.mismatch': '文件“{name}”的内容与其扩展名不符。',
  'forms.upload.wrongField': '文件“{name}”不是以附件方式上传：只有附件栏位可以上传文件。',
  'forms.upload.pdfActive': 'PDF 文件“{name}”含有 JavaScript 或会自动执行的动作，请上传普通的 PDF（例如重新打印为 PDF）。',
  'forms.upload.pdfUnreadable': '无法检查 PDF 文件“{name}”（可能设有密码保护或已损坏），请上传没有保护的副本。',
  'forms.upload.archiveTooLarge': '文件“{name}”解压后超过其大小的 100 倍或超过 100 MB，请直接上传有关文件或较小的压缩文件。',
  'forms.upload.archiveUnreadable': '无法打开文件“{name}”进行检查（可能已加密或损坏）。',
  'forms.upload.badName': '附件名称无效：“{name}”。只可使用英文字母、数字、下划线及连字号，并只有一个扩展名。',
  'forms.upload.empty': '文件“{name}”是空的。',
  'forms.upload.duplicate': '重复上载文件：“{name}”。',
  'forms.upload.malformed': '未能完整读取上载内容，请再试一次。',
  'forms.receiptSubject': '已收到申请：{title}',
  'forms.receiptBody': '谢谢，我们已收到您提交的资料。您的编号为 {title}，联络我们时请提供此编号。',
  'forms.referenceLabel': '编号',
  'forms.copy.submittedOn': '提交时间：{date}（澳门时间）',
  'forms.copy.notice': '此为阁下所提交资料的副本，请妥为保存，联络本局时请提供编号。',
  'forms.copy.page': '第 {page} 页，共 {pages} 页',
  'forms.copy.attachments': '附件',
  'forms.upload.remove': '移除 {name}',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'form.email': 'Introduza um endereço de correio electrónico correcto',
  'form.mobile': 'Introduza um número de telemóvel correcto (8 dígitos, começando por 6)',
  'form.phone': 'Introduza um número de telefone local correcto',
  'form.idNumber': 'Formato do documento de identificação incorrecto. Introduza um número válido',
  'form.chinese': 'O nome chinês deve ser escrito em chinês',
  'form.english': 'O nome estrangeiro deve ser escrito em caracteres latinos',
  'form.link': 'Tem de começar por http:// ou https://',
  'form.password': 'A palavra-passe deve ter 8 a 20 caracteres (letras, dígitos e símbolos)',
  'form.noSpaces': 'Não são permitidos espaços',
  'form.mustUpload': 'Tem de carregar um ficheiro',
  'form.time': 'Introduza uma hora válida',
  'form.mustMatch': 'Os dois valores têm de coincidir',
  'form.addressTooShort': 'O endereço deve ter pelo menos 5 caracteres',
  'form.errorSummaryTitle': 'Existe um problema',
  'form.optional': '(facultativo)',
  'form.change': 'Alterar',
  'form.checkAnswersTitle': 'Verifique as suas respostas',
  'form.stepOf': 'Passo {step} de {total}',
  'form.referenceNumber': 'O seu número de referência',
  'form.submit': 'Submeter',
  'form.continue': 'Continuar',
  'form.back': 'Voltar',
  'forms.upload.tooLarge': 'O ficheiro «{name}» excede {max} MB.',
  'forms.upload.totalTooLarge': 'Os anexos excedem, no total, {max} MB.',
  'forms.upload.tooMany': 'Pode anexar no máximo {max} ficheiros.',
  'forms.upload.badType': 'O ficheiro «{name}» não é de um tipo permitido ({values}).',
  'forms.upload.mismatch': 'O conteúdo de «{name}» não corresponde à sua extensão.',
  'forms.upload.wrongField': 'O ficheiro «{name}» não foi enviado como anexo: só o campo de anexos aceita ficheiros.',
  'forms.upload.pdfActive': 'O PDF «{name}» contém JavaScript ou acções que se executam sozinhas. Envie um PDF simples (por exemplo, impresso de novo para PDF).',
  'forms.upload.pdfUnreadable': 'Não foi possível verificar o PDF «{name}» (pode estar protegido por senha ou danificado). Envie uma cópia sem protecção.',
  'forms.upload.archiveTooLarge': 'O ficheiro «{name}» descomprime para mais de 100 vezes o seu tamanho ou mais de 100 MB. Envie os próprios ficheiros ou um arquivo menor.',
  'forms.upload.archiveUnreadable': 'Não foi possível abrir o ficheiro «{name}» para o verificar (pode estar cifrado ou danificado).',
  'forms.upload.badName': 'Nome do anexo inválido: «{name}». Use apenas letras inglesas, algarismos, sublinhado e hífen, com uma extensão.',
  'forms.upload.empty': 'O ficheiro «{name}» está vazio.',
  'forms.upload.duplicate': 'Ficheiro carregado em duplicado: «{name}».',
  'forms.upload.malformed': 'Não foi possível ler o carregamento completo. Tente novamente.',
  'forms.receiptSubject': 'Submissão recebida: {title}',
  'forms.receiptBody': 'Obrigado. Recebemos a sua submissão. O seu número de referência é {title}; indique-o sempre que nos contactar.',
  'forms.referenceLabel': 'Número de referência',
  'forms.copy.submittedOn': 'Submetido em {date} (hora de Macau)',
  'forms.copy.notice': 'Esta é uma cópia do que submeteu. Guarde-a e indique o número de referência quando nos contactar.',
  'forms.copy.page': 'Página {page} de {pages}',
  'forms.copy.attachments': 'Anexos',
  'forms.upload.remove': 'Retirar {name}',
};

/** The forms feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const formsText = defineCatalogue({ en, zhHant, zhHans, pt });
