import type { StaffRole } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/**
 * The staff accounts a mailing goes to (decision 0048), by id: of some roles (all without
 * `roles`), and for reviewers possibly only those with reviews left — one query, the
 * assignments read in it.
 */
export async function staffAccountsToMail(
  db: Db,
  filter: { roles?: readonly StaffRole[]; withReviewsLeft?: boolean },
) {
  let query = db.selectFrom("users").select(["id", "name", "email", "language"]).orderBy("id");
  if (filter.roles) query = query.where("role", "in", filter.roles);
  if (filter.withReviewsLeft) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("review_assignments")
          .select("review_assignments.id")
          .whereRef("review_assignments.reviewer_id", "=", "users.id")
          .where("review_assignments.status", "<>", "envoyee"),
      ),
    );
  }
  return query.execute();
}
