import { submissionSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdSchema } from "../http-schemas.ts";
import { insertSubmission } from "./submission-repository.ts";

export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/submission",
    { schema: { body: submissionSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const id = await insertSubmission(app.db, request.body);
      return reply.code(201).send({ id });
    },
  );
};
