/** What the back office's bond record form says when a value is refused (zh-hant, zh-hans, en, pt). */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** An ISIN not of the form two letters, nine letters or digits, one digit. */
  'bondEdit.isinFormat': 'Enter the ISIN as 12 characters: two letters for the country, nine letters or digits, and a check digit (for example MO0230012345).',
  /** An ISIN whose last digit is not its check digit (ISO 6166). */
  'bondEdit.isinCheckDigit': 'The check digit of this ISIN is wrong: check each character against the issuer’s documents.',
  /** Value date before the issue date. */
  'bondEdit.valueBeforeIssue': 'The value date cannot be before the issue date.',
  /** Maturity on or before the value date. */
  'bondEdit.maturityBeforeValue': 'The maturity date must be after the value date.',
  /** A rating without its agency, or an agency without a rating. */
  'bondEdit.ratingPair': 'Give the rating and its agency together, or neither.',
  /** Another bond record has this ISIN or bond number. */
  'bondEdit.taken': 'Another bond record already has this ISIN or bond number.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'bondEdit.isinFormat': '國際證券識別編碼須為 12 個字元：兩個字母代表國家或地區，其後九個字母或數字，最後一個校驗數字（例如 MO0230012345）。',
  'bondEdit.isinCheckDigit': '此國際證券識別編碼的校驗數字不正確，請與發行人文件逐一核對各字元。',
  'bondEdit.valueBeforeIssue': '起息日不得早於發行日。',
  'bondEdit.maturityBeforeValue': '到期日須在起息日之後。',
  'bondEdit.ratingPair': '評級及評級機構須同時填寫或同時留空。',
  'bondEdit.taken': '已有另一項債券記錄使用此國際證券識別編碼或債券編號。',
};

export const zhHans: Translations<typeof en> = {
  'bondEdit.isinFormat': '国际证券识别编码须为 12 个字符：两个字母代表国家或地区，其后九个字母或数字，最后一个校验数字（例如 MO0230012345）。',
  'bondEdit.isinCheckDigit': '此国际证券识别编码的校验数字不正确，请与发行人文件逐一核对各字符。',
  'bondEdit.valueBeforeIssue': '起息日不得早于发行日。',
  'bondEdit.maturityBeforeValue': '到期日须在起息日之后。',
  'bondEdit.ratingPair': '评级及评级机构须同时填写或同时留空。',
  'bondEdit.taken': '已有另一项债券记录使用此国际证券识别编码或债券编号。',
};

export const pt: Partial<Translations<typeof en>> = {
  'bondEdit.isinFormat': 'Indique o ISIN com 12 caracteres: duas letras do país, nove letras ou algarismos e um dígito de controlo (por exemplo MO0230012345).',
  'bondEdit.isinCheckDigit': 'O dígito de controlo deste ISIN está errado: confira cada carácter com os documentos do emitente.',
  'bondEdit.valueBeforeIssue': 'A data-valor não pode ser anterior à data de emissão.',
  'bondEdit.maturityBeforeValue': 'A data de vencimento tem de ser posterior à data-valor.',
  'bondEdit.ratingPair': 'Indique a notação e a agência em conjunto, ou nenhuma delas.',
  'bondEdit.taken': 'Já existe outro registo de obrigações com este ISIN ou número.',
};

/** The bond record form's catalogue (src/i18n/catalogue.ts). */
export const bondEditText = defineCatalogue({ en, zhHant, zhHans, pt });
