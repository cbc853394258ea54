import type { ReviewerLanguage } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/**
 * The reviewer accounts as peer review needs them (decision 0046): who they are, their
 * expertise, place and workspace language. Peer review keeps their assignments; this folder
 * keeps the accounts (decision 0061).
 */
export async function reviewerAccountRows(db: Db) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "institution", "expertise", "language"])
    .where("role", "=", "reviewer")
    .orderBy("id")
    .execute();
}

/** An account's workspace language as stored (undefined: no such account). */
export async function accountLanguage(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("users")
    .select("language")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.language;
}

/** What the committee's reviewer profile shows and changes of one account. */
export async function findReviewProfile(db: Db, id: number) {
  return db
    .selectFrom("users")
    .select(["id", "role", "email", "expertise", "institution", "language"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function updateReviewProfile(
  db: Db,
  id: number,
  profile: { expertise?: string; institution?: string; language: ReviewerLanguage },
): Promise<void> {
  await db.updateTable("users").set(profile).where("id", "=", id).execute();
}
