import type { CellKind, ExportColumn } from "./export-cells.ts";

/** The fields of `Row` a cell can show as they are stored. */
type CellField<Row> = {
  [Key in keyof Row]: Row[Key] extends string | number | null ? Key : never;
}[keyof Row];

/** A column showing one field of the row as stored: `fieldColumn("Prénom", "text", "first_name")`. */
export const fieldColumn = <Row, Field extends CellField<Row> = CellField<Row>>(
  header: string,
  kind: CellKind,
  field: Field,
): ExportColumn<Row> => ({
  header,
  kind,
  value: (row) => row[field] as string | number | null,
});
