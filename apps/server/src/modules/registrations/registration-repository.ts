import { type Registration, registrationFeeCentimes } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { foldForSearch } from "../../db/search-text.ts";
import { nowIso, toFlag } from "../../db/values.ts";

export async function insertRegistration(
  db: Db,
  registration: Registration,
  reference: string,
): Promise<number> {
  const row = await db
    .insertInto("registrations")
    .values({
      reference,
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
      terms_accepted: toFlag(registration.termsAccepted),
      amount_due_centimes: registrationFeeCentimes(registration.participationType),
      created_at: nowIso(),
      search_text: foldForSearch(
        registration.firstName,
        registration.lastName,
        registration.email,
        registration.institution,
      ),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
