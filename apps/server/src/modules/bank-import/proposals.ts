import {
  type BankLineProposal,
  formatCentimes,
  type PaymentStatus,
  type ProposalCandidate,
  remainingCentimes,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { foldForSearch } from "../../db/search-text.ts";
import { groupCandidatesByReference } from "../groups/group-candidates.ts";
import { referencesIn } from "../references/reference-finder.ts";
import {
  candidatesByReference,
  registrationsFound,
} from "../registrations/registration-matching.ts";
import { chunks } from "./chunks.ts";
import type { StatementLine } from "./statement-lines.ts";

async function registrationsByReference(db: Db, references: string[]) {
  const found = new Map<string, ProposalCandidate>();
  for (const part of chunks(references)) {
    const rows = await candidatesByReference(db, part);
    for (const row of rows) found.set(row.reference, candidateOf(row));
  }
  return found;
}

export function candidateOf(row: {
  id: number;
  reference: string;
  first_name: string;
  last_name: string;
  latin_name: string;
  payment_status: string;
  amount_due_centimes: number;
  amount_received_centimes: number;
}): ProposalCandidate {
  const state = {
    payment_status: row.payment_status as PaymentStatus,
    amount_due_centimes: row.amount_due_centimes,
    amount_received_centimes: row.amount_received_centimes,
    paid_at: null,
    bank_label: "",
  };
  return {
    id: row.id,
    reference: row.reference,
    name: row.latin_name
      ? `${row.first_name} ${row.last_name} (${row.latin_name})`
      : `${row.first_name} ${row.last_name}`,
    payment_status: row.payment_status,
    amount_due_centimes: row.amount_due_centimes,
    remaining_centimes: remainingCentimes(state),
  };
}

/** A name's words, folded and sorted: "BENALI FATIMA" and "Fatima Benali" are the same name. */
const nameWords = (name: string) =>
  foldForSearch(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(" ");

/**
 * The one registration whose name is exactly the transfer's payer, in any order, case or
 * accents: its name in Latin letters when the delegate gave one (a transfer from "BENALI FATIMA"
 * for فاطمة بنعلي), else its first and last names. None when several or none are.
 */
async function registrationNamed(db: Db, payer: string) {
  const words = nameWords(payer);
  if (!words.includes(" ")) return undefined;
  const rows = await registrationsFound(db, words, 10);
  const named = rows.filter((row) =>
    [row.latin_name, `${row.first_name} ${row.last_name}`].some(
      (name) => nameWords(name) === words,
    ),
  );
  return named.length === 1 && named[0] ? candidateOf(named[0]) : undefined;
}

async function importedChecksums(db: Db, checksums: string[]) {
  const found = new Map<string, { reference: string; at: string }>();
  for (const part of chunks(checksums)) {
    const rows = await db
      .selectFrom("bank_import_lines")
      .innerJoin("bank_imports", "bank_imports.id", "bank_import_lines.import_id")
      .select(["checksum", "registration_reference", "bank_imports.created_at"])
      .where("checksum", "in", part)
      .execute();
    for (const row of rows) {
      found.set(row.checksum, { reference: row.registration_reference, at: row.created_at });
    }
  }
  return found;
}

const STATUS_WORDS: Record<string, string> = {
  payee: "déjà payée",
  exoneree: "exonérée",
  annulee: "annulée",
};

const frenchDate = (iso: string) => iso.slice(0, 10).split("-").reverse().join("/");

/**
 * What each credit of the statement proposes, in file order. A group order's reference
 * (`GRP-…`) proposes the group: confirmed, the transfer is shared among its members. Reads only: nothing is written
 * until staff confirm. A line is *already imported* when a confirmed import holds its checksum
 * (or an earlier line of this file has it); *ambiguous* when it names several registrations, or
 * a registration another line of the file also pays, or one that takes no payment; *matched*
 * when its amount is exactly what the registration still owes, else *amount differs*.
 */
export async function proposeMatches(
  db: Db,
  lines: StatementLine[],
  prefixes: { registration: string; group: string },
): Promise<BankLineProposal[]> {
  const referencesOfLine = lines.map((line) =>
    [prefixes.registration, prefixes.group].flatMap((prefix) =>
      referencesIn(`${line.label} ${line.payer}`, prefix),
    ),
  );
  const allWritten = [...new Set(referencesOfLine.flat())];
  const registrations = await registrationsByReference(db, allWritten);
  for (const [reference, group] of await groupCandidatesByReference(db, allWritten)) {
    registrations.set(reference, group);
  }
  const imported = await importedChecksums(db, [...new Set(lines.map((line) => line.checksum))]);
  // Lines without a reference: the registration their payer names, if exactly one.
  const namedByPayer = new Map<number, ProposalCandidate>();
  for (const [index, line] of lines.entries()) {
    if (referencesOfLine[index]?.length || !line.payer) continue;
    const named = await registrationNamed(db, line.payer);
    if (named) namedByPayer.set(index, named);
  }
  const firstLineOfChecksum = new Map<string, number>();
  // By reference: a group's id and a registration's may be the same number.
  const firstLineOfRegistration = new Map<string, number>();

  return lines.map((line, index): BankLineProposal => {
    const { checksum, ...facts } = line;
    const propose = (
      status: BankLineProposal["status"],
      reason: string,
      candidates: ProposalCandidate[] = [],
    ): BankLineProposal => ({ ...facts, status, reason, candidates });

    const earlierImport = imported.get(checksum);
    if (earlierImport) {
      return propose(
        "already_imported",
        `Déjà enregistrée le ${frenchDate(earlierImport.at)} pour ${earlierImport.reference}`,
      );
    }
    const twin = firstLineOfChecksum.get(checksum);
    if (twin !== undefined) {
      return propose(
        "already_imported",
        `Même date, même montant et même libellé que la ligne ${twin} : ligne en double`,
      );
    }
    firstLineOfChecksum.set(checksum, line.line);

    const written = referencesOfLine[index] ?? [];
    const candidates = written.flatMap((reference) => registrations.get(reference) ?? []);
    const [candidate, ...others] = candidates;
    const named = namedByPayer.get(index);
    if (!candidate && named) {
      // Proposed, never ticked: a name is no reference, staff check it before confirming.
      return propose(
        "no_reference",
        `Aucune référence d'inscription dans le libellé ; le donneur d'ordre porte le nom de ${named.reference}`,
        [named],
      );
    }
    if (!candidate) {
      return propose(
        "no_reference",
        written.length > 0
          ? `Référence inconnue : ${written.join(", ")}`
          : "Aucune référence d'inscription dans le libellé",
      );
    }
    if (others.length > 0) {
      const references = candidates.map((c) => c.reference).join(", ");
      return propose("ambiguous", `Plusieurs références : ${references}`, candidates);
    }
    const sameRegistration = firstLineOfRegistration.get(candidate.reference);
    firstLineOfRegistration.set(candidate.reference, sameRegistration ?? line.line);
    if (sameRegistration !== undefined) {
      return propose(
        "ambiguous",
        `${candidate.reference} est aussi payée par la ligne ${sameRegistration}`,
        candidates,
      );
    }
    const statusWord = STATUS_WORDS[candidate.payment_status];
    if (statusWord) {
      return propose("ambiguous", `Inscription ${statusWord}`, candidates);
    }
    if (line.amount_centimes === candidate.remaining_centimes) {
      return propose("matched", "Montant attendu", candidates);
    }
    const expected = formatCentimes(candidate.remaining_centimes);
    const kind =
      line.amount_centimes < candidate.remaining_centimes ? "paiement partiel" : "trop-perçu";
    return propose("amount_differs", `Attendu ${expected} (${kind})`, candidates);
  });
}
