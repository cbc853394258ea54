import { DEFAULT_LOCALE, type Locale, type Registration } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { nowIso, toFlag } from "../../db/values.ts";
import type { EarlierRegistrations } from "../../services/mail/mail-draft.ts";

/** The columns a registration form fills (the public one, a late entry, a correction). */
export const registrationColumns = (registration: Registration) => ({
  first_name: registration.firstName,
  last_name: registration.lastName,
  email: registration.email,
  phone: registration.phone,
  title: registration.title,
  specialty: registration.specialty,
  institution: registration.institution,
  address: registration.address,
  city: registration.city,
  country: registration.country,
  participation_type: registration.participationType,
  accommodation_needed: toFlag(registration.accommodationNeeded),
  dietary_restrictions: registration.dietaryRestrictions,
  emergency_contact: registration.emergencyContact,
  emergency_phone: registration.emergencyPhone,
  latin_name: registration.latinName,
});

/** What a new registration owes, priced once at its creation (registration-options, 0075). */
export type RegistrationPrice = {
  amountDueCentimes: number;
  promoCode: string | null;
  /** A promo code brought it to 0: stored waived (« exonérée »). */
  waived: boolean;
};

export async function insertRegistration(
  db: Db,
  registration: Registration,
  reference: string,
  price: RegistrationPrice,
  language: Locale = DEFAULT_LOCALE,
): Promise<number> {
  const row = await db
    .insertInto("registrations")
    .values({
      reference,
      ...registrationColumns(registration),
      terms_accepted: toFlag(registration.termsAccepted),
      amount_due_centimes: price.amountDueCentimes,
      promo_code: price.promoCode,
      ...(price.waived ? { payment_status: "exoneree" } : {}),
      created_at: nowIso(),
      language,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many earlier references a duplicate warning lists (the most recent ones). */
export const EARLIER_REFERENCES_LISTED = 5;

/**
 * The registrations stored before this one with its e-mail address (compared without case, through the
 * `lower(email)` index): how many, and the references of the most recent, oldest first.
 */
export async function earlierRegistrations(
  db: Db,
  registration: { id: number; email: string },
): Promise<EarlierRegistrations> {
  const rows = await db
    .selectFrom("registrations")
    .select((eb) => ["reference", eb.fn.countAll<number>().over().as("total")])
    .where(sql<string>`lower(email)`, "=", sql<string>`lower(${registration.email})`)
    .where("id", "<", registration.id)
    .orderBy("id", "desc")
    .limit(EARLIER_REFERENCES_LISTED)
    .execute();
  return {
    count: Number(rows[0]?.total ?? 0),
    references: rows.map((row) => row.reference).reverse(),
  };
}

/**
 * For each registration of `ids`, how many OTHER registrations share its e-mail address (without
 * case): the admin list flags them as duplicates. One query per page, through the email index.
 */
export async function otherRegistrationsWithSameEmail(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("registrations as page")
    .innerJoin("registrations as same", (join) =>
      join.on(sql`lower(same.email)`, "=", sql`lower(page.email)`),
    )
    .select((eb) => ["page.id", eb.fn.countAll<number>().as("total")])
    .where("page.id", "in", ids)
    .groupBy("page.id")
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.total) - 1]));
}
