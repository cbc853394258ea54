import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  deleteById,
  findById,
  idParamsSchema,
  listPage,
  listQuerySchema,
  NOT_FOUND_MESSAGE,
} from "./admin-list.ts";
import { authorView, submissionView } from "./admin-views.ts";

export const submissionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/submissions",
    { schema: { querystring: listQuerySchema } },
    async (request) => {
      const { rows, total } = await listPage(app.db, "submissions", request.query);
      return { data: rows.map(submissionView), total };
    },
  );

  app.get(
    "/api/admin/submissions/:id",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      const submission = await findById(app.db, "submissions", request.params.id);
      if (!submission) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      const authors = await app.db
        .selectFrom("submission_authors")
        .selectAll()
        .where("submission_id", "=", submission.id)
        .orderBy("position", "asc")
        .execute();
      return { submission: submissionView(submission), authors: authors.map(authorView) };
    },
  );

  app.delete(
    "/api/admin/submissions/:id",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await deleteById(app.db, "submissions", request.params.id))) {
        return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      }
      return reply.code(204).send();
    },
  );
};
