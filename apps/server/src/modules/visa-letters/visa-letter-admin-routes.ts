import {
  STAFF_ACCESS,
  VISA_LETTER_STATUSES,
  type VisaLetterStatus,
  valuesOf,
} from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime, actorOf } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, listQuerySchema } from "../../services/lists/admin-list.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { messageAnswers, pdfAnswers } from "../http-schemas.ts";
import {
  referencesByIds,
  registrationIdsFound,
} from "../registrations/registration-visa-letters.ts";
import { visaLetterAdminMessages as messages } from "./visa-letter-messages.ts";
import { renderVisaLetter } from "./visa-letter-pdf.ts";
import { findVisaLetter, visaLetterPage } from "./visa-letter-repository.ts";
import { visaLetterSettings } from "./visa-letter-settings.ts";
import {
  decideOnVisaLetter,
  revokeIssuedVisaLetter,
  type StaffOutcome,
  setUnpaidAllowed,
} from "./visa-letter-workflow.ts";

const STATUS_VALUES = VISA_LETTER_STATUSES.map((status) => status.value) as [
  VisaLetterStatus,
  ...VisaLetterStatus[],
];

const listSchema = listQuerySchema.extend({
  status: z.enum(STATUS_VALUES, { error: "Statut inconnu" }).optional(),
});

const reason = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(1000, {
    error: "Le motif ne doit pas dépasser 1000 caractères",
  });

const decisionSchema = z
  .object({
    approve: z.boolean({ error: "Indiquez si la lettre est accordée (approve: true ou false)." }),
    reason: z
      .string()
      .trim()
      .max(1000, { error: "Le motif ne doit pas dépasser 1000 caractères" })
      .optional(),
  })
  .refine((body) => body.approve || (body.reason ?? "") !== "", {
    error: messages.reasonRequired,
    path: ["reason"],
  });

const ANSWERS: Record<Exclude<StaffOutcome, "done">, { code: 404 | 409; message: string }> = {
  notFound: { code: 404, message: messages.notFound },
  conflict: { code: 409, message: messages.alreadyDecided },
};

const visaRowSchema = z.object({
  id: z.number().int(),
  registration_id: z.number().int(),
  reference: z.string(),
  status: z.enum(valuesOf(VISA_LETTER_STATUSES)),
  passport_number: z.string(),
  nationality: z.string(),
  requested_at: z.string(),
});
const visaSettingsSchema = z.object({ unpaid_allowed: z.boolean() });

/**
 * « Lettres d'invitation » (decision 0070), for the office (admin, secretariat): the requests,
 * newest first; the decision (approval issues and mails the letter; refusal mails the reason);
 * the revocation of an issued letter; the issued letter's PDF; and whether unpaid registrations
 * may ask for one.
 */
export const visaLetterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: STAFF_ACCESS.office };
  const edition = () => app.mail.context.edition;

  app.get(
    "/api/admin/visa-letters",
    {
      config,
      schema: {
        querystring: listSchema,
        response: { 200: z.object({ data: z.array(visaRowSchema), total: z.number().int() }) },
      },
    },
    async (request) =>
      visaLetterPage(
        app.db,
        request.query,
        (ids) => referencesByIds(app.db, ids),
        (q) => registrationIdsFound(app.db, q),
      ),
  );

  app.post(
    "/api/admin/visa-letters/:id/decision",
    {
      config,
      schema: {
        params: idParamsSchema,
        body: decisionSchema,
        response: {
          200: z.object({ status: z.enum(["approved", "refused"]) }),
          ...messageAnswers(404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await decideOnVisaLetter(app.db, {
        id: request.params.id,
        approve: request.body.approve,
        reason: request.body.approve ? null : (request.body.reason ?? null),
        ...actorAndTime(request),
        edition: edition(),
        mail: app.mail,
      });
      if (outcome !== "done") {
        return reply.code(ANSWERS[outcome].code).send({ message: ANSWERS[outcome].message });
      }
      return { status: request.body.approve ? ("approved" as const) : ("refused" as const) };
    },
  );

  app.post(
    "/api/admin/visa-letters/:id/revoke",
    {
      config,
      schema: {
        params: idParamsSchema,
        body: z.object({ reason: reason(messages.revocationReasonRequired) }),
        response: { 200: z.object({ status: z.literal("revoked") }), ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await revokeIssuedVisaLetter(app.db, {
        id: request.params.id,
        reason: request.body.reason,
        ...actorAndTime(request),
      });
      if (outcome === "notFound") return reply.code(404).send({ message: messages.notFound });
      if (outcome === "conflict") return reply.code(409).send({ message: messages.notApproved });
      return { status: "revoked" as const };
    },
  );

  // The letter as issued, for staff to check it (a revoked one too, marked so by its code).
  app.get(
    "/api/admin/visa-letters/:id/letter.pdf",
    {
      config,
      schema: {
        params: idParamsSchema,
        response: pdfAnswers("La lettre d'invitation délivrée.", 404, 409),
      },
    },
    async (request, reply) => {
      const letter = await findVisaLetter(app.db, request.params.id);
      if (!letter) return reply.code(404).send({ message: messages.notFound });
      if (letter.status !== "approved" && letter.status !== "revoked") {
        return reply.code(409).send({ message: messages.notIssued });
      }
      const { fileName, pdf } = await renderVisaLetter(app.db, letter.id, edition());
      return sendPdf(reply, fileName, pdf);
    },
  );

  const settings = { config, schema: { response: { 200: visaSettingsSchema } } };
  app.get("/api/admin/settings/visa-letters", settings, async () => visaLetterSettings(app.db));

  app.put(
    "/api/admin/settings/visa-letters",
    {
      config,
      schema: {
        body: z.object({
          unpaid_allowed: z.boolean({ error: "Indiquez oui ou non (unpaid_allowed)." }),
        }),
        response: { 200: visaSettingsSchema },
      },
    },
    async (request) => {
      await setUnpaidAllowed(app.db, request.body.unpaid_allowed, actorOf(request), app.clock());
      return visaLetterSettings(app.db);
    },
  );
};
