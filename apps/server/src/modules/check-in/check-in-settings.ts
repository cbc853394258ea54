import type { CertificateRecipients, CheckInSettings } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { Actor } from "../../services/audit/audit-repository.ts";
import { readSetting, writeSettingIn } from "../settings/settings-repository.ts";

/** The secretariat lets the desk take cash payments ("1"); refused by default. */
export const CASH_PAYMENTS_SETTING = "check_in.cash_payments";
/** Who the attendance certificates go to: those checked in at least once by default. */
export const CERTIFICATES_SETTING = "certificates.recipients";

export async function checkInSettings(db: Db): Promise<CheckInSettings> {
  const [cash, certificates] = await Promise.all([
    readSetting(db, CASH_PAYMENTS_SETTING),
    readSetting(db, CERTIFICATES_SETTING),
  ]);
  return {
    cash_payments: cash?.value === "1",
    certificates: certificates?.value === "paid" ? "paid" : "checked_in",
  };
}

/** Both settings in one transaction, each audited when it changes (the default is no row). */
export async function writeCheckInSettings(
  db: Db,
  input: { cashPayments: boolean; certificates: CertificateRecipients; actor: Actor; at: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await writeSettingIn(trx, {
      key: CASH_PAYMENTS_SETTING,
      field: CASH_PAYMENTS_SETTING,
      value: input.cashPayments ? "1" : null,
      actor: input.actor,
      at: input.at,
    });
    await writeSettingIn(trx, {
      key: CERTIFICATES_SETTING,
      field: CERTIFICATES_SETTING,
      value: input.certificates === "paid" ? "paid" : null,
      actor: input.actor,
      at: input.at,
    });
  });
}
