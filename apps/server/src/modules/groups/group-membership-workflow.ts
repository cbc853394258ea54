import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { referenceOfRegistration } from "../registrations/registration-by-id.ts";
import { groupOf, removeMember } from "./group-repository.ts";

/**
 * Staff move a delegate out of a group order (issue #40 item 4): her registration stays as it
 * is (price, payments, receipt), only the link goes; a later transfer with the group's reference
 * no longer pays her. Audited on the registration. False when she is not in that group.
 */
export async function moveOutOfGroup(
  db: Db,
  input: { groupId: number; registrationId: number; actor: Actor; at: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const group = await groupOf(trx, input.registrationId);
    if (group?.id !== input.groupId) return false;
    if (!(await removeMember(trx, input.registrationId))) return false;
    await recordAudit(trx, {
      actor: input.actor,
      action: "registration.group.remove",
      entity: {
        type: "registration",
        id: input.registrationId,
        reference: await referenceOfRegistration(trx, input.registrationId),
      },
      changes: { group_reference: [group.reference, null] },
      at: input.at,
    });
    return true;
  });
}
