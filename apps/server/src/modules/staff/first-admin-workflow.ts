import { randomBytes } from "node:crypto";
import type { Db } from "../../db/connection.ts";
import { createUser } from "./account-change-workflow.ts";
import { hashPassword, PASSWORD_MIN_LENGTH } from "./passwords.ts";
import { countUsers } from "./user-repository.ts";

export const GENERATED_ADMIN_EMAIL = "admin@congres.local";

export type FirstAdminOutcome =
  | { kind: "exists" }
  | { kind: "created"; email: string }
  | { kind: "generated"; email: string; password: string };

/**
 * Makes sure the site can be administered after its first start. With ADMIN_EMAIL and
 * ADMIN_PASSWORD, that account is created; with neither, one with a generated password that the
 * caller prints once; with only one of the two, it refuses rather than guess the other.
 */
export async function ensureFirstAdmin(
  db: Db,
  env: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<FirstAdminOutcome> {
  if ((await countUsers(db)) > 0) return { kind: "exists" };
  const { adminEmail, adminPassword } = env;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new Error(
      "ADMIN_EMAIL et ADMIN_PASSWORD doivent être définis ensemble (ou aucun des deux) pour créer le premier administrateur.",
    );
  }
  if (adminEmail && adminPassword) {
    if (adminPassword.length < PASSWORD_MIN_LENGTH) {
      throw new Error(`ADMIN_PASSWORD doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`);
    }
    const taken = await createAdministrator(db, adminEmail, adminPassword);
    return taken ? { kind: "exists" } : { kind: "created", email: adminEmail.toLowerCase() };
  }
  const password = randomBytes(18).toString("base64url");
  const taken = await createAdministrator(db, GENERATED_ADMIN_EMAIL, password);
  return taken ? { kind: "exists" } : { kind: "generated", email: GENERATED_ADMIN_EMAIL, password };
}

/**
 * The account « Administrateur »; true when the address was taken: another server process
 * starting on the same database created it a moment ago.
 */
async function createAdministrator(db: Db, email: string, password: string): Promise<boolean> {
  const outcome = await createUser(db, {
    name: "Administrateur",
    email,
    passwordHash: await hashPassword(password),
  });
  return outcome.kind === "taken";
}
