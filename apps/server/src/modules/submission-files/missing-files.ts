import type { MissingFileRow, SubmissionFileKind } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { personName } from "../registrations/delegate-data.ts";
import { acceptedOrPlacedSubmissions } from "../submissions/submission-programme.ts";
import { submissionIdsWithFile } from "./submission-files-repository.ts";

/** The file an accepted submission owes the congress: its poster, or its slides for a talk. */
export const NEEDED_FILE: Record<string, SubmissionFileKind> = {
  acceptee_poster: "poster",
  acceptee_orale: "slides",
};

/**
 * The accepted abstracts without their file (« fichiers manquants », issue #39 item 3): a poster
 * accepted as a poster without its poster, a talk without its slides; by id.
 */
export async function acceptedWithoutFile(db: Db): Promise<MissingFileRow[]> {
  const [{ submissions, presenting }, posters, slides] = await Promise.all([
    acceptedOrPlacedSubmissions(db, []),
    submissionIdsWithFile(db, "poster"),
    submissionIdsWithFile(db, "slides"),
  ]);
  const has = { poster: posters, slides, full_text: new Set<number>() };
  const speakers = new Map(presenting.map((author) => [author.submission_id, author]));
  return submissions.flatMap((row) => {
    const needed = NEEDED_FILE[row.status];
    if (!needed || has[needed].has(row.id)) return [];
    return [
      {
        id: row.id,
        reference: row.reference,
        title: row.title,
        status: row.status,
        needed,
        presenter: personName(speakers.get(row.id) ?? row),
      },
    ];
  });
}
