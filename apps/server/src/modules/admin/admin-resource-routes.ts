import type { MailEntityType } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import { deleteMailsAbout } from "../mail/outbox-repository.ts";
import {
  deleteById,
  findById,
  idParamsSchema,
  type ListedTable,
  listPage,
  listQuerySchema,
  NOT_FOUND_MESSAGE,
} from "./admin-list.ts";

type ReviewedTable = Exclude<ListedTable, "users">;

/**
 * The three read-and-delete screens of the staff (submissions, registrations, contacts) share
 * one shape: `GET path` (paged list), `GET path/:id` (detail, 404 when unknown) and
 * `DELETE path/:id` (204, then gone, with the mails about it: a queued one is never sent).
 */
export function adminResourceRoutes<T extends ReviewedTable, View>(resource: {
  path: string;
  table: T;
  /** Its mails in the outbox, deleted with it. */
  mailEntity: MailEntityType;
  view: (row: Selectable<Database[T]>) => View;
  /** A page's rows as shown, with what is looked up once per page; each row's view otherwise. */
  views?: (app: FastifyInstance, rows: Selectable<Database[T]>[]) => Promise<unknown[]>;
  /** The detail answer; the row as the list shows it by default. */
  detail?: (app: FastifyInstance, row: Selectable<Database[T]>) => Promise<unknown>;
}): FastifyPluginAsyncZod {
  const { path, table, view } = resource;
  const views = resource.views ?? (async (_app, rows) => rows.map(view));
  const detail = resource.detail ?? (async (app, row) => (await views(app, [row]))[0]);
  return async (app) => {
    app.get(path, { schema: { querystring: listQuerySchema } }, async (request) => {
      const { rows, total } = await listPage(app.db, table, request.query);
      return { data: await views(app, rows), total };
    });

    app.get(`${path}/:id`, { schema: { params: idParamsSchema } }, async (request, reply) => {
      const row = await findById(app.db, table, request.params.id);
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return detail(app, row);
    });

    app.delete(`${path}/:id`, { schema: { params: idParamsSchema } }, async (request, reply) => {
      const { id } = request.params;
      const deleted = await app.db.transaction().execute(async (trx) => {
        await deleteMailsAbout(trx, resource.mailEntity, id);
        return deleteById(trx, table, id);
      });
      if (!deleted) {
        return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      }
      return reply.code(204).send();
    });
  };
}
