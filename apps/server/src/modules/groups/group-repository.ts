import type { Insertable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { RegistrationGroupTable } from "../../db/schema.ts";

/** Group orders and their members (decision 0076): plain reads and writes, no transaction. */

export const insertGroup = (trx: Db, values: Insertable<RegistrationGroupTable>) =>
  trx
    .insertInto("registration_groups")
    .values(values)
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();

export async function addMember(trx: Db, groupId: number, registrationId: number) {
  await trx
    .insertInto("registration_group_members")
    .values({ group_id: groupId, registration_id: registrationId })
    .execute();
}

/** Takes a registration out of its group; false when it was in none. */
export async function removeMember(trx: Db, registrationId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom("registration_group_members")
    .where("registration_id", "=", registrationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export const findGroup = (db: Db, id: number) =>
  db.selectFrom("registration_groups").selectAll().where("id", "=", id).executeTakeFirst();

export const groupByReference = (db: Db, references: string[]) =>
  references.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("registration_groups")
        .selectAll()
        .where("reference", "in", references)
        .execute();

/** The registrations of a group, in the order they were ordered. */
export async function memberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("registration_group_members")
    .select("registration_id")
    .where("group_id", "=", groupId)
    .orderBy("registration_id")
    .execute();
  return rows.map((row) => row.registration_id);
}

/** The group a registration is in, if any. */
export const groupOf = (db: Db, registrationId: number) =>
  db
    .selectFrom("registration_group_members")
    .innerJoin(
      "registration_groups",
      "registration_groups.id",
      "registration_group_members.group_id",
    )
    .selectAll("registration_groups")
    .where("registration_group_members.registration_id", "=", registrationId)
    .executeTakeFirst();
