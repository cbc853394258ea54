import type { PaymentStatus, RegistrationRow } from "@congres/shared";
import type { Selectable } from "kysely";
import type { RegistrationTable } from "../../db/schema.ts";
import { fromFlag } from "../../db/values.ts";

/**
 * A registration as stored, in the snake_case shape of spec §3, booleans as true/false, without
 * internal columns; `registrationViews` adds how many share its address.
 */
export const registrationView = ({
  search_text: _,
  ...row
}: Selectable<RegistrationTable>): Omit<RegistrationRow, "duplicates"> => ({
  ...row,
  accommodation_needed: fromFlag(row.accommodation_needed),
  terms_accepted: fromFlag(row.terms_accepted),
  payment_status: row.payment_status as PaymentStatus,
});
