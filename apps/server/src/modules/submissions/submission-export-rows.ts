import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { authorsOfSubmissions } from "./submission-repository.ts";

/**
 * A page of submissions with their authors flattened into one text, in their order:
 * `Awa Diallo (Université de Dakar, awa@example.sn) [présente] ; Karim Benali (…)`.
 */
export async function withAuthors(db: Db, rows: Selectable<Database["submissions"]>[]) {
  const authors = await authorsOfSubmissions(
    db,
    rows.map((row) => row.id),
  );
  const bySubmission = new Map<number, string[]>();
  for (const author of authors) {
    const details = [author.affiliation, author.email].filter(Boolean).join(", ");
    const text = [
      `${author.first_name} ${author.last_name}`.trim(),
      details ? `(${details})` : "",
      author.is_presenting ? "[présente]" : "",
    ]
      .filter(Boolean)
      .join(" ");
    const list = bySubmission.get(author.submission_id) ?? [];
    list.push(text);
    bySubmission.set(author.submission_id, list);
  }
  return rows.map((row) => ({ ...row, authors: (bySubmission.get(row.id) ?? []).join(" ; ") }));
}
