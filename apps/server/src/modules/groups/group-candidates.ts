import { type ProposalCandidate, remainingCentimes } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { paymentRow } from "../registrations/registration-payments.ts";
import { groupByReference, memberIds } from "./group-repository.ts";

/**
 * The group orders a statement's references name, as the bank import proposes them: the group's
 * reference, the institution, what its members owe together (decision 0076). Waiting while any
 * member still owes; `group_id` tells the review screen to confirm the line for the group.
 */
export async function groupCandidatesByReference(
  db: Db,
  references: string[],
): Promise<Map<string, ProposalCandidate>> {
  const found = new Map<string, ProposalCandidate>();
  for (const group of await groupByReference(db, references)) {
    let due = 0;
    let remaining = 0;
    const ids = await memberIds(db, group.id);
    for (const id of ids) {
      const row = await paymentRow(db, id);
      if (!row) continue;
      due += row.amount_due_centimes;
      remaining += remainingCentimes(row);
    }
    found.set(group.reference, {
      id: group.id,
      group_id: group.id,
      reference: group.reference,
      name: `${group.institution} — commande de groupe (${ids.length} délégués)`,
      payment_status: remaining > 0 ? "en_attente" : "payee",
      amount_due_centimes: due,
      remaining_centimes: remaining,
    });
  }
  return found;
}
