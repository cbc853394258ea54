import type { CreatedWithReference } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connection.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { type AlsoInTransaction, newReference, withNewReference } from "./new-reference.ts";

/**
 * A new row with a fresh personal reference and its mails, committed together or not at all
 * (the one transaction of « send the form » and of a late entry, so this is a workflow);
 * the delivery worker is woken after the commit. Registrations and submissions, whether sent by
 * the public form or entered late by staff, are created this way. Given `trx`, it writes in that
 * transaction instead (a group order's members, all or none): the caller then retries on a
 * taken reference and wakes the worker.
 */
export async function createWithReference(
  app: FastifyInstance,
  write: {
    prefix: string;
    insert: (trx: Db, reference: string) => Promise<number>;
    /** Its mails, composed in the transaction once the row exists (rendered later by the worker). */
    mails: (trx: Db, saved: CreatedWithReference) => Promise<PendingMail[]> | PendingMail[];
    alsoInTransaction?: AlsoInTransaction | undefined;
  },
  trx?: Db,
): Promise<CreatedWithReference> {
  const written = async (trx: Db, reference: string) => {
    const id = await write.insert(trx, reference);
    await app.mail.queue(trx, await write.mails(trx, { id, reference }));
    await write.alsoInTransaction?.(trx, { id, reference });
    return { id, reference };
  };
  if (trx) return written(trx, newReference(write.prefix));
  const saved = await withNewReference(write.prefix, (reference) =>
    app.db.transaction().execute((trx) => written(trx, reference)),
  );
  app.mail.queued();
  return saved;
}
