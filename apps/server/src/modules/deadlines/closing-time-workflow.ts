import type { Db } from "../../db/connection.ts";
import type { ActedAt } from "../../services/audit/audit-repository.ts";
import { writeSetting } from "../settings/setting-workflow.ts";

/**
 * Staff set (`closesAt`) or clear (`null`) a closing time kept in the setting `key`: the change
 * and its audit line `{closes_at: [old, new]}` in one transaction. The forms' closing times, the
 * change deadline, the authors' files deadline and the presenters' date all go through here.
 */
export async function writeClosingTime(
  db: Db,
  { key, closesAt, ...acted }: ActedAt & { key: string; closesAt: string | null },
): Promise<void> {
  await writeSetting(db, { key, field: "closes_at", value: closesAt, ...acted });
}
