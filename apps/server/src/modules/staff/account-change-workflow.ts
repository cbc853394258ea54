import { sql } from "kysely";
import { type Db, isPostgres } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { deleteUserSessions } from "./session-store.ts";
import {
  type AccountBefore,
  type AccountChange,
  type AccountChangeOutcome,
  type InTransaction,
  insertUser,
  type NewUser,
} from "./user-repository.ts";

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

/** The row stays an admin's, or another admin remains: checked by the statement that writes. */
const keepsAnAdmin = sql<boolean>`(role <> 'admin' or (select count(*) from users where role = 'admin') > 1)`;

/**
 * The one path that may take an administrator away (decision 0043): deleting an account or
 * changing its role, never the last `admin`. The check and the write are one statement, so
 * SQLite (one writer at a time) cannot interleave two of them. PostgreSQL runs concurrent
 * statements on their own snapshots: two admins demoting or deleting each other would each
 * count two and leave none, so there a transaction-scoped advisory lock serialises these
 * changes first. A new role ends the person's sessions at once, in the same transaction as
 * `alongside` (its audit line).
 */
export async function changeAccountKeepingAnAdmin(
  db: Db,
  id: number,
  change: AccountChange,
  alongside: (trx: Db, id: number, before: AccountBefore) => Promise<unknown> = async () => {},
): Promise<AccountChangeOutcome> {
  return db.transaction().execute(async (trx): Promise<AccountChangeOutcome> => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(hashtext('users:keep-one'))`.execute(trx);
    }
    const before = await trx
      .selectFrom("users")
      .select(["name", "email", "role"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return { kind: "missing" };
    if (change.kind === "role" && change.role === before.role) return { kind: "unchanged", before };
    const written =
      change.kind === "delete"
        ? await trx.deleteFrom("users").where("id", "=", id).where(keepsAnAdmin).executeTakeFirst()
        : await trx
            .updateTable("users")
            .set({ role: change.role })
            .where("id", "=", id)
            .where(change.role === "admin" ? sql<boolean>`true` : keepsAnAdmin)
            .executeTakeFirst();
    const count = "numDeletedRows" in written ? written.numDeletedRows : written.numUpdatedRows;
    if (Number(count) === 0) return { kind: "last" };
    if (change.kind === "role") await deleteUserSessions(trx, id);
    await alongside(trx, id, before);
    return { kind: "done", before };
  });
}

/** Deletes a user unless it is the last admin, with `alongside` (its audit line) in one transaction. */
export async function deleteUserKeepingOne(
  db: Db,
  id: number,
  alongside: InTransaction = async () => {},
): Promise<"deleted" | "last" | "missing"> {
  const outcome = await changeAccountKeepingAnAdmin(db, id, { kind: "delete" }, alongside);
  return outcome.kind === "done" || outcome.kind === "unchanged" ? "deleted" : outcome.kind;
}
