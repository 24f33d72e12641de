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
  /** Saving or removing a record someone changed after it was opened (409). */
  'bondEdit.stale': 'Someone else changed this record after you opened it. Reload it to see their changes, then make yours again.',
  /** An import refused: {count} errors, nothing imported (the envelope's message; each error follows with its line and column). */
  'bondImport.refused': 'The file has errors ({count}): nothing was imported. Correct them and import the file again.',
  /** One error of an imported file: {line} its line, {column} the column as the file's first line names it, {problem} what is wrong. */
  'bondImport.at': 'Line {line}, column {column}: {problem}',
  /** The first line of the file does not name the columns; {expected} lists them. */
  'bondImport.headings': 'The first line must name the columns, in this order: {expected}.',
  /** A line with another number of values than the columns. */
  'bondImport.columns': 'This line has {found} values; the file has {expected} columns.',
  /** The file holds no record. */
  'bondImport.empty': 'The file holds no record: after the line of column names, put one record per line.',
  /** The file is not UTF-8 CSV or XLSX. */
  'bondImport.unreadable': 'The file cannot be read: save it as CSV (UTF-8) or XLSX and try again.',
  /** The file is over the limit. */
  'bondImport.tooLarge': 'The file is larger than 2 MB: split it into several files.',
  /** Two lines of the file with the same ISIN, bond number or fund; {other} is the first line. */
  'bondImport.duplicateInFile': 'Line {other} of the file already has this value: each record once.',
  /** A record of the database already has this ISIN or bond number. */
  'bondImport.exists': 'A bond record already has this value: change that record instead of importing it again.',
  /** A fund of the same fund and sub-fund names (in English) exists. */
  'bondImport.fundExists': 'An investment fund with this fund and sub-fund name already exists.',
  /** Unknown bond type; {values} lists the codes. */
  'bondImport.bondType': 'Unknown bond type: use one of {values}.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'bondEdit.isinFormat': '國際證券識別編碼須為 12 個字元：兩個字母代表國家或地區，其後九個字母或數字，最後一個校驗數字（例如 MO0230012345）。',
  'bondEdit.isinCheckDigit': '此國際證券識別編碼的校驗數字不正確，請與發行人文件逐一核對各字元。',
  'bondEdit.valueBeforeIssue': '起息日不得早於發行日。',
  'bondEdit.maturityBeforeValue': '到期日須在起息日之後。',
  'bondEdit.ratingPair': '評級及評級機構須同時填寫或同時留空。',
  'bondEdit.taken': '已有另一項債券記錄使用此國際證券識別編碼或債券編號。',
  'bondEdit.stale': '您開啟此記錄後，另一位同事已作出修改。請重新載入查看其修改，然後再次作出您的修改。',
  'bondImport.refused': '檔案有 {count} 項錯誤，未有匯入任何資料。請更正後再次匯入。',
  'bondImport.at': '第 {line} 行，{column} 欄：{problem}',
  'bondImport.headings': '檔案第一行須依次列出各欄名稱：{expected}。',
  'bondImport.columns': '此行有 {found} 個值，檔案則有 {expected} 欄。',
  'bondImport.empty': '檔案沒有任何記錄：在欄名一行之後，每行一項記錄。',
  'bondImport.unreadable': '無法讀取檔案：請另存為 CSV（UTF-8）或 XLSX 後再試。',
  'bondImport.tooLarge': '檔案大於 2 MB：請分拆為數個檔案。',
  'bondImport.duplicateInFile': '檔案第 {other} 行已有此值：每項記錄只可出現一次。',
  'bondImport.exists': '已有債券記錄使用此值：請修改該記錄，而非再次匯入。',
  'bondImport.fundExists': '已有相同基金及子基金名稱的投資基金。',
  'bondImport.bondType': '債券類別不明：請使用以下其中之一：{values}。',
};

export const zhHans: Translations<typeof en> = {
  'bondEdit.isinFormat': '国际证券识别编码须为 12 个字符：两个字母代表国家或地区，其后九个字母或数字，最后一个校验数字（例如 MO0230012345）。',
  'bondEdit.isinCheckDigit': '此国际证券识别编码的校验数字不正确，请与发行人文件逐一核对各字符。',
  'bondEdit.valueBeforeIssue': '起息日不得早于发行日。',
  'bondEdit.maturityBeforeValue': '到期日须在起息日之后。',
  'bondEdit.ratingPair': '评级及评级机构须同时填写或同时留空。',
  'bondEdit.taken': '已有另一项债券记录使用此国际证券识别编码或债券编号。',
  'bondEdit.stale': '您打开此记录后，另一位同事已作出修改。请重新载入查看其修改，然后再次作出您的修改。',
  'bondImport.refused': '文件有 {count} 项错误，未有导入任何数据。请更正后再次导入。',
  'bondImport.at': '第 {line} 行，{column} 栏：{problem}',
  'bondImport.headings': '文件第一行须依次列出各栏名称：{expected}。',
  'bondImport.columns': '此行有 {found} 个值，文件则有 {expected} 栏。',
  'bondImport.empty': '文件没有任何记录：在栏名一行之后，每行一项记录。',
  'bondImport.unreadable': '无法读取文件：请另存为 CSV（UTF-8）或 XLSX 后再试。',
  'bondImport.tooLarge': '文件大于 2 MB：请分拆为数个文件。',
  'bondImport.duplicateInFile': '文件第 {other} 行已有此值：每项记录只可出现一次。',
  'bondImport.exists': '已有债券记录使用此值：请修改该记录，而非再次导入。',
  'bondImport.fundExists': '已有相同基金及子基金名称的投资基金。',
  'bondImport.bondType': '债券类别不明：请使用以下其中之一：{values}。',
};

export const pt: Partial<Translations<typeof en>> = {
  'bondEdit.isinFormat': 'Indique o ISIN com 12 caracteres: duas letras do país, nove letras ou algarismos e um dígito de controlo (por exemplo MO0230012345).',
  'bondEdit.isinCheckDigit': 'O dígito de controlo deste ISIN está errado: confira cada carácter com os documentos do emitente.',
  'bondEdit.valueBeforeIssue': 'A data-valor não pode ser anterior à data de emissão.',
  'bondEdit.maturityBeforeValue': 'A data de vencimento tem de ser posterior à data-valor.',
  'bondEdit.ratingPair': 'Indique a notação e a agência em conjunto, ou nenhuma delas.',
  'bondEdit.taken': 'Já existe outro registo de obrigações com este ISIN ou número.',
  'bondEdit.stale': 'Outra pessoa alterou este registo depois de o ter aberto. Recarregue-o para ver as alterações dessa pessoa e volte a fazer as suas.',
  'bondImport.refused': 'O ficheiro tem erros ({count}): nada foi importado. Corrija-os e importe o ficheiro de novo.',
  'bondImport.at': 'Linha {line}, coluna {column}: {problem}',
  'bondImport.headings': 'A primeira linha tem de indicar as colunas, por esta ordem: {expected}.',
  'bondImport.columns': 'Esta linha tem {found} valores; o ficheiro tem {expected} colunas.',
  'bondImport.empty': 'O ficheiro não tem registos: depois da linha dos nomes das colunas, um registo por linha.',
  'bondImport.unreadable': 'Não é possível ler o ficheiro: guarde-o como CSV (UTF-8) ou XLSX e tente de novo.',
  'bondImport.tooLarge': 'O ficheiro tem mais de 2 MB: divida-o em vários ficheiros.',
  'bondImport.duplicateInFile': 'A linha {other} do ficheiro já tem este valor: cada registo uma só vez.',
  'bondImport.exists': 'Já existe um registo de obrigações com este valor: altere esse registo em vez de o importar de novo.',
  'bondImport.fundExists': 'Já existe um fundo de investimento com este nome de fundo e de subfundo.',
  'bondImport.bondType': 'Tipo de obrigação desconhecido: use um de {values}.',
};

/** The bond record form's catalogue (src/i18n/catalogue.ts). */
export const bondEditText = defineCatalogue({ en, zhHant, zhHans, pt });
