/**
 * The correction form's values: what the stored registration gives, and the partial body of the
 * fields she changed (`PATCH /api/space/registrations/:id` takes any subset).
 */
import {
  AFRICAN_COUNTRY_CODES,
  OTHER_COUNTRY,
  REST_OF_WORLD_CODES,
  SELF_UPDATE_FIELDS,
} from "@congres/shared/facts";
import type { CorrectableField, RegistrationCorrection, SpaceRegistration } from "./space-api.ts";

export type CorrectionValues = Record<CorrectableField, string>;

const COUNTRY_CODES = new Set([...AFRICAN_COUNTRY_CODES, ...REST_OF_WORLD_CODES]);

/**
 * A stored country (its French name, decision 0036) as the form's list holds it, its ISO code,
 * named by the platform so that no page carries the French names; "" when no code matches (the
 * delegate then picks hers, or leaves the field unchanged).
 */
export function countryCodeOf(stored: string, frenchNames: (code: string) => string): string {
  if (COUNTRY_CODES.has(stored) || stored === OTHER_COUNTRY) return stored;
  for (const code of COUNTRY_CODES) if (frenchNames(code) === stored) return code;
  return "";
}

/** The platform's French name of a country code (the names the server stores). */
export const platformFrenchName = (): ((code: string) => string) => {
  const names = new Intl.DisplayNames(["fr"], { type: "region" });
  return (code) => names.of(code) ?? code;
};

export function correctionValues(
  registration: SpaceRegistration,
  frenchNames: (code: string) => string = platformFrenchName(),
): CorrectionValues {
  return {
    firstName: registration.first_name,
    lastName: registration.last_name,
    latinName: registration.latin_name ?? "",
    institution: registration.institution ?? "",
    country: countryCodeOf(registration.country, frenchNames),
    phone: registration.phone ?? "",
    dietaryRestrictions: registration.dietary_restrictions ?? "",
  };
}

/** The fields whose value differs from the one she started from; the country only once picked. */
export function changedFields(
  initial: CorrectionValues,
  current: CorrectionValues,
): RegistrationCorrection {
  const changes: RegistrationCorrection = {};
  for (const field of SELF_UPDATE_FIELDS) {
    if (current[field] === initial[field]) continue;
    if (field === "country" && current.country === "") continue;
    changes[field] = current[field];
  }
  return changes;
}
