/**
 * The text of the back office's register imports that the server says: what is wrong
 * with a line of the file (keys `registerImport.issue.<code>`, see ISSUE_CODES in
 * import.ts) and why a decision is refused. `en` is the source; `{column}` is the
 * column's key in the file layout (README, "The register file").
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** The file has no rows at all. */
  'registerImport.issue.empty': 'The file is empty.',
  /** The file is neither readable CSV nor XLSX. */
  'registerImport.issue.unreadable': 'The file cannot be read as CSV (UTF-8) or XLSX.',
  /** A line has the wrong number of columns; {expected}, {found}: counts. */
  'registerImport.issue.columns': 'The line has {found} columns; the register file has {expected}.',
  /** A required cell is empty. */
  'registerImport.issue.required': 'This column must be filled in.',
  /** A cell that should be a date is not; {value}: the text found. */
  'registerImport.issue.date': '“{value}” is not a date in the form YYYY-MM-DD.',
  /** An unknown cancellation reason; {value}: the text found; {allowed}: the codes allowed. */
  'registerImport.issue.reason': '“{value}” is not a cancellation reason (one of {allowed}).',
  /** An unknown insurer code; {value}: the code. */
  'registerImport.issue.insurer': '“{value}” is not the code of an insurer or pension fund manager.',
  /** The register number is not a positive whole number; {value}: the text found. */
  'registerImport.issue.number': '“{value}” is not a positive whole number.',
  /** A malformed licence number; {value}: the text found. */
  'registerImport.issue.licence': '“{value}” is not a licence number (for example APS-00123/19).',
  /** A licence number that appears twice; {value}: the number; {other}: the line of its first appearance. */
  'registerImport.issue.duplicate': 'The licence number {value} is already on line {other}.',
  /** An unknown category; {value}: the text found; {allowed}: the categories. */
  'registerImport.issue.category': '“{value}” is not a licence category (one of {allowed}).',
  /** The category does not match the licence number; {value}: the category; {licenceNo}: the number. */
  'registerImport.issue.categoryMismatch': 'The category {value} does not match the licence number {licenceNo}.',
  /** An unknown status; {value}: the text found; {allowed}: the statuses. */
  'registerImport.issue.status': '“{value}” is not a licence status (one of {allowed}).',
  /** The "cancelled in the period" cell is not Y or N; {value}: the text found. */
  'registerImport.issue.yesNo': 'Enter Y or N, not “{value}”.',
  /** A website that is not a web address; {value}: the text found. */
  'registerImport.issue.website': '“{value}” must begin with http:// or https://.',
  /** Only one date of a period is given. */
  'registerImport.issue.period': 'A period needs both its start and end dates.',
  /** Neither a life nor a general validity date. */
  'registerImport.issue.validity': 'A licence needs a validity date for life or for general insurance.',
  /** The file has a header but no records. */
  'registerImport.issue.noRecords': 'The file has no records after its header line.',
  /** Where an issue is; {line}: line number; {column}: the column's key. */
  'registerImport.issue.where': 'Line {line}, column {column}',
  /** Confirming one's own upload. */
  'registerImport.ownUpload': 'Another person must confirm the register file you uploaded.',
  /** The import was already decided, superseded or had errors. */
  'registerImport.notPending': 'This import is no longer waiting for confirmation.',
  /** The register changed after the preview was made. */
  'registerImport.outdated': 'The register has changed since this preview was made. Upload the file again to see the difference against the register as it is now.',
  /** The uploaded file is not valid base64 or is empty. */
  'registerImport.fileMissing': 'Choose the register file (CSV or XLSX) to upload.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'registerImport.issue.empty': '檔案沒有內容。',
  'registerImport.issue.unreadable': '無法以 CSV（UTF-8）或 XLSX 格式讀取檔案。',
  'registerImport.issue.columns': '此行有 {found} 欄，登記冊檔案應有 {expected} 欄。',
  'registerImport.issue.required': '此欄必須填寫。',
  'registerImport.issue.date': '「{value}」不是 YYYY-MM-DD 格式的日期。',
  'registerImport.issue.reason': '「{value}」不是註銷原因（應為 {allowed} 之一）。',
  'registerImport.issue.insurer': '「{value}」不是保險公司或退休基金管理實體的代碼。',
  'registerImport.issue.number': '「{value}」不是正整數。',
  'registerImport.issue.licence': '「{value}」不是牌照編號（例如 APS-00123/19）。',
  'registerImport.issue.duplicate': '牌照編號 {value} 已見於第 {other} 行。',
  'registerImport.issue.category': '「{value}」不是牌照類別（應為 {allowed} 之一）。',
  'registerImport.issue.categoryMismatch': '類別 {value} 與牌照編號 {licenceNo} 不符。',
  'registerImport.issue.status': '「{value}」不是牌照狀況（應為 {allowed} 之一）。',
  'registerImport.issue.yesNo': '請填寫 Y 或 N，而非「{value}」。',
  'registerImport.issue.website': '「{value}」須以 http:// 或 https:// 開首。',
  'registerImport.issue.period': '期間須同時填寫開始及結束日期。',
  'registerImport.issue.validity': '牌照須有人壽保險或非人壽保險的有效日期。',
  'registerImport.issue.noRecords': '檔案在標題行之後沒有任何記錄。',
  'registerImport.issue.where': '第 {line} 行，{column} 欄',
  'registerImport.ownUpload': '您上載的登記冊檔案須由另一名人員確認。',
  'registerImport.notPending': '此匯入已不再等待確認。',
  'registerImport.outdated': '登記冊在此預覽產生後已有變更。請重新上載檔案，以查看與現行登記冊的差異。',
  'registerImport.fileMissing': '請選擇要上載的登記冊檔案（CSV 或 XLSX）。',
};

export const zhHans: Translations<typeof en> = {
  'registerImport.issue.empty': '文件没有内容。',
  'registerImport.issue.unreadable': '无法以 CSV（UTF-8）或 XLSX 格式读取文件。',
  'registerImport.issue.columns': '此行有 {found} 栏，登记册文件应有 {expected} 栏。',
  'registerImport.issue.required': '此栏必须填写。',
  'registerImport.issue.date': '“{value}”不是 YYYY-MM-DD 格式的日期。',
  'registerImport.issue.reason': '“{value}”不是注销原因（应为 {allowed} 之一）。',
  'registerImport.issue.insurer': '“{value}”不是保险公司或退休基金管理实体的代码。',
  'registerImport.issue.number': '“{value}”不是正整数。',
  'registerImport.issue.licence': '“{value}”不是牌照编号（例如 APS-00123/19）。',
  'registerImport.issue.duplicate': '牌照编号 {value} 已见于第 {other} 行。',
  'registerImport.issue.category': '“{value}”不是牌照类别（应为 {allowed} 之一）。',
  'registerImport.issue.categoryMismatch': '类别 {value} 与牌照编号 {licenceNo} 不符。',
  'registerImport.issue.status': '“{value}”不是牌照状况（应为 {allowed} 之一）。',
  'registerImport.issue.yesNo': '请填写 Y 或 N，而非“{value}”。',
  'registerImport.issue.website': '“{value}”须以 http:// 或 https:// 开头。',
  'registerImport.issue.period': '期间须同时填写开始及结束日期。',
  'registerImport.issue.validity': '牌照须有人寿保险或非人寿保险的有效日期。',
  'registerImport.issue.noRecords': '文件在标题行之后没有任何记录。',
  'registerImport.issue.where': '第 {line} 行，{column} 栏',
  'registerImport.ownUpload': '您上载的登记册文件须由另一名人员确认。',
  'registerImport.notPending': '此导入已不再等待确认。',
  'registerImport.outdated': '登记册在此预览产生后已有变更。请重新上载文件，以查看与现行登记册的差异。',
  'registerImport.fileMissing': '请选择要上载的登记册文件（CSV 或 XLSX）。',
};

export const pt: Partial<Translations<typeof en>> = {
  'registerImport.issue.empty': 'O ficheiro está vazio.',
  'registerImport.issue.unreadable': 'O ficheiro não pode ser lido como CSV (UTF-8) nem como XLSX.',
  'registerImport.issue.columns': 'A linha tem {found} colunas; o ficheiro do registo tem {expected}.',
  'registerImport.issue.required': 'Esta coluna é de preenchimento obrigatório.',
  'registerImport.issue.date': '«{value}» não é uma data no formato AAAA-MM-DD.',
  'registerImport.issue.reason': '«{value}» não é um motivo de cancelamento (um de {allowed}).',
  'registerImport.issue.insurer': '«{value}» não é o código de uma seguradora ou entidade gestora de fundos de pensões.',
  'registerImport.issue.number': '«{value}» não é um número inteiro positivo.',
  'registerImport.issue.licence': '«{value}» não é um número de licença (por exemplo APS-00123/19).',
  'registerImport.issue.duplicate': 'O número de licença {value} já consta da linha {other}.',
  'registerImport.issue.category': '«{value}» não é uma categoria de licença (uma de {allowed}).',
  'registerImport.issue.categoryMismatch': 'A categoria {value} não corresponde ao número de licença {licenceNo}.',
  'registerImport.issue.status': '«{value}» não é uma situação de licença (uma de {allowed}).',
  'registerImport.issue.yesNo': 'Indique Y ou N, e não «{value}».',
  'registerImport.issue.website': '«{value}» deve começar por http:// ou https://.',
  'registerImport.issue.period': 'Um período precisa das datas de início e de fim.',
  'registerImport.issue.validity': 'Uma licença precisa de uma data de validade para seguros de vida ou não vida.',
  'registerImport.issue.noRecords': 'O ficheiro não tem registos depois da linha de cabeçalho.',
  'registerImport.issue.where': 'Linha {line}, coluna {column}',
  'registerImport.ownUpload': 'O ficheiro do registo que carregou tem de ser confirmado por outra pessoa.',
  'registerImport.notPending': 'Esta importação já não aguarda confirmação.',
  'registerImport.outdated': 'O registo mudou depois de esta pré-visualização ter sido feita. Carregue o ficheiro de novo para ver a diferença em relação ao registo actual.',
  'registerImport.fileMissing': 'Escolha o ficheiro do registo (CSV ou XLSX) a carregar.',
};

/** The register imports' catalogue (src/i18n/catalogue.ts). */
export const registerImportText = defineCatalogue({ en, zhHant, zhHans, pt });
