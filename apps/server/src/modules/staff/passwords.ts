import { hash, verify } from "@node-rs/argon2";

// The library's default algorithm is argon2id (its enum is const, so not importable here);
// OWASP's baseline cost (19 MiB, 2 passes): slow for a guesser, about 20 ms for us.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2 };

export const PASSWORD_MIN_LENGTH = 10;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** Computed once at start: verifying against it costs what a real check costs. */
const dummyHash = hashPassword("compte-inexistant-mot-de-passe-factice");

/**
 * Checks a password against a stored hash, or against a dummy hash when the e-mail is unknown,
 * so that the answer takes the same time whether or not the account exists.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
