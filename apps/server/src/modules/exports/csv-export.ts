import { PassThrough, pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { csvCell, type ExportColumn } from "./export-cells.ts";

/**
 * The rows as a CSV a French Excel opens as is: UTF-8 with a BOM (else it reads Windows-1252),
 * `;` between fields (`,` is its decimal separator), CRLF line ends, dd/mm/yyyy dates. Rows flow
 * through as `pages` yields them, at the pace the client reads (stream backpressure). csv-stringify
 * quotes a field holding `;`, `"`, CR or LF (a multi-line abstract stays one cell).
 */
export function csvStream<Row>(columns: ExportColumn<Row>[], pages: AsyncIterable<Row[]>) {
  async function* records() {
    yield columns.map((column) => column.header);
    for await (const page of pages) {
      for (const row of page)
        yield columns.map((column) => csvCell(column.kind, column.value(row)));
    }
  }
  const out = new PassThrough();
  // Any failure (the database, the client leaving) ends every stage, and the query loop with it.
  pipeline(
    Readable.from(records()),
    stringify({ delimiter: ";", record_delimiter: "windows", bom: true }),
    out,
    () => {},
  );
  return out;
}
