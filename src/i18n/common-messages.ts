/**
 * Shared interface text that belongs to no one feature: API errors and the field errors of validation, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Any server code may
 * speak through `commonText`; src/features/messages.ts composes it with the features'. See src/i18n/README.md.
 */
import { defineCatalogue } from './catalogue.ts';
import type { SourceMessages, Translations } from './types.ts';

export const en = {
  /** API error envelope and error page text for a request that is not valid (HTTP 400); no placeholders. */
  'error.badRequest': 'The request is not valid.',
  /** API error for one bad query/body parameter (errors.ts, api.ts); {field} is the parameter name, {reason} the validation message. */
  'error.invalidParameter': 'Invalid parameter “{field}”: {reason}',
  /** API error envelope text when the requested resource does not exist (HTTP 404). */
  'error.notFound': 'The requested resource was not found.',
  /** API error when an API route is called with a wrong HTTP method (405); {method} is the method used, e.g. PUT. */
  'error.methodNotAllowed': 'The method {method} is not allowed here.',
  /** API error for an unexpected server failure (500); asks the user to try again later. */
  'error.internal': 'Something went wrong on our side. Please try again later.',
  /** API error when a service is temporarily down (503); also shown by the captcha field when validation fails for another reason. */
  'error.unavailable': 'The service is temporarily unavailable.',
  /** API error for rate limiting (429); also shown under the captcha field after too many wrong codes. */
  'error.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  /** Wrong verification code: API error 40300, captcha field error and register search error. */
  'error.verificationCode': 'Verification code error.',
  /** Title of the red error toast (SPEC §8) in the news list and register search islands. */
  'error.noticeTitle': 'Error notice',
  /** Link back to the home page on the plain error page of a refused request (src/server/http/guard.ts); same text as the 404 page's link. */
  'error.backHome': 'Back to the home page',
  /** Form/API field error: the field is mandatory (zod-issues.ts). */
  'validation.required': 'Required',
  /** Form/API field error: the value has the wrong format (zod-issues.ts, api.ts). */
  'validation.format': 'Incorrect format',
  /** Form/API field error: the value holds an invisible control character (BEL, ESC…; tab and line breaks only in multi-line fields), src/lib/control-characters.ts. */
  'validation.controlCharacters': 'Contains invisible control characters (for example from pasted text); please remove them and try again.',
  /** Form/API field error: the value must be a number (zod-issues.ts). */
  'validation.number': 'Please enter a number',
  /** Form/API field error for a too short text; {min} is the minimum number of characters. */
  'validation.tooShort': 'Must be at least {min} characters',
  /** Form/API field error for a too long text; {max} is the maximum number of characters. */
  'validation.tooLong': 'Must be at most {max} characters',
  /** Form/API field error for a value outside a list; {values} is the comma-separated list of allowed values. */
  'validation.unknownValue': 'Must be one of: {values}',
  /** Form summary message when mandatory fields are empty (SPEC §5); for the forms being built. Not used in code yet. */
  'validation.mandatoryFields': 'Please fill in the mandatory fields.',
  /** API error message in the envelope: “This request was already sent with different content. Please start a new submission.” */
  'error.conflict': 'This request was already sent with different content. Please start a new submission.',
  /** API error message in the envelope: “The request is too large.” */
  'error.payloadTooLarge': 'The request is too large.',
  /** Answer (API envelope or error page, HTTP 408) when a request's body stopped arriving and the server closed the connection: “The request took too long to arrive. Please try again.” */
  'error.requestTimeout': 'The request took too long to arrive. Please try again.',
  /** API error message in the envelope: “This kind of request body is not accepted here.” */
  'error.unsupportedMediaType': 'This kind of request body is not accepted here.',
  /** Answer (API envelope or error page) to a form sent from another site: “This request came from another site and was refused.” */
  'error.crossSite': 'This request came from another site and was refused.',
  /** API error (401) when a staff call comes without a valid session: never signed in, signed out, or expired. */
  'error.signInRequired': 'Please sign in to continue.',
  /** API error (403) when the person signed in does not hold the permission a staff call needs. */
  'error.forbidden': 'You do not have permission to do this.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'error.badRequest': '請求無效。',
  'error.invalidParameter': '參數「{field}」無效：{reason}',
  'error.notFound': '找不到所要求的資源。',
  'error.methodNotAllowed': '此處不接受 {method} 方法。',
  'error.internal': '系統發生錯誤，請稍後再試。',
  'error.unavailable': '服務暫時無法使用。',
  'error.tooManyRequests': '請求過於頻繁，請稍候再試。',
  'error.verificationCode': '驗證碼錯誤。',
  'error.noticeTitle': '錯誤提示',
  'error.backHome': '返回首頁',
  'validation.required': '必填',
  'validation.format': '格式不正確',
  'validation.controlCharacters': '含有不可見的控制字元（例如從其他地方貼上的文字），請刪除後再試。',
  'validation.number': '請輸入數字',
  'validation.tooShort': '最少須 {min} 個字元',
  'validation.tooLong': '最多 {max} 個字元',
  'validation.unknownValue': '必須為以下其中之一：{values}',
  'validation.mandatoryFields': '請填寫必填欄位。',
  'error.conflict': '此請求已以不同內容提交，請重新填寫。',
  'error.payloadTooLarge': '請求內容過大。',
  'error.requestTimeout': '請求傳送逾時，請再試一次。',
  'error.unsupportedMediaType': '不接受此類請求內容。',
  'error.crossSite': '此請求來自其他網站，已被拒絕。',
  'error.signInRequired': '請先登入。',
  'error.forbidden': '您沒有執行此操作的權限。',
};

export const zhHans: Translations<typeof en> = {
  'error.badRequest': '请求无效。',
  'error.invalidParameter': '参数“{field}”无效：{reason}',
  'error.notFound': '找不到所要求的资源。',
  'error.methodNotAllowed': '此处不接受 {method} 方法。',
  'error.internal': '系统发生错误，请稍后再试。',
  'error.unavailable': '服务暂时无法使用。',
  'error.tooManyRequests': '请求过于频繁，请稍候再试。',
  'error.verificationCode': '验证码错误。',
  'error.noticeTitle': '错误提示',
  'error.backHome': '返回首页',
  'validation.required': '必填',
  'validation.format': '格式不正确',
  'validation.controlCharacters': '含有不可见的控制字符（例如从其他地方粘贴的文字），请删除后再试。',
  'validation.number': '请输入数字',
  'validation.tooShort': '最少须 {min} 个字符',
  'validation.tooLong': '最多 {max} 个字符',
  'validation.unknownValue': '必须为以下其中之一：{values}',
  'validation.mandatoryFields': '请填写必填栏位。',
  'error.conflict': '此请求已以不同内容提交，请重新填写。',
  'error.payloadTooLarge': '请求内容过大。',
  'error.requestTimeout': '请求传送超时，请再试一次。',
  'error.unsupportedMediaType': '不接受此类请求内容。',
  'error.crossSite': '此请求来自其他网站，已被拒绝。',
  'error.signInRequired': '请先登录。',
  'error.forbidden': '您没有执行此操作的权限。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'error.badRequest': 'O pedido não é válido.',
  'error.invalidParameter': 'Parâmetro «{field}» inválido: {reason}',
  'error.notFound': 'O recurso pedido não foi encontrado.',
  'error.methodNotAllowed': 'O método {method} não é permitido aqui.',
  'error.internal': 'Ocorreu um erro. Por favor, tente mais tarde.',
  'error.unavailable': 'O serviço está temporariamente indisponível.',
  'error.tooManyRequests': 'Demasiados pedidos. Aguarde um momento e tente novamente.',
  'error.verificationCode': 'Erro no código de verificação.',
  'error.noticeTitle': 'Aviso de erro',
  'error.backHome': 'Voltar à página inicial',
  'validation.required': 'Obrigatório',
  'validation.format': 'Formato incorrecto',
  'validation.controlCharacters': 'Contém caracteres de controlo invisíveis (por exemplo, de texto colado); apague-os e tente de novo.',
  'validation.number': 'Introduza um número',
  'validation.tooShort': 'Deve ter pelo menos {min} caracteres',
  'validation.tooLong': 'Deve ter no máximo {max} caracteres',
  'validation.unknownValue': 'Deve ser um destes valores: {values}',
  'validation.mandatoryFields': 'Por favor, preencha os campos obrigatórios.',
  'error.conflict': 'Este pedido já foi enviado com outro conteúdo. Inicie uma nova submissão.',
  'error.payloadTooLarge': 'O pedido é demasiado grande.',
  'error.requestTimeout': 'O pedido demorou demasiado a chegar. Tente novamente.',
  'error.unsupportedMediaType': 'Este tipo de conteúdo não é aceite aqui.',
  'error.crossSite': 'Este pedido veio de outro sítio e foi recusado.',
  'error.signInRequired': 'Inicie sessão para continuar.',
  'error.forbidden': 'Não tem permissão para fazer isto.',
};

/** The shared catalogue (`error.`, `validation.`): any server code may speak through it (src/i18n/catalogue.ts). */
export const commonText = defineCatalogue({ en, zhHant, zhHans, pt });
