import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, sessionRole } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { messageAnswers, noBodySchema } from "../http-schemas.ts";
import { erasePersonalData, exportPersonalData } from "./personal-data-workflow.ts";
import { PERSONAL_ENTITIES, type PersonalEntity } from "./personal-entities.ts";

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
/**
 * The export's frame; the stored rows inside it are given as the database holds them (a dump,
 * not an answer shaped for a screen), so their fields are not listed one by one.
 */
const exportSchema = z.looseObject({
  exported_at: z.string(),
  entity: z.object({ type: z.string(), id: z.number().int(), reference: z.string() }),
  record: z.unknown(),
  mails: z.array(z.record(z.string(), z.unknown())),
  audit: z.array(z.record(z.string(), z.unknown())),
});
const exportAnswers = {
  200: {
    description: "Toutes les données de la personne, en JSON (pièce jointe).",
    content: { "application/json": { schema: exportSchema } },
  },
  ...messageAnswers(404),
};

export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [entity, { path }] of Object.entries(PERSONAL_ENTITIES) as [
    PersonalEntity,
    (typeof PERSONAL_ENTITIES)[PersonalEntity],
  ][]) {
    app.post(
      `${path}/:id/export`,
      {
        config: { roles: STAFF_ACCESS.office },
        schema: { params: idParamsSchema, response: exportAnswers },
      },
      async (request, reply) => {
        const { id } = request.params;
        const exported = await exportPersonalData(app.db, entity, id, {
          role: sessionRole(request),
          actor: actorOf(request),
          at: () => app.clock(),
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
      {
        config: { roles: STAFF_ACCESS.office },
        schema: { params: idParamsSchema, response: { 204: noBodySchema, ...messageAnswers(404) } },
      },
      async (request, reply) => {
        const erased = await erasePersonalData(app.db, entity, request.params.id, {
          actor: actorOf(request),
          at: () => app.clock(),
          fileStore: app.fileStore,
        });
        if (!erased) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
        // This server's programme pages at once; the others within their poll.
        if (erased.republished !== undefined) await app.programmePages?.refresh();
        return reply.code(204).send();
      },
    );
  }
};
