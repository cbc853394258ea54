import type { ProgrammePersonData } from "@congres/shared/programme";
import type { Db } from "../../db/connection.ts";
import { personName } from "../registrations/delegate-data.ts";
import { acceptedOrPlacedSubmissions } from "../submissions/submission-programme.ts";

/** An accepted (or placed) submission as the programme shows it: title, reference, speaker. */
export type ProgrammeSubmission = {
  id: number;
  reference: string;
  title: string;
  status: string;
  submission_type: string;
  language: string;
  /** The presenting author, else the person who submitted. */
  speaker: ProgrammePersonData;
};

/**
 * The accepted submissions and any other one placed in the draft (a decision changed after it
 * was placed), each with its presenting author: what the draft's items show and the checks read.
 */
export async function programmeSubmissions(db: Db): Promise<Map<number, ProgrammeSubmission>> {
  const placed = await db
    .selectFrom("programme_items")
    .select("submission_id")
    .where("submission_id", "is not", null)
    .$narrowType<{ submission_id: number }>()
    .execute();
  const { submissions: rows, presenting } = await acceptedOrPlacedSubmissions(db, [
    ...new Set(placed.map((item) => item.submission_id)),
  ]);
  const speakers = new Map(presenting.map((author) => [author.submission_id, author]));
  return new Map(
    rows.map((row) => {
      const author = speakers.get(row.id);
      const affiliation = author ? author.affiliation : row.institution;
      const speaker: ProgrammePersonData = {
        name: personName(author ?? row),
        ...(affiliation.trim() !== "" ? { role: { fr: affiliation.trim() } } : {}),
      };
      return [
        row.id,
        {
          id: row.id,
          reference: row.reference,
          title: row.title,
          status: row.status,
          submission_type: row.submission_type,
          language: row.language,
          speaker,
        },
      ];
    }),
  );
}
