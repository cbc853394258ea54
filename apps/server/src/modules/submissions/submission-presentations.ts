import type { Db } from "../../db/connection.ts";

/**
 * Whether an accepted submission will be presented (issue #39 item 4, decision 0073): confirmed
 * or withdrawn by its author (or withdrawn by staff), with when and why.
 */
export type PresentationAnswer =
  | { presentation: "confirmed"; at: string }
  | { presentation: "withdrawn"; at: string; reason: string };

/** Records the answer on the submission `id`, in the caller's transaction. */
export async function recordPresentation(
  db: Db,
  id: number,
  answer: PresentationAnswer,
): Promise<void> {
  await db
    .updateTable("submissions")
    .set({
      presentation: answer.presentation,
      presentation_at: answer.at,
      withdrawal_reason: answer.presentation === "withdrawn" ? answer.reason : "",
    })
    .where("id", "=", id)
    .execute();
}
