import { randomInt } from "node:crypto";
import {
  type CreatedWithReference,
  formatReference,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/errors.ts";

/** Run in the new row's transaction, once its id and reference are known (an audit line). */
export type AlsoInTransaction = (trx: Db, created: CreatedWithReference) => Promise<void>;

export function newReference(prefix: string): string {
  const code = Array.from(
    { length: REFERENCE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join("");
  return formatReference(prefix, code);
}

const ATTEMPTS = 5;

/**
 * Runs `write` (a whole transaction) with a fresh reference; the unique index refuses a reference
 * already given, and the write is tried again with another. With 20 million codes for a few
 * thousand rows a second try is already rare; five failures in a row mean something else is wrong.
 */
export async function withNewReference<T>(
  prefix: string,
  write: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newReference(prefix));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}
