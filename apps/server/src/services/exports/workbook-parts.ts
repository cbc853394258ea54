import { columnLetters, xmlText } from "./sheet-xml.ts";

/**
 * The fixed parts of a one-sheet workbook (SpreadsheetML, ECMA-376): what Excel, LibreOffice
 * and exceljs need to open it, and no more. Only the sheet itself depends on the rows.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE_RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

export const SHEET_PATH = "xl/worksheets/sheet1.xml";

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const PACKAGE_RELS = `${XML}<Relationships xmlns="${RELS}">\
<Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${XML}<Relationships xmlns="${RELS}">\
<Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${OFFICE_RELS}/styles" Target="styles.xml"/>\
</Relationships>`;

/**
 * Cell formats, in the order of `STYLE` (sheet-xml.ts): 0 plain, 1 bold (the header), 2 an
 * instant, 3 a calendar date, 4 an amount. The formats are declared (ids from 164, the first
 * free one) even where Excel has a built-in equivalent, so that every reader shows the same.
 */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}">\
<numFmts count="3">\
<numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/>\
<numFmt numFmtId="165" formatCode="dd/mm/yyyy"/>\
<numFmt numFmtId="166" formatCode="#,##0.00"/>\
</numFmts>\
<fonts count="2">\
<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
</fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="5">\
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

/** The header row and the rows below it, `A1:W120`: the range of the filter row. */
export const filterRange = (columnCount: number, lastRow: number) =>
  `A1:${columnLetters(columnCount - 1)}${lastRow}`;

/** `$A$1:$W$120`, a range as a defined name holds it. */
const absolute = (range: string) => range.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");

/**
 * The workbook, written after the sheet: the filter's hidden defined name
 * (`_xlnm._FilterDatabase`, which Excel writes beside every `autoFilter`) needs the last row.
 */
export function workbookXml(sheetName: string, filter: string): string {
  const quotedName = `'${sheetName.replaceAll("'", "''")}'`;
  return `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}">\
<bookViews><workbookView/></bookViews>\
<sheets><sheet name="${xmlText(sheetName).replaceAll('"', "&quot;")}" sheetId="1" r:id="rId1"/></sheets>\
<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${xmlText(quotedName)}!${absolute(filter)}</definedName></definedNames>\
</workbook>`;
}

export const WORKBOOK_PATH = "xl/workbook.xml";

/** The parts that depend on nothing, path → content. */
export function fixedParts(): [string, string][] {
  return [
    ["[Content_Types].xml", CONTENT_TYPES],
    ["_rels/.rels", PACKAGE_RELS],
    ["xl/_rels/workbook.xml.rels", WORKBOOK_RELS],
    ["xl/styles.xml", STYLES],
  ];
}

/**
 * The sheet's opening, up to its first row: the header row frozen (it stays in view while the
 * rows scroll under it), then the column widths.
 */
export function sheetStart(widths: number[]): string {
  const cols = widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join("");
  const frozenHeader =
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>';
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}">${frozenHeader}<cols>${cols}</cols><sheetData>`;
}

/** The sheet's end: the filter row's buttons on the header, over `filter`. */
export const sheetEnd = (filter: string) => `</sheetData><autoFilter ref="${filter}"/></worksheet>`;
