import {
  LOCALES,
  programmeDaySchema,
  programmeItemSchema,
  programmePublishSchema,
  programmeRoomOrderSchema,
  programmeRoomSchema,
  programmeSessionSchema,
  STAFF_ACCESS,
} from "@congres/shared";
import type { PublishedProgramme } from "@congres/shared/programme";
import { snakeCase } from "change-case/keys";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pagePolicy } from "../../plugins/site-files.ts";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { fileAnswer, formErrorsSchema, messageAnswers, noBodySchema } from "../http-schemas.ts";
import {
  programmeAdminViewSchema,
  programmeConflictsSchema,
  programmeEntrySchema,
  programmePublishResultSchema,
  programmeVersionsSchema,
} from "./programme-answers.ts";
import {
  changeSession,
  createSession,
  type EditOutcome,
  removeItem,
  removeSession,
  saveItem,
} from "./programme-edit-workflow.ts";
import { addRoom, changeDay, changeRoom, orderRooms } from "./programme-places-workflow.ts";
import { listVersions } from "./programme-publications.ts";
import {
  type PublishOutcome,
  publishProgramme,
  restoreVersion,
} from "./programme-publish-workflow.ts";
import { draftProgramme } from "./programme-repository.ts";
import { programmeAdminView } from "./programme-state.ts";

export const PROGRAMME_ROUTE_MESSAGES = {
  invalid: "Le formulaire contient des erreurs. Veuillez les corriger.",
  conflicts: (count: number) =>
    count === 1
      ? "Le programme a un conflit : publiez après l'avoir réglé, ou confirmez pour publier quand même."
      : `Le programme a ${count} conflits : publiez après les avoir réglés, ou confirmez pour publier quand même.`,
  version: "Version introuvable.",
  noPreview:
    "L'aperçu n'est pas disponible : ce serveur n'a pas le site construit (npm run build).",
} as const;

const m = PROGRAMME_ROUTE_MESSAGES;

/**
 * The programme's sessions and items in an answer: snake_case keys (`starts_at`,
 * `submission_id`…) like every answer of the API, from the shared camelCase shape, which
 * requests and stored publications keep.
 */
const answerKeys = (value: unknown) => snakeCase(value, Number.POSITIVE_INFINITY);

export type ProgrammeRoutesOptions = {
  /**
   * Called after every publication and restoration with the new version (the public pages are
   * written again from it). A failure is logged: the publication itself is stored.
   */
  onPublished?: ((programme: PublishedProgramme) => void | Promise<void>) | undefined;
};

const config = { roles: STAFF_ACCESS.committee };
const sessionParams = z.object({ id: z.string().min(1).max(100) });
const itemParams = sessionParams.extend({ itemId: z.string().min(1).max(100) });
const roomParams = z.object({ name: z.string().min(1).max(120) });
const dayParams = z.object({ date: z.string().min(1).max(20) });
const previewQuery = z.object({ lang: z.enum(LOCALES).default("fr") });
const versionParams = z.object({
  version: z.coerce
    .number({ error: m.version })
    .int({ error: m.version })
    .positive({ error: m.version }),
});

/**
 * The programme from the admin (issue #24, decision 0049): the draft and its checks, sessions
 * and items, publishing (409 with the conflicts unless confirmed), versions and restoring.
 */
/** What an edit answers: what it saved (201 for a new one), nothing (204), 404 or 422. */
const edited = (status: 200 | 201) => ({
  [status]: z.union([programmeEntrySchema, z.array(z.unknown())]),
  204: noBodySchema,
  ...messageAnswers(404),
  422: formErrorsSchema,
});
const publishAnswers = {
  200: programmePublishResultSchema,
  ...messageAnswers(404),
  409: programmeConflictsSchema,
};

export const programmeRoutes: FastifyPluginAsyncZod<ProgrammeRoutesOptions> = async (
  app,
  options,
) => {
  const answer = <T>(reply: FastifyReply, outcome: EditOutcome<T>, status = 200) => {
    if (outcome.kind === "not_found") return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    if (outcome.kind === "invalid") {
      return reply.code(422).send({ message: m.invalid, errors: outcome.errors });
    }
    if (outcome.value === null) return reply.code(204).send();
    return reply.code(status).send(answerKeys(outcome.value));
  };

  const published = async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: PublishOutcome,
  ) => {
    if (outcome.kind === "not_found") return reply.code(404).send({ message: m.version });
    if (outcome.kind === "conflicts") {
      return reply
        .code(409)
        .send({ message: m.conflicts(outcome.conflicts.length), conflicts: outcome.conflicts });
    }
    try {
      await options.onPublished?.(outcome.programme);
    } catch (error) {
      request.log.error({ err: error }, "the published programme's renderings failed");
    }
    return outcome.result;
  };

  const publishContext = (request: FastifyRequest) => ({
    ...actorAndTime(request),
    edition: app.mail.settings.edition,
    messageIdDomain: app.mail.settings.messageIdDomain,
  });

  const viewRoute = { config, schema: { response: { 200: programmeAdminViewSchema } } };
  app.get("/api/admin/programme", viewRoute, async () => {
    const view = await programmeAdminView(app.db);
    return { ...view, draft: answerKeys(view.draft) as Record<string, unknown> };
  });

  // The draft as delegates will read it once published: the public page in a language, drawn
  // by the build's renderer (decision 0050) without swapping anything, under its own policy
  // (the page's inline scripts by their hashes); never cached (security-headers.ts, /api/).
  app.get(
    "/api/admin/programme/preview",
    {
      config,
      schema: {
        querystring: previewQuery,
        response: {
          200: fileAnswer("text/html", "La page du programme telle que le public la verra."),
          ...messageAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const path = lang === "fr" ? "/programme/index.html" : `/${lang}/programme/index.html`;
      const html = await app.programmePages?.preview(await draftProgramme(app.db), path);
      if (html === undefined) return reply.code(404).send({ message: m.noPreview });
      return reply
        .header("content-security-policy", pagePolicy(html))
        .type("text/html; charset=utf-8")
        .send(html);
    },
  );

  app.post(
    "/api/admin/programme/rooms",
    { config, schema: { body: programmeRoomSchema, response: edited(201) } },
    async (request, reply) =>
      answer(reply, await addRoom(app.db, request.body, actorAndTime(request)), 201),
  );

  app.put(
    "/api/admin/programme/rooms/:name",
    { config, schema: { params: roomParams, body: programmeRoomSchema, response: edited(200) } },
    async (request, reply) =>
      answer(
        reply,
        await changeRoom(app.db, request.params.name, request.body, actorAndTime(request)),
      ),
  );

  app.put(
    "/api/admin/programme/room-order",
    { config, schema: { body: programmeRoomOrderSchema, response: edited(200) } },
    async (request, reply) =>
      answer(reply, await orderRooms(app.db, request.body.rooms, actorAndTime(request))),
  );

  app.put(
    "/api/admin/programme/days/:date",
    { config, schema: { params: dayParams, body: programmeDaySchema, response: edited(200) } },
    async (request, reply) =>
      answer(
        reply,
        await changeDay(app.db, request.params.date, request.body, actorAndTime(request)),
      ),
  );

  app.post(
    "/api/admin/programme/sessions",
    { config, schema: { body: programmeSessionSchema, response: edited(201) } },
    async (request, reply) =>
      answer(reply, await createSession(app.db, request.body, actorAndTime(request)), 201),
  );

  app.put(
    "/api/admin/programme/sessions/:id",
    {
      config,
      schema: { params: sessionParams, body: programmeSessionSchema, response: edited(200) },
    },
    async (request, reply) =>
      answer(
        reply,
        await changeSession(app.db, request.params.id, request.body, actorAndTime(request)),
      ),
  );

  app.delete(
    "/api/admin/programme/sessions/:id",
    { config, schema: { params: sessionParams, response: edited(200) } },
    async (request, reply) =>
      answer(reply, await removeSession(app.db, request.params.id, actorAndTime(request))),
  );

  app.post(
    "/api/admin/programme/sessions/:id/items",
    { config, schema: { params: sessionParams, body: programmeItemSchema, response: edited(201) } },
    async (request, reply) =>
      answer(
        reply,
        await saveItem(app.db, request.params.id, undefined, request.body, actorAndTime(request)),
        201,
      ),
  );

  app.put(
    "/api/admin/programme/sessions/:id/items/:itemId",
    { config, schema: { params: itemParams, body: programmeItemSchema, response: edited(200) } },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return answer(reply, await saveItem(app.db, id, itemId, request.body, actorAndTime(request)));
    },
  );

  app.delete(
    "/api/admin/programme/sessions/:id/items/:itemId",
    { config, schema: { params: itemParams, response: edited(200) } },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return answer(reply, await removeItem(app.db, id, itemId, actorAndTime(request)));
    },
  );

  app.post(
    "/api/admin/programme/publish",
    { config, schema: { body: programmePublishSchema, response: publishAnswers } },
    async (request, reply) => {
      const confirm = request.body?.confirm === true;
      return published(
        request,
        reply,
        await publishProgramme(app.db, confirm, publishContext(request)),
      );
    },
  );

  const versionsRoute = { config, schema: { response: { 200: programmeVersionsSchema } } };
  app.get("/api/admin/programme/versions", versionsRoute, async () => ({
    data: await listVersions(app.db),
  }));

  app.post(
    "/api/admin/programme/versions/:version/restore",
    { config, schema: { params: versionParams, response: publishAnswers } },
    async (request, reply) =>
      published(
        request,
        reply,
        await restoreVersion(app.db, request.params.version, publishContext(request)),
      ),
  );
};
