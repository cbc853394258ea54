import type { Db } from "../../db/connection.ts";
import type { Actor } from "../../services/audit/audit-repository.ts";
import { readSetting, writeSettingIn } from "../settings/settings-repository.ts";

/** "1": staff offer visa letters to unpaid registrations too; paid or waived only by default. */
export const VISA_UNPAID_SETTING = "visa_letters.unpaid";

export type VisaLetterSettings = { unpaid_allowed: boolean };

export async function visaLetterSettings(db: Db): Promise<VisaLetterSettings> {
  return { unpaid_allowed: (await readSetting(db, VISA_UNPAID_SETTING))?.value === "1" };
}

/** Sets the setting and audits it, in the caller's transaction. */
export function writeUnpaidAllowed(trx: Db, allowed: boolean, actor: Actor, at: Date) {
  return writeSettingIn(trx, {
    key: VISA_UNPAID_SETTING,
    field: VISA_UNPAID_SETTING,
    value: allowed ? "1" : null,
    actor,
    at,
  });
}
