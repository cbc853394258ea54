import { zonedDateTimeToUtc } from "@congres/shared/facts";
import { edition } from "../../../lib/edition.ts";

/** « Accès API » (decision 0078): the administrators' tokens. */
export const API_TOKENS_ENDPOINT = "/api/admin/api-tokens";

/** A day typed in the form ends the token at 23:59 in Casablanca, that day. */
export function expiryOfDay(day: string): string | undefined {
  if (day === "") return undefined;
  return zonedDateTimeToUtc(`${day}T23:59`, edition.timeZone)?.toISOString();
}
