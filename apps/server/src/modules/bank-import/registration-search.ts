import type { ProposalCandidate } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { referencesIn } from "../references/reference-finder.ts";
import {
  candidatesByReference,
  registrationsFound,
} from "../registrations/registration-matching.ts";
import { candidateOf } from "./proposals.ts";

const SHOWN = 10;

/**
 * The registrations staff may match a leftover line with: those whose reference is typed (in any
 * spacing or case, as on a transfer), then those the admin search finds by name or e-mail.
 */
export async function searchCandidates(
  db: Db,
  q: string,
  prefix: string,
): Promise<ProposalCandidate[]> {
  // A bare code ("7kq2m") is read as the reference it completes.
  const references = referencesIn(q, prefix).concat(referencesIn(`${prefix}${q}`, prefix));
  const byReference = references.length > 0 ? await candidatesByReference(db, references) : [];
  const byName = await registrationsFound(db, q, SHOWN);
  const seen = new Set<number>();
  return [...byReference, ...byName]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, SHOWN)
    .map(candidateOf);
}
