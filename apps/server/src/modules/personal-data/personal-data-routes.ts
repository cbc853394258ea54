import { type AuditEntry, mayAccess, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { isPostgres } from "../../db/connection.ts";
import {
  actorOf,
  auditView,
  readableBy,
  recordAudit,
  sessionRole,
} from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { deleteMailsAbout } from "../../services/mail/outbox-repository.ts";
import { checkInsOf } from "../check-in/check-in-repository.ts";
import { eraseSubmissionFromProgramme } from "../programme/programme-erasure.ts";
import { withPublishRetries } from "../programme/programme-publications.ts";
import { redactAuditLinesAbout } from "./audit-redaction.ts";
import { paymentRecordsOf } from "./payment-records-export.ts";
import { redactPaymentRecordsOf } from "./payment-records-redaction.ts";
import { PERSONAL_ENTITIES, type PersonalEntity, storedRecord } from "./personal-entities.ts";

/**
 * Peer review's lines name reviewers (who acted, who was assigned): the author's copy keeps the
 * action and its time, never who reviewed (decision 0046).
 */
const withoutReviewers = (line: AuditEntry): AuditEntry =>
  line.action.startsWith("submission.review")
    ? { ...line, actor_id: null, actor_email: "", changes: {} }
    : line;

/**
 * The delegate's rights of access and erasure (issue #10 item 6, decision 0024), for each
 * registration, submission and contact message:
 * - `POST …/:id/export`: everything stored about that row (the row, its mails in the outbox,
 *   the audit lines about it; a registration's receipts, imported bank lines and check-ins) as a JSON
 *   download, audited as an export. What the committee keeps to itself (a submission's reviews'
 *   scores, recommendations and comments to the committee, its decision note, the Journal's
 *   committee lines) only when the exporting role may open peer review (decision 0057). A POST, not a GET: it writes an audit line, so it needs the
 *   CSRF check of every write.
 * - `POST …/:id/erase`: the row and its mails deleted, the personal values of its audit lines
 *   blanked, a registration's receipts and bank lines kept without the person, a submission taken
 *   out of every published programme (republished without it when the latest placed it, decision
 *   0053), and one line "effacement" (table, id, reference, who, when) — in one transaction.
 */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [entity, { path, table, exportAction, eraseAction }] of Object.entries(
    PERSONAL_ENTITIES,
  ) as [PersonalEntity, (typeof PERSONAL_ENTITIES)[PersonalEntity]][]) {
    app.post(
      `${path}/:id/export`,
      { config: { roles: STAFF_ACCESS.office }, schema: { params: idParamsSchema } },
      async (request, reply) => {
        const { id } = request.params;
        const role = sessionRole(request);
        const exported = await app.db.transaction().execute(async (trx) => {
          const stored = await storedRecord(trx, entity, id, {
            readsReview: mayAccess(role, "committee"),
          });
          if (!stored) return undefined;
          const mails = await trx
            .selectFrom("outbox")
            .select([
              "id",
              "kind",
              "status",
              "to_address",
              "to_name",
              "subject",
              "text_body",
              "template_data",
              "created_at",
              "sent_at",
            ])
            .where("entity_type", "=", entity)
            .where("entity_id", "=", id)
            .orderBy("id")
            .execute();
          const audit = await readableBy(role)
            .reduce(
              (query, readable) => query.where(readable),
              trx
                .selectFrom("audit_log")
                .selectAll()
                .where("entity_type", "=", entity)
                .where("entity_id", "=", id),
            )
            .orderBy("id")
            .execute();
          const payments = entity === "registration" ? await paymentRecordsOf(trx, id) : {};
          // The days the person came (issue #25); erased with the row (foreign key cascade).
          const attendance =
            entity === "registration" ? { check_ins: await checkInsOf(trx, id) } : {};
          const at = app.clock();
          await recordAudit(trx, {
            actor: actorOf(request),
            action: exportAction,
            entity: { type: entity, id, reference: stored.reference },
            at,
          });
          return {
            exported_at: at.toISOString(),
            entity: { type: entity, id, reference: stored.reference },
            record: stored.record,
            mails: mails.map(({ template_data, ...mail }) => ({
              ...mail,
              template_data: template_data === null ? null : JSON.parse(template_data),
            })),
            audit: audit.map(auditView).map(withoutReviewers),
            ...payments,
            ...attendance,
          };
        });
        if (!exported) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
        const name = `donnees-${entity}-${exported.entity.reference || id}.json`;
        return reply
          .header("Content-Disposition", `attachment; filename="${name}"`)
          .header("Cache-Control", "no-store")
          .send(exported);
      },
    );

    app.post(
      `${path}/:id/erase`,
      { config: { roles: STAFF_ACCESS.office }, schema: { params: idParamsSchema } },
      async (request, reply) => {
        const { id } = request.params;
        const actor = actorOf(request);
        const erase = () =>
          app.db.transaction().execute(async (trx) => {
            const stored = await storedRecord(trx, entity, id, { readsReview: false });
            if (!stored) return undefined;
            await deleteMailsAbout(trx, entity, id);
            await redactAuditLinesAbout(trx, entity, id);
            if (entity === "registration") await redactPaymentRecordsOf(trx, id);
            let republished: number | undefined;
            if (entity === "submission") {
              // Its reviews and declared conflicts go first (their foreign keys cascade too).
              await trx.deleteFrom("review_assignments").where("submission_id", "=", id).execute();
              await trx.deleteFrom("review_conflicts").where("submission_id", "=", id).execute();
              // Out of every published programme too (decision 0053).
              republished = await eraseSubmissionFromProgramme(trx, id, { actor, at: app.clock() });
            }
            // Authors go with their submission (foreign key on delete cascade).
            await trx.deleteFrom(table).where("id", "=", id).execute();
            await recordAudit(trx, {
              actor,
              action: eraseAction,
              entity: { type: entity, id, reference: stored.reference },
              at: app.clock(),
            });
            return { republished };
          });
        const erased = await withPublishRetries(erase);
        if (!erased) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
        // SQLite: the write-ahead log still holds the pages as they were; copy it into the database
        // file (whose freed bytes secure_delete zeroed) and empty it.
        if (!isPostgres(app.db)) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(app.db);
        // This server's programme pages at once; the others within their poll.
        if (erased.republished !== undefined) await app.programmePages?.refresh();
        return reply.code(204).send();
      },
    );
  }
};
