import type { CertificateRecipients } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { Actor } from "../../services/audit/audit-repository.ts";
import { writeSettingIn } from "../settings/settings-repository.ts";
import { CASH_PAYMENTS_SETTING, CERTIFICATES_SETTING } from "./check-in-settings.ts";

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
