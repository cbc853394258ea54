import type { Edition } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { loadBookContents } from "./book-contents.ts";

type BookRenderer = typeof import("./book-document.tsx");

// react-pdf, its layout engine and pdfkit are loaded with the first book, never at start: the
// book is printed a few times per edition (decision 0016's rule for heavy, rare code).
let renderer: Promise<BookRenderer> | undefined;

function loadRenderer(): Promise<BookRenderer> {
  renderer ??= import("./book-document.tsx").catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

/** The book of abstracts of the accepted submissions, as PDF bytes. */
export async function bookOfAbstractsPdf(db: Db, edition: Edition): Promise<Buffer> {
  const contents = await loadBookContents(db);
  const { renderBookOfAbstracts } = await loadRenderer();
  return renderBookOfAbstracts(contents, {
    congressName: edition.name,
    shortName: edition.shortName,
    datesLabel: edition.dates.label,
  });
}
