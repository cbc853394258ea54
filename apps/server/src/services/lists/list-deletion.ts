import type { MailEntityType } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../audit/audit-repository.ts";
import { deleteById, findById, type ListedTable } from "./admin-list.ts";

/**
 * Deletes a listed row in one transaction with the mails about it (a queued one is never sent)
 * and an audit line naming it by id and reference, never by the person's data. False when the
 * row is unknown: nothing is written.
 */
export function deleteListedRow(
  db: Db,
  input: {
    table: ListedTable;
    entity: MailEntityType;
    deleteMails: (trx: Db, entity: MailEntityType, id: number) => Promise<unknown>;
    id: number;
    actor: Actor;
    at: Date;
  },
): Promise<boolean> {
  const { table, entity, id } = input;
  return db.transaction().execute(async (trx) => {
    const row = (await findById(trx, table, id)) as { reference?: string } | undefined;
    if (!row) return false;
    await input.deleteMails(trx, entity, id);
    await recordAudit(trx, {
      actor: input.actor,
      action: `${entity}.delete`,
      entity: { type: entity, id, reference: row.reference ?? "" },
      at: input.at,
    });
    return deleteById(trx, table, id);
  });
}
