/**
 * A minimal Office Open XML workbook (.xlsx) writer: shared strings, bold titles
 * and headers, number formats and column widths. Every date in the package (the
 * document properties and the ZIP entries) comes from the caller, so the same
 * input always gives the same bytes.
 */
import { zip } from './zip.ts';

export type CellValue = string | number | null;

/** How a numeric column is shown: integer, one, two or three decimals, or a percentage. */
export type NumberFormat = 'int' | 'dec1' | 'dec2' | 'dec3' | 'pct1';

export interface SheetSpec {
  /** At most 31 characters, none of : \ / ? * [ ]. */
  name: string;
  /** Lines above the table, the first in bold. */
  title?: string[];
  /** Header rows of the table, in bold. */
  header: string[][];
  rows: CellValue[][];
  /** Per column; text cells ignore it. */
  formats?: (NumberFormat | null)[];
  /** Per column, in characters. */
  widths?: number[];
  /** Lines below the table (sources, notes). */
  notes?: string[];
}

export interface WorkbookSpec {
  title: string;
  subject?: string;
  creator: string;
  /** Written into the document properties and the ZIP entries. */
  created: Date;
  modified: Date;
  /** BCP 47 tag of the document's language, e.g. `zh-Hant`, `en`. */
  language?: string;
  sheets: SheetSpec[];
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** Column letters of a zero-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

const w3cdtf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

// Style indexes of styles.xml (cellXfs), in order.
const STYLE = { normal: 0, bold: 1, int: 2, dec1: 3, dec2: 4, dec3: 5, pct1: 6, header: 7 } as const;

const STYLES_XML =
  XML_HEAD +
  `<styleSheet xmlns="${NS_MAIN}">` +
  '<numFmts count="4">' +
  '<numFmt numFmtId="164" formatCode="#,##0.0"/>' +
  '<numFmt numFmtId="165" formatCode="#,##0.00"/>' +
  '<numFmt numFmtId="166" formatCode="#,##0.000"/>' +
  '<numFmt numFmtId="167" formatCode="0.0%"/>' +
  '</numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFDCE6EE"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
  '<border><left/><right/><top/><bottom style="thin"><color rgb="FF7F8C99"/></bottom><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="8">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment wrapText="1" vertical="center"/></xf>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

class SharedStrings {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  count = 0;

  add(text: string): number {
    this.count += 1;
    const known = this.index.get(text);
    if (known !== undefined) return known;
    const id = this.list.length;
    this.list.push(text);
    this.index.set(text, id);
    return id;
  }

  xml(): string {
    const items = this.list.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('');
    return `${XML_HEAD}<sst xmlns="${NS_MAIN}" count="${this.count}" uniqueCount="${this.list.length}">${items}</sst>`;
  }
}

function sheetXml(sheet: SheetSpec, strings: SharedStrings): string {
  const rows: string[] = [];
  let r = 0;
  const textRow = (cells: readonly CellValue[], style: number) => {
    r += 1;
    const xml = cells
      .map((value, c) => {
        if (value === null || value === '') return '';
        const ref = `${columnName(c)}${r}`;
        if (typeof value === 'number') return `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
        return `<c r="${ref}" s="${style}" t="s"><v>${strings.add(value)}</v></c>`;
      })
      .join('');
    rows.push(`<row r="${r}">${xml}</row>`);
  };
  for (const [i, line] of (sheet.title ?? []).entries()) textRow([line], i === 0 ? STYLE.bold : STYLE.normal);
  if (sheet.title?.length) r += 1;
  const headerStart = r + 1;
  for (const header of sheet.header) textRow(header, STYLE.header);
  const frozenAt = r;
  for (const row of sheet.rows) {
    r += 1;
    const xml = row
      .map((value, c) => {
        if (value === null || value === '') return '';
        const ref = `${columnName(c)}${r}`;
        if (typeof value === 'number') {
          const format = sheet.formats?.[c];
          const style = format ? STYLE[format] : STYLE.normal;
          return `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
        }
        return `<c r="${ref}" t="s"><v>${strings.add(value)}</v></c>`;
      })
      .join('');
    rows.push(`<row r="${r}">${xml}</row>`);
  }
  if (sheet.notes?.length) {
    r += 1;
    for (const note of sheet.notes) textRow([note], STYLE.normal);
  }
  const width = Math.max(1, ...sheet.header.map((h) => h.length), ...sheet.rows.map((row) => row.length));
  const cols = sheet.widths?.length
    ? `<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`
    : '';
  // Rows above the first data row stay in view while scrolling.
  const pane =
    frozenAt >= headerStart
      ? `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${frozenAt}" topLeftCell="A${frozenAt + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`
      : '';
  const dimension = `<dimension ref="A1:${columnName(width - 1)}${Math.max(r, 1)}"/>`;
  return `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">${dimension}${pane}${cols}<sheetData>${rows.join('')}</sheetData></worksheet>`;
}

export function xlsx(spec: WorkbookSpec): Buffer {
  if (!spec.sheets.length) throw new Error('A workbook needs at least one sheet');
  const strings = new SharedStrings();
  const sheets = spec.sheets.map((sheet) => sheetXml(sheet, strings));
  const n = sheets.length;
  const file = (name: string, text: string) => ({ name, content: Buffer.from(text, 'utf8') });

  const contentTypes =
    XML_HEAD +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
    '</Types>';
  const rootRels =
    XML_HEAD +
    `<Relationships xmlns="${NS_PKG_REL}">` +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
    '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>' +
    '</Relationships>';
  const workbook =
    XML_HEAD +
    `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><bookViews><workbookView/></bookViews><sheets>` +
    spec.sheets.map((s, i) => `<sheet name="${escapeXml(s.name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
    '</sheets></workbook>';
  const workbookRels =
    XML_HEAD +
    `<Relationships xmlns="${NS_PKG_REL}">` +
    sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${NS_REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('') +
    `<Relationship Id="rId${n + 1}" Type="${NS_REL}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId${n + 2}" Type="${NS_REL}/sharedStrings" Target="sharedStrings.xml"/>` +
    '</Relationships>';
  const core =
    XML_HEAD +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
    'xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(spec.title)}</dc:title>` +
    (spec.subject ? `<dc:subject>${escapeXml(spec.subject)}</dc:subject>` : '') +
    `<dc:creator>${escapeXml(spec.creator)}</dc:creator>` +
    `<cp:lastModifiedBy>${escapeXml(spec.creator)}</cp:lastModifiedBy>` +
    (spec.language ? `<dc:language>${escapeXml(spec.language)}</dc:language>` : '') +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${w3cdtf(spec.created)}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${w3cdtf(spec.modified)}</dcterms:modified>` +
    '</cp:coreProperties>';
  const app =
    XML_HEAD +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">' +
    `<Application>${escapeXml(spec.creator)}</Application><Company>${escapeXml(spec.creator)}</Company></Properties>`;

  return zip(
    [
      file('[Content_Types].xml', contentTypes),
      file('_rels/.rels', rootRels),
      file('docProps/core.xml', core),
      file('docProps/app.xml', app),
      file('xl/workbook.xml', workbook),
      file('xl/_rels/workbook.xml.rels', workbookRels),
      ...sheets.map((xml, i) => file(`xl/worksheets/sheet${i + 1}.xml`, xml)),
      file('xl/styles.xml', STYLES_XML),
      file('xl/sharedStrings.xml', strings.xml()),
    ],
    spec.modified,
  );
}
