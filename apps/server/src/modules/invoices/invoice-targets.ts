import type { Db } from "../../db/connection.ts";
import { groupByReference } from "../groups/group-repository.ts";
import { referencesIn } from "../references/reference-finder.ts";
import { candidatesByReference } from "../registrations/registration-matching.ts";
import type { InvoiceTarget } from "./invoice-repository.ts";

/** What a typed reference names (any spacing or case): a registration, a group, or nothing. */
export async function invoiceTargetOf(
  db: Db,
  typed: string,
  prefixes: { registration: string; group: string },
): Promise<InvoiceTarget | undefined> {
  const [registration] = referencesIn(typed, prefixes.registration);
  if (registration) {
    const [row] = await candidatesByReference(db, [registration]);
    return row ? { registrationId: row.id } : undefined;
  }
  const [group] = referencesIn(typed, prefixes.group);
  if (!group) return undefined;
  const [row] = await groupByReference(db, [group]);
  return row ? { groupId: row.id } : undefined;
}
