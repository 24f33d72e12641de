/**
 * The privacy feature's server messages (back office refusals), in the four languages.
 * `en` is the source of truth; zh-hant and zh-hans hold every key; pt may leave keys
 * out. Composed with the other features' by src/features/messages.ts.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Back office, retention periods: a period outside 1 to 7300 days. */
  'privacy.days': 'Enter a number of days from 1 to 7300.',
  /** Back office, retention periods: saved by someone else after this person opened them. */
  'privacy.stale': 'Someone else changed the retention periods after you opened them. Reload the page and make your change again.',
  /** Back office, subject access request: what was typed is neither an e-mail address nor a phone number. */
  'privacy.subject': 'Enter one e-mail address or one phone number.',
  /** Back office, subject access request: the export's link is older than an hour or someone else's. */
  'privacy.expired': 'This export is no longer available. Make the request again.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'privacy.days': '請輸入 1 至 7300 之間的日數。',
  'privacy.stale': '您開啟保存期限後，另一位同事已作出修改。請重新載入頁面，然後再次作出您的修改。',
  'privacy.subject': '請輸入一個電郵地址或一個電話號碼。',
  'privacy.expired': '此匯出檔案已無法下載，請重新提出要求。',
};

export const zhHans: Translations<typeof en> = {
  'privacy.days': '请输入 1 至 7300 之间的日数。',
  'privacy.stale': '您打开保存期限后，另一位同事已作出修改。请重新加载页面，然后再次作出您的修改。',
  'privacy.subject': '请输入一个电邮地址或一个电话号码。',
  'privacy.expired': '此导出文件已无法下载，请重新提出要求。',
};

export const pt: Partial<Translations<typeof en>> = {
  'privacy.days': 'Introduza um número de dias entre 1 e 7300.',
  'privacy.stale': 'Outra pessoa alterou os prazos de conservação depois de os abrir. Recarregue a página e volte a fazer a sua alteração.',
  'privacy.subject': 'Introduza um endereço de correio electrónico ou um número de telefone.',
  'privacy.expired': 'Esta exportação já não está disponível. Faça o pedido de novo.',
};

/** The privacy feature's catalogue. */
export const privacyText = defineCatalogue({ en, zhHant, zhHans, pt });
