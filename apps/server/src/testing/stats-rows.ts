import type { Insertable } from "kysely";
import type { Db } from "../db/connection.ts";
import type { RegistrationTable, SubmissionTable } from "../db/schema.ts";

let next = 0;
const serial = () => String(++next).padStart(5, "0");

/** A stored registration as SQL would write it (an import or a seed), only the charted parts set. */
export async function insertRegistration(
  db: Db,
  row: Pick<Insertable<RegistrationTable>, "created_at" | "country" | "participation_type"> &
    Partial<Insertable<RegistrationTable>>,
): Promise<void> {
  const n = serial();
  await db
    .insertInto("registrations")
    .values({
      reference: `CPSS-S${n}`,
      first_name: `Prénom${n}`,
      last_name: "Nom",
      email: `stats${n}@example.ma`,
      phone: "+212 600 000 000",
      title: "dr",
      specialty: "Sexologie",
      institution: "CHU",
      address: "1 rue",
      city: "Rabat",
      accommodation_needed: 0,
      dietary_restrictions: "",
      emergency_contact: "Contact",
      emergency_phone: "+212 600 000 001",
      terms_accepted: 1,
      amount_due_centimes: 100_000,
      ...row,
    })
    .execute();
}

export async function insertSubmission(
  db: Db,
  row: Pick<Insertable<SubmissionTable>, "category" | "submission_type"> &
    Partial<Insertable<SubmissionTable>>,
): Promise<void> {
  const n = serial();
  await db
    .insertInto("submissions")
    .values({
      reference: `ABS-S${n}`,
      first_name: `Prénom${n}`,
      last_name: "Nom",
      email: `auteur${n}@example.ma`,
      phone: "+212 600 000 000",
      institution: "CHU",
      department: "Sexologie",
      country: "Maroc",
      title: `Titre ${n}`,
      abstract: "Résumé",
      keywords: "mots",
      has_conflict_of_interest: 0,
      conflict_description: "",
      accepts_terms: 1,
      accepts_review: 1,
      created_at: "2025-10-05T10:00:00.000Z",
      ...row,
    })
    .execute();
}
