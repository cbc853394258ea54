import type { CheckInSettings } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { readSetting } from "../settings/settings-repository.ts";

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
