import type SQLite from "better-sqlite3";

/**
 * The folded form admin search compares: lower case, accents removed, spaces collapsed, so that
 * "elamrani" finds "El Amrani" and "hebergement" finds "Hébergement". PostgreSQL stores the same
 * folding in `search_text` (`congres_search_fold`, migration 2025-10-01); SQLite's FTS5 index
 * folds by itself, and this function checks the words too short for it (decision 0014).
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

/** The SQL function `congres_search_has(text, folded_word)`: 1 when the folded text holds it. */
export const SEARCH_HAS_FUNCTION = "congres_search_has";

/**
 * Registers `congres_search_has` on a SQLite connection. Only queries use it (never a trigger or
 * a column), so the database stays usable by any SQLite tool without it.
 */
export function registerSearchFunctions(sqlite: SQLite.Database): void {
  // A row is checked once per short word, one after the other: keep its last folding.
  let lastText = "";
  let lastFolded = "";
  sqlite.function(SEARCH_HAS_FUNCTION, { deterministic: true }, (text, word) => {
    const value = String(text ?? "");
    if (value !== lastText) {
      lastText = value;
      lastFolded = foldForSearch(value);
    }
    return lastFolded.includes(String(word ?? "")) ? 1 : 0;
  });
}
