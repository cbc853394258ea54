import type { Db } from "../db/connection.ts";

/** A registration as a bulk SQL import writes it, with a reference of the test's choosing. */
export type RegistrationSeed = {
  reference: string;
  first_name?: string;
  last_name?: string;
  participation_type?: "professionnel" | "etudiant";
  payment_status?: "en_attente" | "payee" | "exoneree" | "annulee";
};

const FEES = { professionnel: 100_000, etudiant: 50_000 } as const;

/** Inserts registrations by plain SQL INSERTs, in batches; answers their ids in order. */
export async function insertRegistrationRows(
  db: Db,
  seeds: RegistrationSeed[],
  createdAt = "2025-09-15T10:00:00.000Z",
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < seeds.length; start += 200) {
    const rows = seeds.slice(start, start + 200).map((seed, index) => {
      const type = seed.participation_type ?? "professionnel";
      return {
        reference: seed.reference,
        first_name: seed.first_name ?? "Prénom",
        last_name: seed.last_name ?? `Nom${start + index}`,
        email: `${seed.reference.toLowerCase()}@example.ma`,
        phone: "+212 600 000 000",
        title: "dr",
        specialty: "Sexologie",
        institution: "CHU Ibn Rochd",
        address: "1 rue de la Liberté",
        city: "Casablanca",
        country: "Maroc",
        participation_type: type,
        emergency_contact: "Contact",
        emergency_phone: "+212 600 000 001",
        accommodation_needed: 0,
        dietary_restrictions: "",
        terms_accepted: 1,
        created_at: createdAt,
        amount_due_centimes: FEES[type],
        payment_status: seed.payment_status ?? "en_attente",
      };
    });
    const inserted = await db.insertInto("registrations").values(rows).returning("id").execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
