import {
  contactCorrectionSchema,
  EDIT_CONFLICT_MESSAGE,
  registrationCorrectionSchema,
  STAFF_ACCESS,
  submissionCorrectionSchema,
} from "@congres/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { contactColumns } from "../contacts/contact-repository.ts";
import { messageAnswers } from "../http-schemas.ts";
import { registrationColumns } from "../registrations/registration-repository.ts";
import { submissionColumns } from "../submissions/submission-repository.ts";
import { type CorrectionOutcome, correctRow, replaceAuthors } from "./correction-workflow.ts";
import { changedColumns } from "./field-changes.ts";

/** A saved correction: the row's id, reference, new version and what changed. */
const savedSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  version: z.number().int(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
const answers = { 200: savedSchema, ...messageAnswers(404, 409) };

/** 200 `{id, reference, version, changes}`, 404, or 409 with the French message (nothing written). */
function answer(reply: FastifyReply, outcome: CorrectionOutcome) {
  if (outcome.kind === "not_found") return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
  if (outcome.kind === "conflict") return reply.code(409).send({ message: EDIT_CONFLICT_MESSAGE });
  const { kind: _, ...saved } = outcome;
  return reply.send(saved);
}

/**
 * Staff correct a registration, a submission (with its authors) or a contact message: the public
 * form's schema (422 with its French messages, nothing written), a version check (409), and an
 * audit line `{field: [old, new]}`. The search index follows by itself (the database derives the
 * searched text), and duplicates are counted when shown, so a corrected e-mail counts at once.
 */
export const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Which row a correction is of, at which version, by whom and when. */
  const correcting = (request: FastifyRequest & { params: { id: number } }, version: number) => ({
    id: request.params.id,
    version,
    ...actorAndTime(request),
  });

  app.put(
    "/api/admin/registrations/:id",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { params: idParamsSchema, body: registrationCorrectionSchema, response: answers },
    },
    async (request, reply) => {
      const { version, ...registration } = request.body;
      const outcome = await correctRow(app.db, {
        entity: "registration",
        registrationExtras: app.registrationExtras,
        ...correcting(request, version),
        // A registration is priced once, at its creation: a correction of its type or country
        // never reprices it; staff settle a difference with the payment actions (decision 0075).
        unchanged: ["amount_received_centimes", "amount_due_centimes", "payment_status"],
        plan: (row) => {
          const set: Record<string, unknown> = registrationColumns(registration);
          return { set, changes: changedColumns(row, set, ["accommodation_needed"]) };
        },
      });
      return answer(reply, outcome);
    },
  );

  app.put(
    "/api/admin/submissions/:id",
    {
      config: { roles: STAFF_ACCESS.committee },
      schema: { params: idParamsSchema, body: submissionCorrectionSchema, response: answers },
    },
    async (request, reply) => {
      const { version, authors, ...submission } = request.body;
      const set = submissionColumns({ ...submission, authors });
      const outcome = await correctRow(app.db, {
        entity: "submission",
        ...correcting(request, version),
        plan: (row) => ({
          set,
          changes: changedColumns(row, set, ["has_conflict_of_interest"]),
        }),
        alsoWrite: replaceAuthors(authors),
      });
      return answer(reply, outcome);
    },
  );

  app.put(
    "/api/admin/contacts/:id",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { params: idParamsSchema, body: contactCorrectionSchema, response: answers },
    },
    async (request, reply) => {
      const { version, ...contact } = request.body;
      const set = contactColumns(contact);
      const outcome = await correctRow(app.db, {
        entity: "contact",
        ...correcting(request, version),
        plan: (row) => ({ set, changes: changedColumns(row, set) }),
      });
      return answer(reply, outcome);
    },
  );
};
