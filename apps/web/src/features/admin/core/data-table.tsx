import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

/** One column: its header (also its key), what each row shows in it, and its classes. */
export type DataColumn<Row> = {
  header: string;
  /** What the header cell shows instead of its text (a tick box, a visually hidden label). */
  label?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's header and cells: alignment, a column hidden on phones. */
  className?: string;
  /** The column names its row (`<th scope="row">`), as a chart's table reads. */
  rowHeader?: boolean;
};

type Props<Row> = {
  columns: readonly DataColumn<Row>[];
  /** Undefined while the rows are being read: the table says "Chargement...". */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Read by screen readers only, unless `captionClassName` shows it. */
  caption?: string;
  captionClassName?: string;
  /** Said in one row when there are none. */
  empty?: string;
  /** The table's own classes (a minimum width). */
  className?: string;
  /** Inside a form or a figure: no frame, no header band, tighter cells. */
  plain?: boolean;
};

const looks = {
  frame: {
    box: "relative overflow-x-auto rounded-lg border border-brand-100 bg-white",
    head: "bg-brand-50 text-brand-900",
    body: "divide-y divide-brand-100",
    th: "px-3 py-3 font-semibold",
    td: "px-3 py-3 text-ink",
  },
  plain: {
    box: "overflow-x-auto",
    head: "border-b border-brand-100",
    body: "divide-y divide-brand-50",
    th: "py-1 pr-3 font-semibold",
    td: "py-1 pr-3",
  },
};

/** A message across the whole width of a table: loading, or nothing to show. */
function ListMessageRow({ columns, children }: { columns: number; children: string }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-8 text-center text-muted">
        {children}
      </td>
    </tr>
  );
}

/**
 * Every table of the admin: headers with `scope`, an optional caption, the loading and empty
 * rows. AdminListPage draws its lists with it; the other screens give it their rows.
 */
export function DataTable<Row>(props: Props<Row>) {
  const { columns, rows, rowKey, empty, plain } = props;
  const look = plain ? looks.plain : looks.frame;
  return (
    <div className={look.box}>
      <table className={cn("text-left text-sm", props.className ?? "w-full")}>
        {props.caption && (
          <caption className={props.captionClassName ?? "sr-only"}>{props.caption}</caption>
        )}
        <thead className={look.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn(look.th, column.className)}>
                {column.label ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={look.body}>
          {rows?.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={cn(look.td, "font-normal", column.className)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={cn(look.td, column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {rows && rows.length === 0 && empty && (
            <ListMessageRow columns={columns.length}>{empty}</ListMessageRow>
          )}
          {!rows && <ListMessageRow columns={columns.length}>Chargement...</ListMessageRow>}
        </tbody>
      </table>
    </div>
  );
}
