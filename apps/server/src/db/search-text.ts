/**
 * The folded form that admin search compares against: lower case, accents removed, spaces
 * collapsed. Stored beside each row at insert time so that "elamrani" finds "El Amrani" and
 * "hebergement" finds "Hébergement" with the same plain LIKE on SQLite and PostgreSQL.
 */
export function foldForSearch(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(" ")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
