import { randomUUID } from "node:crypto";
import {
  CHECK_IN_MAX_AGE_HOURS,
  type CheckInRefusal,
  type CheckInResult,
  type CheckInToday,
  checkInMessages,
  checkInSchema,
  checkInSearchSchema,
  checkInSettingsSchema,
  type DeskReferenceList,
  STAFF_ACCESS,
  zonedDay,
} from "@congres/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorAndTime, actorOf } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { renderBadgesPdf } from "../../services/pdf/render-pdf.ts";
import { messageAnswers, pdfAnswers } from "../http-schemas.ts";
import { delegateOf } from "../registrations/delegate-data.ts";
import { isAttending } from "../registrations/registration-attendance.ts";
import { findRegistration } from "../registrations/registration-by-id.ts";
import { deskReferenceList } from "../registrations/registration-desk.ts";
import {
  checkInRefusalSchema,
  checkInResultSchema,
  checkInSettingsAnswerSchema,
  checkInStatsSchema,
  checkInTodaySchema,
  deskReferencesSchema,
  deskSearchSchema,
  undoneSchema,
} from "./check-in-answers.ts";
import {
  dayCounters,
  deskPerson,
  findByTypedReference,
  noteSeen,
  searchDesk,
  undoDeadline,
} from "./check-in-repository.ts";
import { checkInSettings } from "./check-in-settings.ts";
import { writeCheckInSettings } from "./check-in-settings-workflow.ts";
import { checkInStats } from "./check-in-stats.ts";
import { checkIn } from "./check-in-workflow.ts";
import { sightOf, signedIn, unseenByDesk } from "./desk-access.ts";
import { undoCheckIn } from "./undo-check-in-workflow.ts";

const PATH = "/api/admin/check-in";

/**
 * The check-in desk (issue #25, decision 0047), for the desk, the secretariat and admins: scan or
 * type a badge's reference, search a person by name, today's counters, undo a scan, one badge
 * (a cash payment, when the secretariat allows it, is in payments/desk-payment-routes.ts). The settings and the dashboard's attendance
 * are the secretariat's.
 */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = { roles: STAFF_ACCESS.desk };
  const edition = () => app.mail.context.edition;
  const prefix = () => edition().referencePrefixes.registration;
  const today = () => zonedDay(app.clock(), edition().timeZone);
  const unseen = (request: FastifyRequest, registrationId: number) =>
    unseenByDesk(app.db, request, today(), registrationId);

  const scan = {
    body: checkInSchema,
    response: {
      200: checkInResultSchema,
      404: checkInRefusalSchema,
      409: checkInRefusalSchema,
      422: checkInRefusalSchema,
    },
  };
  app.post(
    PATH,
    { config: { ...desk, scope: "check-in:write" }, schema: scan },
    async (request, reply) => {
      const { reference, scanId, scannedAt, device, queuedBy } = request.body;
      // A scan kept offline is sent under the account that kept it, never another (decision 0058).
      if (queuedBy !== undefined && queuedBy !== request.sessionUser?.id) {
        return reply.code(409).send({ message: checkInMessages.otherAccount });
      }
      const now = app.clock();
      // A scan that waited offline keeps its own time; never one in the future.
      const scanned = scannedAt ? new Date(Math.min(Date.parse(scannedAt), now.getTime())) : now;
      const registration = await findByTypedReference(app.db, reference, prefix());
      const refused = (
        code: 404 | 409 | 422,
        message: string,
        errors?: Record<string, string[]>,
      ) => {
        const answer: CheckInRefusal = {
          message,
          ...(registration ? { registration: deskPerson(registration) } : {}),
        };
        return reply.code(code).send(errors ? { ...answer, errors } : answer);
      };
      if (now.getTime() - scanned.getTime() > CHECK_IN_MAX_AGE_HOURS * 3_600_000) {
        return refused(422, checkInMessages.tooOld, { scannedAt: [checkInMessages.tooOld] });
      }
      if (!registration) return refused(404, checkInMessages.unknown(reference));
      if (registration.payment_status === "annulee") {
        return refused(409, checkInMessages.cancelled(registration.reference));
      }
      const outcome = await checkIn(app.db, registration, {
        registrationId: registration.id,
        scanId: scanId ?? randomUUID(),
        scannedAt: scanned,
        receivedAt: now,
        actor: actorOf(request),
        device: device ?? "",
        timeZone: edition().timeZone,
      });
      if (outcome.kind === "scan_reused") {
        return reply.code(409).send({ message: checkInMessages.scanIdReused });
      }
      const { row, firstTime } = outcome;
      // Scanned again (the day's row is another desk's): this account saw the person too.
      if (!firstTime && request.sessionUser)
        await noteSeen(app.db, sightOf(request, today()), [registration.id]);
      const answer: CheckInResult = {
        registration: deskPerson(registration),
        day: row.day,
        checked_in_at: row.checked_in_at,
        first_time: firstTime,
        check_in_id: row.id,
        undo_until: undoDeadline(row).toISOString(),
      };
      return answer;
    },
  );

  app.get(
    `${PATH}/search`,
    {
      config: desk,
      schema: { querystring: checkInSearchSchema, response: { 200: deskSearchSchema } },
    },
    async (request) => ({
      data: await searchDesk(app.db, request.query.q, prefix(), sightOf(request, today())),
    }),
  );

  app.get(
    `${PATH}/references`,
    { config: desk, schema: { response: { 200: deskReferencesSchema } } },
    async (): Promise<DeskReferenceList> => ({
      day: today(),
      data: await deskReferenceList(app.db),
    }),
  );

  const todayRoute = { config: desk, schema: { response: { 200: checkInTodaySchema } } };
  app.get(`${PATH}/today`, todayRoute, async (): Promise<CheckInToday> => {
    const day = today();
    const [counters, settings] = await Promise.all([
      dayCounters(app.db, day),
      checkInSettings(app.db),
    ]);
    return { day, ...counters, cash_payments: settings.cash_payments };
  });

  app.post(
    `${PATH}/:id/undo`,
    {
      config: desk,
      schema: {
        params: idParamsSchema,
        response: { 200: undoneSchema, ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await undoCheckIn(app.db, {
        id: request.params.id,
        ...actorAndTime(request),
        onlyBy: request.sessionUser?.role === "desk" ? signedIn(request).id : undefined,
      });
      if (outcome.kind === "not_found") {
        return reply.code(404).send({ message: checkInMessages.undoUnknown });
      }
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      return { undone: true as const, registration: deskPerson(outcome.registration) };
    },
  );

  // `:id` is the registration's: the desk prints the badge of the person in front of it.
  app.get(
    `${PATH}/:id/badge.pdf`,
    {
      config: desk,
      schema: {
        params: idParamsSchema,
        response: pdfAnswers("Le badge, une page A6.", 404, 409),
      },
    },
    async (request, reply) => {
      if (await unseen(request, request.params.id)) {
        return reply.code(404).send({ message: checkInMessages.notSeenToday });
      }
      const row = await findRegistration(app.db, request.params.id);
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (!isAttending(row.payment_status)) {
        return reply.code(409).send({ message: checkInMessages.noBadge });
      }
      const pdf = await renderBadgesPdf([delegateOf(row)], "single", edition());
      return sendPdf(reply, `badge-${row.reference}.pdf`, pdf);
    },
  );

  const office = { roles: STAFF_ACCESS.office };
  const stats = { config: office, schema: { response: { 200: checkInStatsSchema } } };
  app.get(`${PATH}/stats`, stats, async () => checkInStats(app.db, edition().timeZone));

  const settings = { 200: checkInSettingsAnswerSchema };
  app.get(
    "/api/admin/settings/check-in",
    { config: office, schema: { response: settings } },
    async () => checkInSettings(app.db),
  );

  app.put(
    "/api/admin/settings/check-in",
    { config: office, schema: { body: checkInSettingsSchema, response: settings } },
    async (request) => {
      await writeCheckInSettings(app.db, {
        ...request.body,
        ...actorAndTime(request),
      });
      return checkInSettings(app.db);
    },
  );
};
