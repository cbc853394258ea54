import type { AuditAction, AuditEntityType, StaffRole } from "@congres/shared";
import { edition } from "@congres/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { actorAndTime, auditBy } from "../audit/audit-repository.ts";
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

/**
 * The audit line of an export, written before the file leaves the admin area: who took which
 * rows out, and how (the list's query, its page aside).
 */
export function auditExport(
  app: FastifyInstance,
  request: FastifyRequest,
  audited: { action: AuditAction; type: AuditEntityType },
  format: "csv" | "xlsx",
  query: Record<string, unknown>,
) {
  const { page: _page, per_page: _perPage, ...asked } = query;
  return auditBy(
    app.db,
    actorAndTime(request),
    audited.action,
    { type: audited.type, id: null, reference: "" },
    { export: [null, { format, ...asked }] },
  );
}

/** An export's file, streamed a page at a time: CSV, or a workbook of one sheet. */
export function sendExport<Row>(
  reply: FastifyReply,
  file: {
    format: "csv" | "xlsx";
    fileName: string;
    sheet: string;
    columns: ExportColumn<Row>[];
    pages: AsyncIterable<Row[]>;
  },
) {
  reply.header("content-disposition", `attachment; filename="${file.fileName}"`);
  if (file.format === "csv") {
    return reply.type("text/csv; charset=utf-8").send(csvStream(file.columns, file.pages));
  }
  return reply
    .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    .send(xlsxStream(file.columns, file.pages, file.sheet));
}

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
          const action = `${resource.audited}.list_export` as AuditAction;
          await auditExport(app, request, { action, type: resource.audited }, format, query);
          const conditions = [
            ...searchConditions(app.db, table, query.q),
            ...list.conditions(query),
          ];
          const stored = rowsInOrder(app.db, table, conditions, list.order(query));
          const pages = (async function* () {
            for await (const page of stored) yield await spec.rows(app.db, page);
          })();
          const fileName = `${spec.fileStem}-${today()}.${format}`;
          const { columns, fileStem: sheet } = spec;
          return sendExport(reply, { format, fileName, sheet, columns, pages });
        },
      );
    }
  };
}
