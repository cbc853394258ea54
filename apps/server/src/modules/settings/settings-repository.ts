import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";

export type StoredSetting = { value: string; updated_at: string; updated_by_email: string };

export async function readSetting(db: Db, key: string): Promise<StoredSetting | undefined> {
  return db
    .selectFrom("settings")
    .select(["value", "updated_at", "updated_by_email"])
    .where("key", "=", key)
    .executeTakeFirst();
}

export type SettingChange = {
  key: string;
  field: string;
  value: string | null;
  actor: Actor;
  at: Date;
};

/**
 * Sets (`value`) or clears (`null`) a setting and audits the change `{field: [old, new]}`, inside
 * a transaction the caller holds (`writeSetting`, or a bank import keeping its column choice).
 * Nothing is written when the value does not change.
 */
export async function writeSettingIn(trx: Db, input: SettingChange): Promise<void> {
  const current = await readSetting(trx, input.key);
  const before = current?.value ?? null;
  if (before === input.value) return;
  if (input.value === null) {
    await trx.deleteFrom("settings").where("key", "=", input.key).execute();
  } else {
    const row = {
      value: input.value,
      updated_at: input.at.toISOString(),
      updated_by_email: input.actor.email,
    };
    await trx
      .insertInto("settings")
      .values({ key: input.key, ...row })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
      .execute();
  }
  await recordAudit(trx, {
    actor: input.actor,
    action: "setting.update",
    entity: { type: "setting", id: null, reference: input.key },
    changes: { [input.field]: [before, input.value] },
    at: input.at,
  });
}
