import { PassThrough } from "node:stream";
import { type ExportColumn, XLSX_FORMATS, xlsxCell } from "./export-cells.ts";

/** Resolves once `stream` can take more (or has closed: nothing will read it any more). */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });

/**
 * The rows as an XLSX workbook of one sheet, written by exceljs's streaming writer: each row is
 * committed (zipped out) as soon as it is added, never kept; numbers and dates are typed cells
 * in French formats. exceljs is loaded on the first export only (it is large).
 */
export async function xlsxStream<Row>(
  columns: ExportColumn<Row>[],
  pages: AsyncIterable<Row[]>,
  sheetName: string,
) {
  const { default: ExcelJS } = await import("exceljs");
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => {
    const numFmt = XLSX_FORMATS[column.kind];
    return {
      width: Math.max(12, column.header.length + 2),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  const write = async () => {
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for await (const page of pages) {
      if (out.destroyed) return;
      for (const row of page) {
        sheet.addRow(columns.map((column) => xlsxCell(column.kind, column.value(row)))).commit();
      }
      // The client reads slower than the database gives: wait, rather than buffer the file.
      if (out.writableNeedDrain) await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
