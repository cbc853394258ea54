import type { AuditChanges, Submission } from "@congres/shared";
import { fromFlag } from "../../db/values.ts";

/**
 * `{column: [old, new]}` for each column whose value differs, flags (0/1) as true/false so the
 * history reads "Hébergement : non → oui".
 */
export function changedColumns(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  flagColumns: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [column, value] of Object.entries(after)) {
    const old = before[column];
    if (old === value) continue;
    changes[column] = flagColumns.includes(column)
      ? [fromFlag(old as number), fromFlag(value as number)]
      : [old, value];
  }
  return changes;
}

type StoredAuthor = {
  first_name: string;
  last_name: string;
  email: string;
  affiliation: string;
  is_presenting: number | boolean;
  country: string;
};

/** One line per author, in order, as a person reads the list: "2. Moussa Ndiaye <…>, UCAD (orateur)". */
export function authorsText(authors: readonly StoredAuthor[]): string {
  return authors
    .map((author, index) => {
      const email = author.email ? ` <${author.email}>` : "";
      const affiliation = author.affiliation ? `, ${author.affiliation}` : "";
      const country = author.country ? ` — ${author.country}` : "";
      const presenting = fromFlag(author.is_presenting) ? " (présente)" : "";
      return `${index + 1}. ${author.first_name} ${author.last_name}${email}${affiliation}${country}${presenting}`;
    })
    .join("\n");
}

export const storedAuthorsOf = (authors: Submission["authors"]): StoredAuthor[] =>
  authors.map((author) => ({
    first_name: author.firstName,
    last_name: author.lastName,
    email: author.email,
    affiliation: author.affiliation,
    is_presenting: author.isPresenting,
    country: author.country,
  }));
