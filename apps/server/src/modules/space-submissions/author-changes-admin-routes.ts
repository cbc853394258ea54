import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { idParamsSchema } from "../../services/lists/admin-list.ts";
import { submissionVersions } from "../submissions/submission-versions.ts";

const messageSchema = z.object({ message: z.string() });

const versionSchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  created_by_email: z.string(),
  body: z.record(z.string(), z.unknown()),
});

/**
 * What the committee sees of authors' own changes (issue #39, decision 0073): every version of a
 * submission, the original being version 1.
 */
export const authorChangesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/submissions/:id/versions",
    {
      config: { roles: STAFF_ACCESS.committee },
      schema: {
        params: idParamsSchema,
        response: {
          200: z.object({ data: z.array(versionSchema), total: z.number().int() }),
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const versions = await submissionVersions(app.db, request.params.id);
      if (!versions) return reply.code(404).send({ message: ANSWER_MESSAGES.fr.notFound });
      return { data: versions, total: versions.length };
    },
  );
};
