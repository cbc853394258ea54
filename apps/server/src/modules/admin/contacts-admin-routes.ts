import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  deleteById,
  findById,
  idParamsSchema,
  listPage,
  listQuerySchema,
  NOT_FOUND_MESSAGE,
} from "./admin-list.ts";
import { contactView } from "./admin-views.ts";

export const contactsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/contacts", { schema: { querystring: listQuerySchema } }, async (request) => {
    const { rows, total } = await listPage(app.db, "contact_messages", request.query);
    return { data: rows.map(contactView), total };
  });

  app.get(
    "/api/admin/contacts/:id",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      const contact = await findById(app.db, "contact_messages", request.params.id);
      if (!contact) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return contactView(contact);
    },
  );

  app.delete(
    "/api/admin/contacts/:id",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await deleteById(app.db, "contact_messages", request.params.id))) {
        return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      }
      return reply.code(204).send();
    },
  );
};
