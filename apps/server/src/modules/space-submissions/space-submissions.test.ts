import { validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { spaceHarness } from "../../testing/space-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { findDelegateSubmission } from "../submissions/submission-space.ts";

/** A submission presented by a co-author with an e-mail of her own. */
const presentedByAwa = () => {
  const [submitter, coAuthor] = validSubmission().authors;
  return {
    email: "Submitter@Example.sn",
    authors: [
      { ...submitter, isPresenting: false },
      { ...coAuthor, email: "Awa.Sow@Example.sn", firstName: "Awa", isPresenting: true },
    ],
  };
};

describe.each(DATABASE_ENGINES)(
  "an author's submissions in « Mon espace » on $engine",
  ({ create }) => {
    const h = spaceHarness(create);

    it("shows a submission in the submitter's space and in its presenting author's, nobody else's", async () => {
      const { id, reference } = await h.submit(presentedByAwa());
      await h.submit({ email: "other@example.sn", title: "Un autre résumé" });

      for (const email of ["submitter@example.sn", "awa.sow@example.sn"]) {
        const found = await findDelegateSubmission(h.database.db, email, id);
        expect(found).toMatchObject({ id, reference, status: "soumise", decision: null });
        expect(found?.decision_mail_sent).toBe(false);
        expect(found?.presenting_email).toBe("Awa.Sow@Example.sn");
        const space = (await h.space(await openDelegateSession(h.app, email))).json();
        expect(space.submissions.map((s: { id: number }) => s.id)).toEqual([id]);
      }
      expect(await findDelegateSubmission(h.database.db, "other@example.sn", id)).toBeUndefined();
      expect(
        await findDelegateSubmission(h.database.db, "awa.sow@example.sn", id + 1),
      ).toBeUndefined();
    });
  },
);
