import type { StaffRole } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { nowIso } from "../../db/values.ts";

/** E-mails are stored lower-cased: uniqueness and sign-in ignore case on both databases. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type NewUser = {
  name: string;
  email: string;
  passwordHash: string;
  /** Without `role`, an administrator (the seed and the command line create those). */
  role?: StaffRole;
  /** Invited: no password chosen yet (decision 0044). */
  invitationPending?: boolean;
};

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "password_hash", "role", "two_factor_enabled_at"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const email = normaliseEmail(user.email);
  const row = await db
    .insertInto("users")
    .values({
      name: user.name.trim(),
      email,
      password_hash: user.passwordHash,
      role: user.role ?? "admin",
      invitation_pending: user.invitationPending ? 1 : 0,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Work done in the transaction of an account change, such as its audit line. */
export type InTransaction = (trx: Db, id: number) => Promise<unknown>;

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Shown on the users screen: when each admin last signed in. */
export async function recordSignIn(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ last_sign_in_at: at.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function setUserPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

/** What an account looked like before a change: its audit line names it. */
export type AccountBefore = { name: string; email: string; role: StaffRole };

/** A change that may take an administrator away: deleting the account, or giving it a role. */
export type AccountChange = { kind: "delete" } | { kind: "role"; role: StaffRole };

export type AccountChangeOutcome =
  | { kind: "done"; before: AccountBefore }
  | { kind: "unchanged"; before: AccountBefore }
  | { kind: "last" }
  | { kind: "missing" };

/** An account's id, name and e-mail, as a link or a notice addresses it. */
export async function findAccountHolder(db: Db, id: number) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}
