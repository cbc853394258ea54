import type { StaffRole } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/**
 * The staff accounts a mailing writes to, by id: those of `roles` (every account when absent),
 * and of them only `ids` when given.
 */
export async function staffToWrite(
  db: Db,
  { roles, ids }: { roles?: readonly StaffRole[] | undefined; ids?: readonly number[] | undefined },
) {
  if (ids?.length === 0) return [];
  let query = db.selectFrom("users").select(["id", "name", "email", "language"]).orderBy("id");
  if (roles) query = query.where("role", "in", [...roles]);
  if (ids) query = query.where("id", "in", [...ids]);
  return query.execute();
}
