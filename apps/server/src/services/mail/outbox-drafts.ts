import type { MailKind } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { OutboxRow } from "./outbox-repository.ts";

/**
 * The drafts staff review before they leave (an outbox row with status `draft`, which the worker
 * never takes): listed, edited and queued by kind, each change a compare-and-set on the status,
 * so that a mail already sent is what its recipients read and stays so.
 */

const draftsOf = (db: Db, kinds: readonly MailKind[]) =>
  db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "in", [...kinds])
    .where("status", "=", "draft");

/** The drafts of `kinds`, oldest first. */
export const listDrafts = (db: Db, kinds: readonly MailKind[]): Promise<OutboxRow[]> =>
  draftsOf(db, kinds).orderBy("id").execute();

/** How many drafts of `kind` wait for review. */
export async function countDrafts(db: Db, kind: MailKind): Promise<number> {
  const { count } = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("kind", "=", kind)
    .where("status", "=", "draft")
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Replaces a draft's subject and template data; answers whether it was still a draft. */
export async function editDraft(
  db: Db,
  id: number,
  edit: { subject: string; template_data: string },
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set(edit)
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Queues drafts of `kinds` — `ids`, or every one when absent — due `at`; a draft already queued
 * (by a colleague a moment before) is not queued twice. Answers the rows queued.
 */
export async function queueDrafts(
  db: Db,
  kinds: readonly MailKind[],
  ids: readonly number[] | undefined,
  at: Date,
): Promise<OutboxRow[]> {
  let drafts = draftsOf(db, kinds);
  if (ids !== undefined) {
    if (ids.length === 0) return [];
    drafts = drafts.where("id", "in", [...ids]);
  }
  return db
    .updateTable("outbox")
    .set({ status: "queued", next_attempt_at: at.toISOString() })
    .where("id", "in", drafts.clearSelect().select("id"))
    .where("status", "=", "draft")
    .returningAll()
    .execute();
}
