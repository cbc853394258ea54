import type { Db } from "../../db/connection.ts";
import { forgetDelegateActor } from "../../services/audit/audit-repository.ts";
import { deleteUnattachedMailsTo } from "../../services/mail/outbox-repository.ts";
import { registrantName } from "../registrations/registration-space.ts";
import { submitterName } from "../submissions/submission-space.ts";

/**
 * Once a person's last registration and submission are erased (personal-data), her space holds
 * nothing: her delegate sessions end, her links, their mails and her « Mon programme » stars are
 * deleted, and the Journal lines she wrote herself name her no more — no table keeps her
 * address. While another record of hers remains, they stay.
 */
export async function forgetDelegateWithoutRecords(db: Db, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if ((await registrantName(db, address)) !== undefined) return;
  if ((await submitterName(db, address)) !== undefined) return;
  for (const table of ["delegate_sessions", "space_links", "delegate_agendas"] as const) {
    await db.deleteFrom(table).where("email", "=", address).execute();
  }
  await deleteUnattachedMailsTo(db, address, "space_link");
  await forgetDelegateActor(db, address);
}
