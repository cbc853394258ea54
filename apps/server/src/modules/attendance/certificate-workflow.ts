import type { Edition } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { queuePendingCertificates } from "./certificate-mails.ts";

/**
 * "Envoyer les attestations": one mail per pending delegate and one audit line, in one
 * transaction; the mail worker is woken once it has committed. Answers how many were queued.
 */
export async function sendCertificates(
  db: Db,
  input: { edition: Edition; actor: Actor; at: Date; mail: MailService },
): Promise<number> {
  const queued = await db.transaction().execute(async (trx) => {
    const count = await queuePendingCertificates(trx, input.edition, (mails) =>
      input.mail.queue(trx, mails),
    );
    if (count > 0) {
      await recordAudit(trx, {
        actor: input.actor,
        action: "registration.certificates.send",
        entity: { type: "registration", id: null, reference: "" },
        changes: { certificates_queued: [0, count] },
        at: input.at,
      });
    }
    return count;
  });
  if (queued > 0) input.mail.queued();
  return queued;
}
