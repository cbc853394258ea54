import { ACCEPTED_STATUSES, type PresenterRow } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/** An accepted submission and who presents it, as the presenters' check reads it. */
export type AcceptedPresenter = Omit<PresenterRow, "registration" | "registered"> & {
  language: string;
};

/**
 * The accepted submissions not withdrawn (issue #39 item 4), each with its presenter: the
 * presenting author, matched by her e-mail when she has one, else the submitter. Two queries.
 */
export async function acceptedPresenters(db: Db): Promise<AcceptedPresenter[]> {
  const rows = await db
    .selectFrom("submissions")
    .select([
      "id",
      "reference",
      "title",
      "email",
      "first_name",
      "last_name",
      "language",
      "presenter_registration_id",
    ])
    .where("status", "in", [...ACCEPTED_STATUSES])
    .where((eb) => eb.or([eb("presentation", "is", null), eb("presentation", "<>", "withdrawn")]))
    .orderBy("id")
    .execute();
  const presenting = await presentingAuthors(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(presenting.map((author) => [author.submission_id, author]));
  return rows.map((row) => {
    const author = byId.get(row.id);
    const own = author && author.email.trim() !== "" ? author : undefined;
    return {
      id: row.id,
      reference: row.reference,
      title: row.title,
      presenter_email: (own?.email ?? row.email).trim(),
      presenter_first_name: author?.first_name ?? row.first_name,
      presenter_last_name: author?.last_name ?? row.last_name,
      language: row.language,
      presenter_registration_id: row.presenter_registration_id,
    };
  });
}

/** The presenting authors of the submissions `ids` (none for no ids). */
export async function presentingAuthors(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("submission_authors")
    .select(["submission_id", "first_name", "last_name", "email", "affiliation"])
    .where("is_presenting", "=", 1)
    .where("submission_id", "in", [...ids])
    .execute();
}

/** Links (or unlinks, `null`) a registration to the presenter of the submission `id`. */
export async function linkPresenterRegistration(
  db: Db,
  id: number,
  registrationId: number | null,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("submissions")
    .set({ presenter_registration_id: registrationId })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}
