import type { AuditAction, StaffRole } from "@congres/shared";
import { edition } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { actorOf, recordAudit } from "../audit/audit-repository.ts";
import { csvStream } from "../exports/csv-export.ts";
import type { ExportColumn } from "../exports/export-cells.ts";
import { xlsxStream } from "../exports/xlsx-export.ts";
import { fileAnswer } from "../http/answer-schemas.ts";
import { searchConditions } from "./admin-search-finders.ts";
import { rowsInOrder } from "./export-rows.ts";
import type { ListFilter, ListSpec, SpecQuery } from "./list-spec.ts";

type ExportedTable = "submissions" | "registrations" | "contact_messages";

export type ExportSpec<T extends ExportedTable, Row> = {
  /** `soumissions`: the file's name (with the day) and the sheet's. */
  fileStem: string;
  columns: ExportColumn<Row>[];
  /** A page of rows as exported (the submissions' authors added), each row as stored otherwise. */
  rows: (db: Db, page: Selectable<Database[T]>[]) => Promise<Row[]>;
};

const today = () =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: edition.timeZone }).format(new Date());

/**
 * `GET <path>/export.csv` and `GET <path>/export.xlsx`: every row the list finds with the same
 * query (search, filters, sort; the page ignored), streamed a page at a time. Each export is
 * audited first — who took which rows out, and how — since the file leaves the admin area.
 */
export const EXPORT_ANSWERS = {
  csv: fileAnswer("text/csv", "Les lignes de la liste, filtrées et triées comme elle (CSV)."),
  xlsx: fileAnswer(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "Les lignes de la liste, filtrées et triées comme elle (classeur Excel).",
  ),
};

export function exportRoutes<T extends ExportedTable, F extends Record<string, ListFilter>, Row>(
  resource: {
    path: string;
    table: T;
    audited: "submission" | "registration" | "contact";
    list: ListSpec<F>;
    /** Who may take the rows out (decision 0043). */
    roles: readonly StaffRole[];
  },
  spec: ExportSpec<T, Row>,
): FastifyPluginAsyncZod {
  const { path, table, list } = resource;
  return async (app) => {
    for (const format of ["csv", "xlsx"] as const) {
      app.get(
        `${path}/export.${format}`,
        {
          config: { roles: resource.roles },
          schema: { querystring: list.schema, response: { 200: EXPORT_ANSWERS[format] } },
        },
        async (request, reply) => {
          const query = request.query as SpecQuery<F>;
          const { page: _page, per_page: _perPage, ...asked } = query;
          await recordAudit(app.db, {
            actor: actorOf(request),
            action: `${resource.audited}.list_export` as AuditAction,
            entity: { type: resource.audited, id: null, reference: "" },
            changes: { export: [null, { format, ...asked }] },
            at: app.clock(),
          });
          const conditions = [
            ...searchConditions(app.db, table, query.q),
            ...list.conditions(query),
          ];
          const stored = rowsInOrder(app.db, table, conditions, list.order(query));
          const pages = (async function* () {
            for await (const page of stored) yield await spec.rows(app.db, page);
          })();
          const fileName = `${spec.fileStem}-${today()}.${format}`;
          reply.header("content-disposition", `attachment; filename="${fileName}"`);
          if (format === "csv") {
            return reply.type("text/csv; charset=utf-8").send(csvStream(spec.columns, pages));
          }
          const sheet = xlsxStream(spec.columns, pages, spec.fileStem);
          return reply
            .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            .send(sheet);
        },
      );
    }
  };
}
