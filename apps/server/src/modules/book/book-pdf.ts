import type { Edition } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { renderOnPdfThread } from "../../services/pdf/pdf-thread.ts";
import { loadBookContents } from "./book-contents.ts";

/**
 * The book of abstracts of the accepted submissions, as PDF bytes, laid out on the PDF thread
 * (decision 0034) like the other PDFs.
 */
export async function bookOfAbstractsPdf(db: Db, edition: Edition): Promise<Buffer> {
  const contents = await loadBookContents(db);
  return renderOnPdfThread({
    kind: "book",
    contents,
    titles: {
      congressName: edition.name,
      shortName: edition.shortName,
      datesLabel: edition.dates.label,
    },
  });
}
