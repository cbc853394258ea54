import { sql } from "kysely";
import { type Db, isPostgres } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { nowIso } from "../../db/values.ts";

/** E-mails are stored lower-cased: uniqueness and sign-in ignore case on both databases. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type NewUser = { name: string; email: string; passwordHash: string };

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
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Work done in the transaction of an account change, such as its audit line. */
export type InTransaction = (trx: Db, id: number) => Promise<unknown>;

/**
 * Creates a user unless the e-mail is taken, and runs `alongside` (its audit line) in the same
 * transaction: both are stored, or neither. The UNIQUE constraint decides, not a prior lookup:
 * simultaneous creations with one e-mail give one account and "taken" for the others.
 */
export async function createUser(
  db: Db,
  user: NewUser,
  alongside: InTransaction = async () => {},
): Promise<{ kind: "created"; id: number } | { kind: "taken" }> {
  try {
    const id = await db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, user);
      await alongside(trx, created);
      return created;
    });
    return { kind: "created", id };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "taken" };
    throw error;
  }
}

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

/**
 * Deletes a user unless it is the last one, and runs `alongside` (its audit line) in the same
 * transaction. The count and the delete are one statement, so SQLite (one writer at a time)
 * cannot interleave two of them. PostgreSQL runs concurrent statements on their own snapshots:
 * two admins deleting each other would each count two and leave none, so there a
 * transaction-scoped advisory lock serialises the deletes first.
 */
export async function deleteUserKeepingOne(
  db: Db,
  id: number,
  alongside: InTransaction = async () => {},
): Promise<"deleted" | "last" | "missing"> {
  const deleted = await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(hashtext('users:keep-one'))`.execute(trx);
    }
    const row = await trx
      .deleteFrom("users")
      .where("id", "=", id)
      .where(sql<boolean>`(select count(*) from users) > 1`)
      .returning("id")
      .executeTakeFirst();
    if (row) await alongside(trx, id);
    return row;
  });
  if (deleted) return "deleted";
  const exists = await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst();
  return exists ? "last" : "missing";
}
