import type { Db } from "../../db/connection.ts";
import { type SettingChange, writeSettingIn } from "./settings-repository.ts";

/**
 * Staff set (`value`) or clear (`null`) a setting: the change and its audit line
 * `{field: [old, new]}` in one transaction. Nothing is written when the value does not change.
 */
export async function writeSetting(db: Db, input: SettingChange): Promise<void> {
  await db.transaction().execute((trx) => writeSettingIn(trx, input));
}
