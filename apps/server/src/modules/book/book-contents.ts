import { CATEGORIES, labelOf } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type {
  BookAbstract,
  BookAuthor,
  BookContents,
  BookIndexEntry,
  BookSection,
} from "../../services/pdf/book-data.ts";
import { acceptedAbstracts } from "../submissions/submission-book.ts";

/** How an accepted abstract is presented: the committee's decision, not the form's wish. */
export const PRESENTATIONS = [
  { status: "acceptee_orale", label: "Communications orales", prefix: "O" },
  { status: "acceptee_poster", label: "Posters", prefix: "P" },
] as const;

// Made with the first book: ICU's collation data is paged in then, not at start.
let frenchCollator: Intl.Collator | undefined;
const collator = () =>
  (frenchCollator ??= new Intl.Collator("fr", { sensitivity: "base", numeric: true }));

type AcceptedRow = {
  id: number;
  status: string;
  category: string;
  title: string;
  abstract: string;
  keywords: string;
  first_name: string;
  last_name: string;
  institution: string;
};
type AuthorRow = {
  submission_id: number;
  first_name: string;
  last_name: string;
  affiliation: string;
  is_presenting: number;
};

/**
 * The book's contents from the stored rows: the accepted abstracts by category (in the form's
 * order), then orals before posters, by title; numbered `O1…`, `P1…` across the book; and the
 * authors' index, by last then first name, French collation (accents and case aside).
 */
export function arrangeBook(
  rows: readonly AcceptedRow[],
  authors: readonly AuthorRow[],
): BookContents {
  const authorsOf = new Map<number, BookAuthor[]>();
  for (const author of authors) {
    const list = authorsOf.get(author.submission_id) ?? [];
    list.push({
      firstName: author.first_name,
      lastName: author.last_name,
      affiliation: author.affiliation,
      presenting: author.is_presenting === 1,
    });
    authorsOf.set(author.submission_id, list);
  }
  const counters = new Map<string, number>();
  const index = new Map<string, BookIndexEntry & { last: string; first: string }>();
  const sections: BookSection[] = [];
  const categories = [
    ...CATEGORIES.map((category) => category.value as string),
    ...new Set(
      rows.map((row) => row.category).filter((c) => !CATEGORIES.some((k) => k.value === c)),
    ),
  ];
  for (const category of categories) {
    const groups: BookSection["groups"] = [];
    for (const presentation of PRESENTATIONS) {
      const chosen = rows
        .filter((row) => row.category === category && row.status === presentation.status)
        .sort((a, b) => collator().compare(a.title, b.title) || a.id - b.id);
      if (chosen.length === 0) continue;
      const abstracts = chosen.map((row): BookAbstract => {
        const number = (counters.get(presentation.prefix) ?? 0) + 1;
        counters.set(presentation.prefix, number);
        const code = `${presentation.prefix}${number}`;
        // A submission always has authors since the form requires one; older rows may not.
        const people = authorsOf.get(row.id) ?? [
          {
            firstName: row.first_name,
            lastName: row.last_name,
            affiliation: row.institution,
            presenting: true,
          },
        ];
        for (const person of people) {
          const name = `${person.lastName.trim()} ${person.firstName.trim()}`.trim();
          const key = name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
          const entry = index.get(key) ?? {
            name,
            codes: [],
            last: person.lastName,
            first: person.firstName,
          };
          if (!entry.codes.includes(code)) entry.codes.push(code);
          index.set(key, entry);
        }
        return {
          id: row.id,
          code,
          title: row.title,
          authors: people,
          abstract: row.abstract,
          keywords: row.keywords,
        };
      });
      groups.push({ presentation: presentation.label, abstracts });
    }
    if (groups.length > 0) sections.push({ category: labelOf(CATEGORIES, category), groups });
  }
  const sortedIndex = [...index.values()]
    .sort((a, b) => collator().compare(a.last, b.last) || collator().compare(a.first, b.first))
    .map(({ name, codes }) => ({ name, codes: codes.sort(collator().compare) }));
  return { sections, index: sortedIndex, count: rows.length };
}

/** Reads the accepted abstracts and their authors, then arranges them. */
export async function loadBookContents(db: Db): Promise<BookContents> {
  const { abstracts, authors } = await acceptedAbstracts(db);
  return arrangeBook(abstracts, authors);
}
