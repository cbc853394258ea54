import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  deleteById,
  findById,
  idParamsSchema,
  listPage,
  listQuerySchema,
  NOT_FOUND_MESSAGE,
} from "./admin-list.ts";
import { registrationView } from "./admin-views.ts";

export const registrationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/registrations",
    { schema: { querystring: listQuerySchema } },
    async (request) => {
      const { rows, total } = await listPage(app.db, "registrations", request.query);
      return { data: rows.map(registrationView), total };
    },
  );

  app.get(
    "/api/admin/registrations/:id",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      const registration = await findById(app.db, "registrations", request.params.id);
      if (!registration) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return registrationView(registration);
    },
  );

  app.delete(
    "/api/admin/registrations/:id",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await deleteById(app.db, "registrations", request.params.id))) {
        return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      }
      return reply.code(204).send();
    },
  );
};
