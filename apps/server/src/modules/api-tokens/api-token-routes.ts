import { API_TOKEN_MESSAGES, apiTokenCreateSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorAndTime, actorOf } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { noBodySchema } from "../http-schemas.ts";
import { listApiTokens } from "./api-token-repository.ts";
import {
  apiTokenCreatedSchema,
  apiTokenListSchema,
  invalidAnswer,
  messageAnswer,
} from "./api-token-schemas.ts";
import { createApiToken, revokeApiToken } from "./api-token-workflow.ts";

const PATH = "/api/admin/api-tokens";

/**
 * « Accès API » (decision 0078): the administrators' alone (no `roles` declared). The token is in
 * the creation's answer only; the list shows its first characters.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(PATH, { schema: { response: { 200: apiTokenListSchema } } }, async () => ({
    data: await listApiTokens(app.db),
  }));

  app.post(
    PATH,
    {
      schema: {
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema, 422: invalidAnswer },
      },
    },
    async (request, reply) => {
      const at = app.clock();
      const { expiresAt } = request.body;
      if (expiresAt !== null && Date.parse(expiresAt) <= at.getTime()) {
        const message = API_TOKEN_MESSAGES.expiresInPast;
        return reply.code(422).send({ message, errors: { expiresAt: [message] } });
      }
      const created = await createApiToken(app.db, {
        ...request.body,
        actor: actorOf(request),
        at,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { params: idParamsSchema, response: { 204: noBodySchema, 404: messageAnswer } } },
    async (request, reply) => {
      const revoked = await revokeApiToken(app.db, {
        id: request.params.id,
        ...actorAndTime(request),
      });
      if (!revoked) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return reply.code(204).send();
    },
  );
};
