import type { ReviewerLanguage } from "@congres/shared";
import type { Db } from "../db/connection.ts";
import { hashPassword } from "../modules/staff/passwords.ts";
import { insertUser } from "../modules/staff/user-repository.ts";
import { TEST_PASSWORD } from "./admin-session.ts";
import { insertRows, submissionRow } from "./list-rows.ts";

/** Peer review's ground (decision 0046): reviewer accounts as the committee sets them, abstracts with authors. */

export type TestReviewer = {
  name: string;
  email: string;
  institution?: string;
  expertise?: string[];
  language?: ReviewerLanguage;
};

/** A reviewer account with its profile; answers its id. */
export async function addReviewer(db: Db, reviewer: TestReviewer): Promise<number> {
  const id = await insertUser(db, {
    name: reviewer.name,
    email: reviewer.email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role: "reviewer",
  });
  await db
    .updateTable("users")
    .set({
      institution: reviewer.institution ?? "",
      expertise: JSON.stringify(reviewer.expertise ?? []),
      language: reviewer.language ?? "fr",
    })
    .where("id", "=", id)
    .execute();
  return id;
}

export type TestAuthor = {
  first_name: string;
  last_name: string;
  email: string;
  affiliation: string;
};

/** Abstracts `first`…`first + count - 1` (submissionRow's), each with the authors `authorsOf(n)` gives. */
export async function addAbstracts(
  db: Db,
  first: number,
  count: number,
  options: {
    row?: (n: number) => Parameters<typeof submissionRow>[1];
    authorsOf?: (n: number) => TestAuthor[];
  } = {},
): Promise<number[]> {
  const numbers = Array.from({ length: count }, (_, i) => first + i);
  await insertRows(
    db,
    "submissions",
    numbers.map((n) => submissionRow(n, { language: "fr", ...options.row?.(n) })),
  );
  const rows = await db
    .selectFrom("submissions")
    .select(["id", "reference"])
    .where(
      "reference",
      "in",
      numbers.map((n) => submissionRow(n).reference),
    )
    .orderBy("id")
    .execute();
  const authors = rows.flatMap((row, index) =>
    (options.authorsOf?.(numbers[index] ?? 0) ?? []).map((author, position) => ({
      submission_id: row.id,
      position,
      is_presenting: position === 0 ? 1 : 0,
      ...author,
    })),
  );
  for (let start = 0; start < authors.length; start += 200) {
    await db
      .insertInto("submission_authors")
      .values(authors.slice(start, start + 200))
      .execute();
  }
  return rows.map((row) => row.id);
}
