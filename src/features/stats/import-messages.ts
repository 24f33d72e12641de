/**
 * The text of the statistics desk that the server says: what is wrong with a line
 * of a file (keys `statImport.issue.<code>`, ISSUE_CODES in import.ts) and why a
 * decision is refused. `en` is the source.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** The file is neither CSV nor XLSX. */
  'statImport.issue.unreadable': 'The file cannot be read as CSV (UTF-8) or XLSX.',
  /** No data line after the headings. */
  'statImport.issue.empty': 'The file has no points after its heading line.',
  /** The heading line is neither layout. */
  'statImport.issue.headings': 'The headings must be “Period” and the series (as the download writes them), or “Series”, “Period”, “Value”.',
  /** One-series layout without a series chosen. */
  'statImport.issue.seriesMissing': 'Choose the series this file holds.',
  /** Unknown series code; {value}: the code. */
  'statImport.issue.series': '“{value}” is not the code of a series.',
  /** Malformed period; {value}: text; {expected}: the form. */
  'statImport.issue.period': '“{value}” is not a period of this series (write {expected}).',
  /** A period after today; {value}: text. */
  'statImport.issue.future': 'The period {value} has not started yet.',
  /** Malformed number; {value}: text. */
  'statImport.issue.number': '“{value}” is not a number (digits, a point for decimals, at most 6 decimals).',
  /** Duplicate period; {value}: the period; {other}: first line. */
  'statImport.issue.duplicate': 'The period {value} is already on line {other}.',
  'statImport.ownUpload': 'Another person must publish the points you uploaded.',
  'statImport.notPending': 'This import is no longer waiting to be published.',
  'statImport.outdated': 'The series changed after this preview was made. Upload the file again to see the changes against the points as they are now.',
  'statImport.fileMissing': 'Choose the file (CSV or XLSX) to upload.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'statImport.issue.unreadable': '無法以 CSV（UTF-8）或 XLSX 格式讀取檔案。',
  'statImport.issue.empty': '檔案在標題行之後沒有任何數據。',
  'statImport.issue.headings': '標題須為「期間」及數列名稱（與下載檔案相同），或「系列」、「期間」、「數值」。',
  'statImport.issue.seriesMissing': '請選擇此檔案所載的數列。',
  'statImport.issue.series': '「{value}」不是數列代碼。',
  'statImport.issue.period': '「{value}」不是此數列的期間（應寫作 {expected}）。',
  'statImport.issue.future': '期間 {value} 尚未開始。',
  'statImport.issue.number': '「{value}」不是數字（以小數點表示小數，最多 6 位小數）。',
  'statImport.issue.duplicate': '期間 {value} 已見於第 {other} 行。',
  'statImport.ownUpload': '您上載的數據須由另一名人員發佈。',
  'statImport.notPending': '此匯入已不再等待發佈。',
  'statImport.outdated': '數列在此預覽產生後已有變更。請重新上載檔案，以查看與現有數據的差異。',
  'statImport.fileMissing': '請選擇要上載的檔案（CSV 或 XLSX）。',
};

export const zhHans: Translations<typeof en> = {
  'statImport.issue.unreadable': '无法以 CSV（UTF-8）或 XLSX 格式读取文件。',
  'statImport.issue.empty': '文件在标题行之后没有任何数据。',
  'statImport.issue.headings': '标题须为“期间”及数列名称（与下载文件相同），或“系列”、“期间”、“数值”。',
  'statImport.issue.seriesMissing': '请选择此文件所载的数列。',
  'statImport.issue.series': '“{value}”不是数列代码。',
  'statImport.issue.period': '“{value}”不是此数列的期间（应写作 {expected}）。',
  'statImport.issue.future': '期间 {value} 尚未开始。',
  'statImport.issue.number': '“{value}”不是数字（以小数点表示小数，最多 6 位小数）。',
  'statImport.issue.duplicate': '期间 {value} 已见于第 {other} 行。',
  'statImport.ownUpload': '您上载的数据须由另一名人员发布。',
  'statImport.notPending': '此导入已不再等待发布。',
  'statImport.outdated': '数列在此预览产生后已有变更。请重新上载文件，以查看与现有数据的差异。',
  'statImport.fileMissing': '请选择要上载的文件（CSV 或 XLSX）。',
};

export const pt: Partial<Translations<typeof en>> = {
  'statImport.issue.unreadable': 'O ficheiro não pode ser lido como CSV (UTF-8) nem como XLSX.',
  'statImport.issue.empty': 'O ficheiro não tem valores depois da linha de cabeçalho.',
  'statImport.issue.headings': 'Os cabeçalhos devem ser «Período» e a série (como no ficheiro descarregado), ou «Série», «Período», «Valor».',
  'statImport.issue.seriesMissing': 'Escolha a série que este ficheiro contém.',
  'statImport.issue.series': '«{value}» não é o código de uma série.',
  'statImport.issue.period': '«{value}» não é um período desta série (escreva {expected}).',
  'statImport.issue.future': 'O período {value} ainda não começou.',
  'statImport.issue.number': '«{value}» não é um número (algarismos, ponto decimal, no máximo 6 casas decimais).',
  'statImport.issue.duplicate': 'O período {value} já consta da linha {other}.',
  'statImport.ownUpload': 'Os valores que carregou têm de ser publicados por outra pessoa.',
  'statImport.notPending': 'Esta importação já não aguarda publicação.',
  'statImport.outdated': 'A série mudou depois de esta pré-visualização ter sido feita. Carregue o ficheiro de novo para ver as alterações em relação aos valores actuais.',
  'statImport.fileMissing': 'Escolha o ficheiro (CSV ou XLSX) a carregar.',
};

/** The statistics desk's catalogue (src/i18n/catalogue.ts). */
export const statImportText = defineCatalogue({ en, zhHant, zhHans, pt });
