import { randomBytes } from "node:crypto";
import {
  hasForbiddenCharacters,
  messages,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type UserRow,
} from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/connection.ts";
import { actorOf, recordAudit } from "../../services/audit/audit-repository.ts";
import {
  findById,
  idParamsSchema,
  listAnswer,
  listAnswerSchema,
  listPage,
  listQuerySchema,
  NOT_FOUND_MESSAGE,
} from "../../services/lists/admin-list.ts";
import { formErrorsSchema, messageAnswers, noBodySchema } from "../http-schemas.ts";
import {
  changeAccountKeepingAnAdmin,
  createUser,
  deleteUserKeepingOne,
} from "./account-change-workflow.ts";
import { sendLinkAudited } from "./account-link-workflow.ts";
import { sendAccountLink } from "./account-links.ts";
import { queueAccountNotice } from "./account-notice-mail.ts";
import { newPasswordSchema, passwordMessages } from "./password-rule.ts";
import { hashPassword } from "./passwords.ts";
import { findUserByEmail } from "./user-repository.ts";

export const userMessages = {
  nameRequired: "Le nom est requis",
  emailInvalid: "Email invalide",
  emailTaken: "Un administrateur utilise déjà cet email",
  passwordTooShort: passwordMessages.tooShort,
  deleteSelf: "Vous ne pouvez pas supprimer votre propre compte.",
  deleteLast: "Impossible de supprimer le dernier administrateur.",
  roleInvalid: `Choisissez un rôle : ${Object.values(STAFF_ROLE_LABELS).join(", ")}.`,
  demoteLast:
    "Impossible de changer le rôle du dernier administrateur : nommez d'abord un autre administrateur.",
  notInvited:
    "Ce compte a déjà choisi son mot de passe : il n'y a pas d'invitation à renvoyer. Il peut utiliser « Mot de passe oublié ? » sur la page de connexion.",
  invitationResent: (email: string) =>
    `Invitation renvoyée à ${email}. Le lien envoyé auparavant ne fonctionne plus.`,
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
  /** Without it, the account is invited by e-mail to choose its own (decision 0044). */
  password: newPasswordSchema.optional(),
  role: z.enum(STAFF_ROLES, { error: userMessages.roleInvalid }).default("admin"),
});

export const roleChangeSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: userMessages.roleInvalid }),
});

type StoredUser = Omit<UserRow, "invitation_pending" | "two_factor_enabled"> & {
  invitation_pending: number;
  two_factor_enabled_at: string | null;
};

const userView = (user: StoredUser): UserRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  created_at: user.created_at,
  last_sign_in_at: user.last_sign_in_at,
  role: user.role,
  invitation_pending: user.invitation_pending === 1,
  two_factor_enabled: user.two_factor_enabled_at !== null,
});

const userRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  invitation_pending: z.boolean(),
  two_factor_enabled: z.boolean(),
}) satisfies z.ZodType<UserRow>;
const usersSchema = {
  querystring: listQuerySchema,
  response: { 200: listAnswerSchema(userRowSchema) },
};

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/users", { schema: usersSchema }, async (request) => {
    const page = await listPage(app.db, "users", request.query);
    return listAnswer(page.rows.map(userView), page);
  });

  const created = {
    201: userRowSchema.or(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        role: z.enum(STAFF_ROLES),
      }),
    ),
    422: formErrorsSchema,
  };
  app.post(
    "/api/admin/users",
    { schema: { body: newUserSchema, response: created } },
    async (request, reply) => {
      const { name, email, password, role } = request.body;
      const invited = password === undefined;
      // The account, its invitation and mail, and its audit line are one transaction.
      const alongside = async (trx: Db, id: number) => {
        const linkExpiresAt = invited
          ? await sendAccountLink(trx, app.mail, { id, name, email }, "invitation", app.clock())
          : undefined;
        await recordAudit(trx, {
          actor: actorOf(request),
          action: invited ? "user.invite" : "user.create",
          entity: { type: "user", id, reference: email },
          ...(linkExpiresAt && {
            changes: { link_expires_at: [null, linkExpiresAt.toISOString()] },
          }),
          at: app.clock(),
        });
      };
      // An invited account's hash is of a secret nobody knows: no password signs in to it, and
      // its failed sign-ins take the time of any other.
      const chosen = password ?? randomBytes(32).toString("base64url");
      // Checked before hashing so a plain mistake costs no argon2 work; the insert still decides.
      const outcome = (await findUserByEmail(app.db, email))
        ? ({ kind: "taken" } as const)
        : await createUser(
            app.db,
            {
              name,
              email,
              passwordHash: await hashPassword(chosen),
              invitationPending: invited,
              role,
            },
            alongside,
          );
      if (outcome.kind === "created" && invited) app.mail.queued();
      if (outcome.kind === "taken") {
        return reply.code(422).send({
          message: userMessages.formInvalid,
          errors: { email: [userMessages.emailTaken] },
        });
      }
      const { id } = outcome;
      const created = await findById(app.db, "users", id);
      return reply.code(201).send(created ? userView(created) : { id, name, email, role });
    },
  );

  // A new role ends the person's sessions: they sign in again with only what it allows.
  app.put(
    "/api/admin/users/:id",
    {
      schema: {
        params: idParamsSchema,
        body: roleChangeSchema,
        response: { 200: userRowSchema, ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { role } = request.body;
      const outcome = await changeAccountKeepingAnAdmin(
        app.db,
        id,
        { kind: "role", role },
        async (trx, _id, before) => {
          const actor = actorOf(request);
          await recordAudit(trx, {
            actor,
            action: "user.role_change",
            entity: { type: "user", id, reference: before.email },
            changes: { role: [before.role, role] },
            at: app.clock(),
          });
          const [from, to] = [STAFF_ROLE_LABELS[before.role], STAFF_ROLE_LABELS[role]];
          const notice = { kind: "role_changed", from, to, by: actor.email } as const;
          await queueAccountNotice(trx, app.mail, before, notice, app.clock());
        },
      );
      if (outcome.kind === "missing") return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (outcome.kind === "last")
        return reply.code(409).send({ message: userMessages.demoteLast });
      if (outcome.kind === "done") app.mail.queued();
      const user = await findById(app.db, "users", id);
      return user ? userView(user) : reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    },
  );

  app.post(
    "/api/admin/users/:id/invitation",
    {
      schema: {
        params: idParamsSchema,
        response: {
          200: z.object({ message: z.string(), link_expires_at: z.string() }),
          ...messageAnswers(404, 409),
        },
      },
    },
    async (request, reply) => {
      const user = await findById(app.db, "users", request.params.id);
      if (!user) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (user.invitation_pending !== 1) {
        return reply.code(409).send({ message: userMessages.notInvited });
      }
      // The new link and its mail replace the previous link in one transaction.
      const expiresAt = await sendLinkAudited(
        app.db,
        app.mail,
        user,
        { purpose: "invitation", action: "user.invitation_resent", actor: actorOf(request) },
        app.clock(),
      );
      app.mail.queued();
      return {
        message: userMessages.invitationResent(user.email),
        link_expires_at: expiresAt.toISOString(),
      };
    },
  );

  app.delete(
    "/api/admin/users/:id",
    {
      schema: {
        params: idParamsSchema,
        response: { 204: noBodySchema, ...messageAnswers(404, 409) },
      },
    },
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
