import type { Edition } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { PeriodicTask } from "../../services/jobs/periodic-task.ts";
import { enqueueMails } from "../../services/mail/outbox-repository.ts";
import { reviewNotice } from "./review-mails.ts";
import { assignmentsPerReviewer, reviewerAccounts } from "./review-repository.ts";
import { readReviewSettings } from "./review-settings.ts";

/** The reminder goes this long before the deadline. */
export const REMINDER_BEFORE_MS = 3 * 24 * 3_600_000;
/** How often a server looks whether the reminder is due. */
export const REMINDER_CHECK_MS = 10 * 60_000;

export type ReminderContext = {
  edition: Pick<Edition, "shortName" | "siteUrl" | "timeZone">;
  messageIdDomain: string;
};

/**
 * Queues the reminder to every reviewer with reviews left, once per deadline: from three days
 * before it until it passes. "Once" is the insert of the deadline's row in `review_reminders`
 * (its primary key): several servers, or a restart, may look — one inserts and mails, the others
 * find the row. Answers the number of mails queued (0 when not due or already sent).
 */
export async function sendDueReminder(
  db: Db,
  now: Date,
  context: ReminderContext,
): Promise<number> {
  const { deadline } = await readReviewSettings(db);
  if (!deadline) return 0;
  const due = Date.parse(deadline);
  if (now.getTime() < due - REMINDER_BEFORE_MS || now.getTime() >= due) return 0;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("review_reminders")
      .values({ deadline, sent_at: now.toISOString(), mails: 0 })
      .onConflict((conflict) => conflict.column("deadline").doNothing())
      .returning("deadline")
      .executeTakeFirst();
    if (!claimed) return 0;
    const leftBy = await assignmentsPerReviewer(trx, "left");
    const mails = (await reviewerAccounts(trx))
      .filter((reviewer) => (leftBy.get(reviewer.id) ?? 0) > 0)
      .map((reviewer) =>
        reviewNotice(reviewer, "reminder", leftBy.get(reviewer.id) ?? 0, deadline, context.edition),
      );
    await enqueueMails(trx, mails, context.messageIdDomain, now);
    await trx
      .updateTable("review_reminders")
      .set({ mails: mails.length })
      .where("deadline", "=", deadline)
      .execute();
    return mails.length;
  });
}

/**
 * Looks every REMINDER_CHECK_MS (and once at start) whether the reminder is due, as the public
 * writes' limits sweep their counters: a timer that keeps no process alive (serve.ts starts it).
 */
export class ReviewReminders extends PeriodicTask {
  constructor(
    db: Db,
    clock: () => Date,
    context: ReminderContext,
    afterQueued: () => void,
    onError: (error: unknown) => void,
  ) {
    const check = async () => {
      if ((await sendDueReminder(db, clock(), context)) > 0) afterQueued();
    };
    super(REMINDER_CHECK_MS, check, onError);
  }
}
