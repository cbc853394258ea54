import { randomUUID } from "node:crypto";
import {
  CHECK_IN_MAX_AGE_HOURS,
  type CheckInRefusal,
  type CheckInResult,
  type CheckInToday,
  cashPaymentSchema,
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
import { actorOf } from "../../services/audit/audit-repository.ts";
import { findById, idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { renderBadgesPdf } from "../../services/pdf/render-pdf.ts";
import { ATTENDING_STATUSES } from "../attendance/attendance-queries.ts";
import { delegateOf } from "../attendance/delegate-data.ts";
import { performPaymentAction } from "../payments/payment-workflow.ts";
import {
  type DeskSight,
  dayCounters,
  deskHasSeen,
  deskPerson,
  findByTypedReference,
  findDeskRow,
  noteSeen,
  recordCheckIn,
  referenceList,
  searchDesk,
  undoCheckIn,
  undoDeadline,
} from "./check-in-repository.ts";
import { checkInSettings, writeCheckInSettings } from "./check-in-settings.ts";
import { checkInStats } from "./check-in-stats.ts";

const PATH = "/api/admin/check-in";
/** The staff account of a desk route's request (the session hook lets none through without). */
function signedIn(request: FastifyRequest) {
  if (!request.sessionUser) throw new Error("a desk route needs a signed-in account");
  return request.sessionUser;
}

const isAttending = (status: string) => (ATTENDING_STATUSES as readonly string[]).includes(status);

/** The bank label of a payment taken in cash at the desk (the receipt and Historique show it). */
const CASH_LABEL = "Espèces, encaissées à l'accueil";

/**
 * The check-in desk (issue #25, decision 0047), for the desk, the secretariat and admins: scan or
 * type a badge's reference, search a person by name, today's counters, undo a scan, one badge,
 * a cash payment when the secretariat allows it. The settings and the dashboard's attendance
 * are the secretariat's.
 */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = { roles: STAFF_ACCESS.desk };
  const edition = () => app.mail.context.edition;
  const prefix = () => edition().referencePrefixes.registration;
  const today = () => zonedDay(app.clock(), edition().timeZone);

  /** The desk account and today: the people it saw today are the ones it may print or cash. */
  const sightOf = (request: FastifyRequest): DeskSight => ({
    userId: signedIn(request).id,
    day: today(),
  });
  /**
   * The desk role reaches only people it checked in or found today; the office reaches all. The
   * others are answered as an id that names nobody (404): a guess learns nothing, not even that
   * the registration exists.
   */
  const unseenByDesk = async (request: FastifyRequest, registrationId: number) =>
    request.sessionUser?.role === "desk" &&
    !(await deskHasSeen(app.db, sightOf(request), registrationId));

  app.post(PATH, { config: desk, schema: { body: checkInSchema } }, async (request, reply) => {
    const { reference, scanId, scannedAt, device, queuedBy } = request.body;
    // A scan kept offline is sent under the account that kept it, never another (decision 0058).
    if (queuedBy !== undefined && queuedBy !== signedIn(request).id) {
      return reply.code(409).send({ message: checkInMessages.otherAccount });
    }
    const now = app.clock();
    // A scan that waited offline keeps its own time; never one in the future.
    const scanned = scannedAt ? new Date(Math.min(Date.parse(scannedAt), now.getTime())) : now;
    const registration = await findByTypedReference(app.db, reference, prefix());
    const refused = (code: number, message: string, errors?: Record<string, string[]>) => {
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
    const outcome = await recordCheckIn(app.db, {
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
    if (!firstTime) await noteSeen(app.db, sightOf(request), [registration.id]);
    const answer: CheckInResult = {
      registration: deskPerson(registration),
      day: row.day,
      checked_in_at: row.checked_in_at,
      first_time: firstTime,
      check_in_id: row.id,
      undo_until: undoDeadline(row).toISOString(),
    };
    return answer;
  });

  app.get(
    `${PATH}/search`,
    { config: desk, schema: { querystring: checkInSearchSchema } },
    async (request) => ({
      data: await searchDesk(app.db, request.query.q, prefix(), sightOf(request)),
    }),
  );

  app.get(
    `${PATH}/references`,
    { config: desk },
    async (): Promise<DeskReferenceList> => ({
      day: today(),
      data: await referenceList(app.db),
    }),
  );

  app.get(`${PATH}/today`, { config: desk }, async (): Promise<CheckInToday> => {
    const day = today();
    const [counters, settings] = await Promise.all([
      dayCounters(app.db, day),
      checkInSettings(app.db),
    ]);
    return { day, ...counters, cash_payments: settings.cash_payments };
  });

  app.post(
    `${PATH}/:id/undo`,
    { config: desk, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const outcome = await undoCheckIn(app.db, {
        id: request.params.id,
        actor: actorOf(request),
        at: app.clock(),
        onlyBy: request.sessionUser?.role === "desk" ? signedIn(request).id : undefined,
      });
      if (outcome.kind === "not_found") {
        return reply.code(404).send({ message: checkInMessages.undoUnknown });
      }
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      return { undone: true, registration: deskPerson(outcome.registration) };
    },
  );

  // `:id` is the registration's: the desk prints the badge of the person in front of it.
  app.get(
    `${PATH}/:id/badge.pdf`,
    { config: desk, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (await unseenByDesk(request, request.params.id)) {
        return reply.code(404).send({ message: checkInMessages.notSeenToday });
      }
      const row = await findById(app.db, "registrations", request.params.id);
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (!isAttending(row.payment_status)) {
        return reply.code(409).send({ message: checkInMessages.noBadge });
      }
      const pdf = await renderBadgesPdf([delegateOf(row)], "single", edition());
      return sendPdf(reply, `badge-${row.reference}.pdf`, pdf);
    },
  );

  // Through "Marquer payée"'s own path: receipt, its mail and the audit line, in one transaction.
  app.post(
    `${PATH}/:id/cash-payment`,
    { config: desk, schema: { params: idParamsSchema, body: cashPaymentSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (await unseenByDesk(request, id)) {
        return reply.code(404).send({ message: checkInMessages.notSeenToday });
      }
      if (!(await checkInSettings(app.db)).cash_payments) {
        return reply.code(409).send({ message: checkInMessages.cashNotAllowed });
      }
      const outcome = await performPaymentAction(app.db, {
        id,
        action: {
          kind: "mark_paid",
          amountCentimes: request.body.amount,
          paidAt: today(),
          bankLabel: CASH_LABEL,
        },
        actor: actorOf(request),
        at: app.clock(),
        mail: app.mail,
      });
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      const row = outcome.kind === "done" ? await findDeskRow(app.db, id) : undefined;
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return { registration: deskPerson(row) };
    },
  );

  app.get(`${PATH}/stats`, { config: { roles: STAFF_ACCESS.office } }, async () =>
    checkInStats(app.db, edition().timeZone),
  );

  app.get("/api/admin/settings/check-in", { config: { roles: STAFF_ACCESS.office } }, async () =>
    checkInSettings(app.db),
  );

  app.put(
    "/api/admin/settings/check-in",
    { config: { roles: STAFF_ACCESS.office }, schema: { body: checkInSettingsSchema } },
    async (request) => {
      await writeCheckInSettings(app.db, {
        ...request.body,
        actor: actorOf(request),
        at: app.clock(),
      });
      return checkInSettings(app.db);
    },
  );
};
