import { hash, verify } from "@node-rs/argon2";

// The library's default algorithm is argon2id (its enum is const, so not importable here);
// OWASP's baseline cost (19 MiB, 2 passes): slow for a guesser, about 20 ms for us.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2 };

export const PASSWORD_MIN_LENGTH = 10;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** Computed once: verifying against it costs what a real check costs (see verifyLogin). */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a dummy hash when the e-mail is unknown,
 * so that the answer takes the same time whether or not the account exists.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword("compte-inexistant-mot-de-passe-factice");
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
