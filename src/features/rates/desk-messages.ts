/**
 * Text of the rates desk (the staff side): the checks of a day's rates and
 * fixings, named by line and column, in the staff languages (zh-hant, en, pt; the
 * catalogue asks for zh-hans too, which the staff screens never pick).
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Where a problem is: {line} of the file or grid (1 = the heading row of a file), {column} its heading. */
  'desk.at': 'Line {line}, column “{column}”: {problem}',
  /** The file is neither the CSV nor the XLSX of the public download. */
  'desk.file.unreadable': 'The file cannot be read: upload the CSV or XLSX exactly as the public download writes it.',
  /** The heading row differs from the public download's. */
  'desk.file.headings': 'The headings are not those of the public download ({expected}).',
  /** A file without a data row. */
  'desk.file.empty': 'The file holds no rates.',
  'desk.date.malformed': 'the date is not a date of the form YYYY-MM-DD',
  /** Every line of one import must be of one date: {day}. */
  'desk.date.other': 'the date differs from the day being entered ({day})',
  'desk.number.malformed': 'not a number',
  'desk.number.positive': 'the figure must be greater than zero',
  /** {decimals}: how many decimals the figure may have. */
  'desk.number.precision': 'at most {decimals} decimals',
  'desk.currency.unknown': 'not one of the 17 published currencies',
  'desk.currency.twice': 'the currency appears more than once',
  /** A currency absent from the day's rates: {currency}. */
  'desk.currency.missing': 'Currency {currency} is missing: the day needs all 17 currencies.',
  'desk.buying.aboveMid': 'the buying rate must be below the mid rate',
  'desk.cheque.aboveTt': 'the cheque buying rate must not be above the telegraphic transfer buying rate',
  /** {unit}: the unit of the previous working day. */
  'desk.unit.changed': 'the unit must stay {unit}, as on the previous working day',
  /** A warning to confirm: {currency} moved {change} % from {previous} on {day}. */
  'desk.move.large': '{currency}: the mid rate moved {change} % from {previous} on {day}.',
  /** Saving with unconfirmed warnings. */
  'desk.move.confirm': 'Confirm the large moves before saving.',
  'desk.term.unknown': 'not one of the published terms',
  'desk.term.twice': 'the term appears more than once',
  /** A term absent from the day's MAIBOR: {term}. */
  'desk.term.missing': 'Term {term} is missing: MAIBOR needs every term.',
  /** Publishing before 11:00 needs a written reason. */
  'desk.early.reason': 'Publishing before 11:00 needs a written reason.',
  /** A day in the future beyond tomorrow cannot be entered. */
  'desk.day.future': 'Rates can be entered for today or the next working day only.',
  /** A date that is not a Macao working day. */
  'desk.day.holiday': 'This date is not a working day.',
  /** A base rate change already exists for this effective date. */
  'desk.base.dateTaken': 'A base rate change with this effective date already exists.',
  /** An announcement that does not state the change and the new rate: {bp} basis points, {rate}. */
  'desk.base.textStates': 'The announcement must state the change of {bp} basis points and the new rate of {rate}.',
  'desk.base.alreadyConfirmed': 'This change is already confirmed.',
  'desk.base.secondPerson': 'A second person must confirm a change; its author cannot.',
  'desk.base.reason': 'An administrator confirming their own change alone must give a written reason.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'desk.at': '第{line}行「{column}」欄：{problem}',
  'desk.file.unreadable': '無法讀取檔案：請上載與公開下載格式完全相同的CSV或XLSX檔案。',
  'desk.file.headings': '標題列與公開下載的不同（應為：{expected}）。',
  'desk.file.empty': '檔案內沒有任何匯率。',
  'desk.date.malformed': '日期格式不正確，應為YYYY-MM-DD',
  'desk.date.other': '日期與正在輸入的日期（{day}）不同',
  'desk.number.malformed': '不是數字',
  'desk.number.positive': '數值必須大於零',
  'desk.number.precision': '最多{decimals}位小數',
  'desk.currency.unknown': '不屬公布的17種貨幣',
  'desk.currency.twice': '同一貨幣出現多於一次',
  'desk.currency.missing': '缺少貨幣{currency}：每日須有全部17種貨幣。',
  'desk.buying.aboveMid': '買入價必須低於中間價',
  'desk.cheque.aboveTt': '支票買入價不得高於電匯買入價',
  'desk.unit.changed': '單位必須與上一個工作日相同（{unit}）',
  'desk.move.large': '{currency}：中間價較{day}的{previous}變動{change}%。',
  'desk.move.confirm': '請先確認較大的變動，然後儲存。',
  'desk.term.unknown': '不屬公布的期限',
  'desk.term.twice': '同一期限出現多於一次',
  'desk.term.missing': '缺少期限{term}：澳門銀行同業拆息須有全部期限。',
  'desk.early.reason': '於上午11時前公布須寫明理由。',
  'desk.day.future': '只可輸入今日或下一個工作日的匯率。',
  'desk.day.holiday': '該日並非工作日。',
  'desk.base.dateTaken': '該生效日期已有基本利率調整。',
  'desk.base.textStates': '公告須寫明變動{bp}個基點及新利率{rate}。',
  'desk.base.alreadyConfirmed': '此調整已經確認。',
  'desk.base.secondPerson': '調整須由另一人確認，輸入者不可自行確認。',
  'desk.base.reason': '管理員自行確認本人輸入的調整，須寫明理由。',
};

export const zhHans: Translations<typeof en> = {
  'desk.at': '第{line}行“{column}”栏：{problem}',
  'desk.file.unreadable': '无法读取文件：请上载与公开下载格式完全相同的CSV或XLSX文件。',
  'desk.file.headings': '标题行与公开下载的不同（应为：{expected}）。',
  'desk.file.empty': '文件内没有任何汇率。',
  'desk.date.malformed': '日期格式不正确，应为YYYY-MM-DD',
  'desk.date.other': '日期与正在输入的日期（{day}）不同',
  'desk.number.malformed': '不是数字',
  'desk.number.positive': '数值必须大于零',
  'desk.number.precision': '最多{decimals}位小数',
  'desk.currency.unknown': '不属公布的17种货币',
  'desk.currency.twice': '同一货币出现多于一次',
  'desk.currency.missing': '缺少货币{currency}：每日须有全部17种货币。',
  'desk.buying.aboveMid': '买入价必须低于中间价',
  'desk.cheque.aboveTt': '支票买入价不得高于电汇买入价',
  'desk.unit.changed': '单位必须与上一个工作日相同（{unit}）',
  'desk.move.large': '{currency}：中间价较{day}的{previous}变动{change}%。',
  'desk.move.confirm': '请先确认较大的变动，然后保存。',
  'desk.term.unknown': '不属公布的期限',
  'desk.term.twice': '同一期限出现多于一次',
  'desk.term.missing': '缺少期限{term}：澳门银行同业拆息须有全部期限。',
  'desk.early.reason': '于上午11时前公布须写明理由。',
  'desk.day.future': '只可输入今日或下一个工作日的汇率。',
  'desk.day.holiday': '该日并非工作日。',
  'desk.base.dateTaken': '该生效日期已有基本利率调整。',
  'desk.base.textStates': '公告须写明变动{bp}个基点及新利率{rate}。',
  'desk.base.alreadyConfirmed': '此调整已经确认。',
  'desk.base.secondPerson': '调整须由另一人确认，输入者不可自行确认。',
  'desk.base.reason': '管理员自行确认本人输入的调整，须写明理由。',
};

export const pt: Partial<Translations<typeof en>> = {
  'desk.at': 'Linha {line}, coluna «{column}»: {problem}',
  'desk.file.unreadable': 'Não é possível ler o ficheiro: carregue o CSV ou o XLSX tal como o descarregamento público o escreve.',
  'desk.file.headings': 'Os cabeçalhos não são os do descarregamento público ({expected}).',
  'desk.file.empty': 'O ficheiro não contém taxas.',
  'desk.date.malformed': 'a data não tem a forma AAAA-MM-DD',
  'desk.date.other': 'a data difere do dia que está a ser introduzido ({day})',
  'desk.number.malformed': 'não é um número',
  'desk.number.positive': 'o valor deve ser superior a zero',
  'desk.number.precision': 'no máximo {decimals} casas decimais',
  'desk.currency.unknown': 'não é uma das 17 moedas publicadas',
  'desk.currency.twice': 'a moeda aparece mais de uma vez',
  'desk.currency.missing': 'Falta a moeda {currency}: o dia precisa das 17 moedas.',
  'desk.buying.aboveMid': 'a taxa de compra deve ser inferior à taxa média',
  'desk.cheque.aboveTt': 'a compra de cheques não pode ser superior à compra por transferência telegráfica',
  'desk.unit.changed': 'a unidade deve manter-se {unit}, como no dia útil anterior',
  'desk.move.large': '{currency}: a taxa média variou {change} % face a {previous} em {day}.',
  'desk.move.confirm': 'Confirme as variações elevadas antes de guardar.',
  'desk.term.unknown': 'não é um dos prazos publicados',
  'desk.term.twice': 'o prazo aparece mais de uma vez',
  'desk.term.missing': 'Falta o prazo {term}: a MAIBOR precisa de todos os prazos.',
  'desk.early.reason': 'A publicação antes das 11:00 exige uma justificação escrita.',
  'desk.day.future': 'Só se podem introduzir as taxas de hoje ou do dia útil seguinte.',
  'desk.day.holiday': 'Esta data não é um dia útil.',
  'desk.base.dateTaken': 'Já existe uma alteração da taxa de base com esta data de efeito.',
  'desk.base.textStates': 'O anúncio deve indicar a variação de {bp} pontos base e a nova taxa de {rate}.',
  'desk.base.alreadyConfirmed': 'Esta alteração já foi confirmada.',
  'desk.base.secondPerson': 'Uma alteração tem de ser confirmada por outra pessoa; o autor não a pode confirmar.',
  'desk.base.reason': 'Um administrador que confirme sozinho a sua própria alteração deve indicar uma justificação escrita.',
};

/** The desk's catalogue (errors of its calls name their keys with it). */
export const ratesDeskText = defineCatalogue({ en, zhHant, zhHans, pt });
