import type { Db } from "../db/connection.ts";
import { foldForSearch } from "../db/search-text.ts";

/** A contact message as a bulk SQL import writes it: only the columns the table needs. */
export type ContactRow = {
  id?: number;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  created_at: string;
};

/** Inserts contact messages by plain SQL INSERTs (the database derives the rest), in batches. */
export async function insertContactRows(db: Db, rows: ContactRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto("contact_messages")
      .values(
        rows
          .slice(start, start + 500)
          .map((row) => ({ ...row, phone: "", institution: "", message: "Bonjour" })),
      )
      .execute();
  }
}

/**
 * What the search answered before the index (the reference it must keep): the rows whose folded
 * names, e-mail and subject hold every folded word of `q`, newest first.
 */
export function expectedMatches(rows: Required<ContactRow>[], q: string): number[] {
  const words = foldForSearch(q).split(" ").filter(Boolean);
  return rows
    .filter((row) => {
      const text = foldForSearch(row.first_name, row.last_name, row.email, row.subject);
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) =>
      a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
    )
    .map((row) => row.id);
}
