import { hasForbiddenCharacters, messages, type UserRow } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/connection.ts";
import { actorOf, recordAudit } from "../../services/audit/audit-repository.ts";
import {
  findById,
  idParamsSchema,
  listAnswer,
  listPage,
  listQuerySchema,
  NOT_FOUND_MESSAGE,
} from "../../services/lists/admin-list.ts";
import { hashPassword } from "../auth/passwords.ts";
import { newPasswordSchema, passwordMessages } from "./password-rule.ts";
import { createUser, deleteUserKeepingOne, findUserByEmail } from "./user-repository.ts";

export const userMessages = {
  nameRequired: "Le nom est requis",
  emailInvalid: "Email invalide",
  emailTaken: "Un administrateur utilise déjà cet email",
  passwordTooShort: passwordMessages.tooShort,
  deleteSelf: "Vous ne pouvez pas supprimer votre propre compte.",
  deleteLast: "Impossible de supprimer le dernier administrateur.",
  formInvalid: "Le formulaire contient des erreurs. Veuillez les corriger.",
} as const;

export const newUserSchema = z.object({
  name: z
    .string({ error: userMessages.nameRequired })
    .trim()
    .min(1, { error: userMessages.nameRequired })
    .max(120, { error: "Le nom ne doit pas dépasser 120 caractères" })
    .refine((name) => !hasForbiddenCharacters(name, "line"), {
      error: messages.common.forbiddenCharacters,
    }),
  email: z
    .email({ error: userMessages.emailInvalid })
    .max(254, { error: userMessages.emailInvalid }),
  password: newPasswordSchema,
});

const userView = (
  user: Omit<UserRow, "two_factor_enabled"> & { two_factor_enabled_at: string | null },
): UserRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  created_at: user.created_at,
  last_sign_in_at: user.last_sign_in_at,
  role: user.role,
  two_factor_enabled: user.two_factor_enabled_at !== null,
});

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/users", { schema: { querystring: listQuerySchema } }, async (request) => {
    const page = await listPage(app.db, "users", request.query);
    return listAnswer(page.rows.map(userView), page);
  });

  app.post("/api/admin/users", { schema: { body: newUserSchema } }, async (request, reply) => {
    const { name, email, password } = request.body;
    // The account and its audit line are one transaction.
    const audit = (trx: Db, id: number) =>
      recordAudit(trx, {
        actor: actorOf(request),
        action: "user.create",
        entity: { type: "user", id, reference: email },
        at: app.clock(),
      });
    // Checked before hashing so a plain mistake costs no argon2 work; the insert still decides.
    const outcome = (await findUserByEmail(app.db, email))
      ? ({ kind: "taken" } as const)
      : await createUser(
          app.db,
          { name, email, passwordHash: await hashPassword(password) },
          audit,
        );
    if (outcome.kind === "taken") {
      return reply
        .code(422)
        .send({ message: userMessages.formInvalid, errors: { email: [userMessages.emailTaken] } });
    }
    const { id } = outcome;
    const created = await findById(app.db, "users", id);
    return reply.code(201).send(created ? userView(created) : { id, name, email });
  });

  app.delete(
    "/api/admin/users/:id",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.sessionUser?.id) {
        return reply.code(409).send({ message: userMessages.deleteSelf });
      }
      const user = await findById(app.db, "users", id);
      // The delete and its audit line are one transaction.
      const outcome = await deleteUserKeepingOne(app.db, id, (trx) =>
        recordAudit(trx, {
          actor: actorOf(request),
          action: "user.delete",
          entity: { type: "user", id, reference: user?.email ?? "" },
          at: app.clock(),
        }),
      );
      if (outcome === "missing") return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (outcome === "last") return reply.code(409).send({ message: userMessages.deleteLast });
      return reply.code(204).send();
    },
  );
};
