import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime, actorOf } from "../../services/audit/audit-repository.ts";
import { findById, idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { messageAnswers } from "../http-schemas.ts";
import { writeSetting } from "../settings/setting-workflow.ts";
import { removeTwoFactorAudited } from "./account-security-workflow.ts";
import {
  REQUIRED_ROLES_SETTING,
  requiredRoles,
  requiredRolesValue,
  twoFactorMessages,
} from "./two-factor.ts";

const requiredRolesSchema = z.object({
  required_roles: z
    .array(
      z.enum(STAFF_ROLES, {
        error: `Rôle inconnu : choisissez parmi ${Object.values(STAFF_ROLE_LABELS).join(", ")}`,
      }),
      { error: "La liste des rôles est requise" },
    )
    .max(STAFF_ROLES.length),
});

/** An admin's hold on other accounts' 2FA and on the rule (decision 0045); admins only. */
export const twoFactorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { roles: ["admin"] as const };

  app.delete(
    "/api/admin/users/:id/two-factor",
    {
      config: adminOnly,
      schema: { params: idParamsSchema, response: messageAnswers(200, 404, 409) },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.sessionUser?.id) {
        return reply.code(409).send({ message: twoFactorMessages.resetSelf });
      }
      const user = await findById(app.db, "users", id);
      if (!user) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (user.two_factor_enabled_at === null) {
        return reply.code(409).send({ message: twoFactorMessages.notEnabled });
      }
      const actor = actorOf(request);
      await removeTwoFactorAudited(
        app.db,
        app.mail,
        {
          userId: id,
          owner: user,
          actor,
          action: "user.two_factor_reset",
          changes: { two_factor: [true, false] },
          by: actor.email,
        },
        app.clock(),
      );
      app.mail.queued();
      return { message: `Double authentification réinitialisée pour ${user.email}.` };
    },
  );

  const rolesSchema = z.object({ required_roles: z.array(z.enum(STAFF_ROLES)) });
  const rolesRoute = { config: adminOnly, schema: { response: { 200: rolesSchema } } };
  app.get("/api/admin/settings/two-factor", rolesRoute, async () => ({
    required_roles: await requiredRoles(app.db, app.twoFactorDefaultRoles),
  }));

  app.put(
    "/api/admin/settings/two-factor",
    { config: adminOnly, schema: { body: requiredRolesSchema, response: { 200: rolesSchema } } },
    async (request) => {
      await writeSetting(app.db, {
        key: REQUIRED_ROLES_SETTING,
        field: REQUIRED_ROLES_SETTING,
        value: requiredRolesValue(request.body.required_roles),
        ...actorAndTime(request),
      });
      return { required_roles: await requiredRoles(app.db, app.twoFactorDefaultRoles) };
    },
  );
};
