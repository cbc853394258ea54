import type { Db } from "../../db/connection.ts";
import { nowIso } from "../../db/values.ts";

/** E-mails are stored lower-cased: uniqueness and sign-in ignore case on both databases. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type NewUser = { name: string; email: string; passwordHash: string };

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "password_hash"])
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

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setUserPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

/** Deletes a user unless it is the last one, in one transaction. */
export async function deleteUserKeepingOne(
  db: Db,
  id: number,
): Promise<"deleted" | "last" | "missing"> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst();
    if (!user) return "missing";
    if ((await countUsers(trx)) <= 1) return "last";
    await trx.deleteFrom("users").where("id", "=", id).execute();
    return "deleted";
  });
}
