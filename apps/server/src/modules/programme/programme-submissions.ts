import { ACCEPTED_STATUSES } from "@congres/shared";
import type { ProgrammePersonData } from "@congres/shared/programme";
import type { Db } from "../../db/connection.ts";
import { personName } from "../registrations/delegate-data.ts";

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
  const rows = await db
    .selectFrom("submissions")
    .select([
      "id",
      "reference",
      "title",
      "status",
      "submission_type",
      "language",
      "first_name",
      "last_name",
      "institution",
    ])
    .where((eb) =>
      eb.or([
        eb("status", "in", [...ACCEPTED_STATUSES]),
        eb(
          "id",
          "in",
          eb
            .selectFrom("programme_items")
            .select("submission_id")
            .where("submission_id", "is not", null)
            .$narrowType<{ submission_id: number }>(),
        ),
      ]),
    )
    .orderBy("id")
    .execute();
  const presenting =
    rows.length === 0
      ? []
      : await db
          .selectFrom("submission_authors")
          .select(["submission_id", "first_name", "last_name", "affiliation"])
          .where("is_presenting", "=", 1)
          .where(
            "submission_id",
            "in",
            rows.map((row) => row.id),
          )
          .execute();
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
