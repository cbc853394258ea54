import type { ApiScope, MailEntityType, StaffRole } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { actorAndTime } from "../audit/audit-repository.ts";
import { messageAnswers, noBodySchema } from "../http/answer-schemas.ts";
import {
  findById,
  idParamsSchema,
  listAnswer,
  listAnswerSchema,
  listPage,
  NOT_FOUND_MESSAGE,
} from "./admin-list.ts";
import { type ExportSpec, exportRoutes } from "./export-endpoints.ts";
import { deleteListedRow } from "./list-deletion.ts";
import type { ListFilter, ListSpec, SpecQuery } from "./list-spec.ts";

type ReviewedTable = "submissions" | "registrations" | "contact_messages";

/**
 * The three read-and-delete screens of the staff (submissions, registrations, contacts) share
 * one shape: `GET path` (paged list), `GET path/:id` (detail, 404 when unknown) and
 * `DELETE path/:id` (204, then gone, with the mails about it: a queued one is never sent; the
 * audit log keeps the id and reference, not the person's data). The list takes its filters and
 * sorts from `list` (each domain's `*-list.ts`), and its CSV / XLSX exports (`exports`) the same query.
 */
export function adminResourceRoutes<
  T extends ReviewedTable,
  View,
  F extends Record<string, ListFilter>,
  Row,
>(resource: {
  path: string;
  table: T;
  /** The staff roles that may call its routes (decision 0043). */
  roles: readonly StaffRole[];
  /** The API token scope that reads its list and details (decision 0078); no token otherwise. */
  readScope?: ApiScope;
  /** What its rows are called in the outbox and the Journal. */
  mailEntity: MailEntityType;
  /** Deletes a row's mails in its deletion's transaction: the mail service's `deleteMailsAbout`. */
  deleteMails: (trx: Db, entity: MailEntityType, id: number) => Promise<unknown>;
  view: (row: Selectable<Database[T]>) => View;
  /** A page's rows as shown, with what is looked up once per page; each row's view otherwise. */
  views?: (app: FastifyInstance, rows: Selectable<Database[T]>[]) => Promise<unknown[]>;
  /** The detail answer; the row as the list shows it by default. */
  detail?: (app: FastifyInstance, row: Selectable<Database[T]>) => Promise<unknown>;
  list: ListSpec<F>;
  exports: ExportSpec<T, Row>;
  /** The schemas of a listed row and of the detail, for the answers (OpenAPI, decision 0077). */
  answers: { row: z.ZodType; detail: z.ZodType };
}): FastifyPluginAsyncZod {
  const { path, table, view, list } = resource;
  const config = { roles: resource.roles };
  const readConfig = resource.readScope ? { ...config, scope: resource.readScope } : config;
  const views = resource.views ?? (async (_app, rows) => rows.map(view));
  const detail = resource.detail ?? (async (app, row) => (await views(app, [row]))[0]);
  return async (app) => {
    const listSchema = {
      querystring: list.schema,
      response: { 200: listAnswerSchema(resource.answers.row) },
    };
    app.get(path, { config: readConfig, schema: listSchema }, async (request) => {
      const query = request.query as SpecQuery<F>;
      const page = await listPage(app.db, table, query, list.conditions(query), list.order(query));
      return listAnswer(await views(app, page.rows), page);
    });
    await app.register(
      exportRoutes(
        { path, table, audited: resource.mailEntity, list, roles: resource.roles },
        resource.exports,
      ),
    );

    app.get(
      `${path}/:id`,
      {
        config: readConfig,
        schema: {
          params: idParamsSchema,
          response: { 200: resource.answers.detail, ...messageAnswers(404) },
        },
      },
      async (request, reply) => {
        const row = await findById(app.db, table, request.params.id);
        if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
        return detail(app, row);
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config,
        schema: { params: idParamsSchema, response: { 204: noBodySchema, ...messageAnswers(404) } },
      },
      async (request, reply) => {
        const deleted = await deleteListedRow(app.db, {
          table,
          entity: resource.mailEntity,
          deleteMails: resource.deleteMails,
          id: request.params.id,
          ...actorAndTime(request),
        });
        if (!deleted) {
          return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
        }
        return reply.code(204).send();
      },
    );
  };
}
