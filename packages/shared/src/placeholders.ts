/**
 * Facts of the edition that may still be provisional. The edition config lists the ones that
 * are (`edition.placeholders`); the server names them in a warning at every start and, in
 * production, withholds provisional bank details (docs/decisions/0018).
 */
/**
 * Environment variables that, all set, confirm each fact without editing a file. The ids and
 * these lists are all the facts (and so every page's script) need; the words of the start
 * warning are the server's alone (placeholder-warning.ts), not shipped to browsers.
 */
export const PLACEHOLDER_CONFIRMED_BY = {
  bankTransfer: ["CONGRESS_BANK_RIB", "CONGRESS_BANK_IBAN"],
  contactPhone: ["CONGRESS_CONTACT_PHONE"],
  speakers: [],
  galaHotel: [],
  visaSignatory: [],
} as const satisfies Record<string, readonly string[]>;

export type PlaceholderId = keyof typeof PLACEHOLDER_CONFIRMED_BY;

type EnvLike = Record<string, string | undefined>;

/** The listed placeholders less those whose confirming variables are all set in `env`. */
export function remainingPlaceholders(
  listed: readonly PlaceholderId[],
  env: EnvLike,
): PlaceholderId[] {
  return listed.filter((id) => {
    const variables: readonly string[] = PLACEHOLDER_CONFIRMED_BY[id];
    return variables.length === 0 || variables.some((name) => !env[name]?.trim());
  });
}
