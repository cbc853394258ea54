import type { SubmissionInput } from "@congres/shared";
import { validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { signedInAdmin, staffAccounts } from "../../testing/admin-session.ts";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { DAY, decideAndTell, SPACE_START, spaceHarness } from "../../testing/space-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { latestPublication } from "../programme/programme-publications.ts";
import { programmeSubmissions } from "../programme/programme-submissions.ts";
import { conflictSubmission, inConflict } from "../reviews/review-conflicts.ts";
import { assignmentsOf } from "../reviews/review-repository.ts";
import { acceptedAbstracts } from "../submissions/submission-book.ts";
import { conflictFactsOf } from "../submissions/submission-reads-for-review.ts";
import { findDelegateSubmission } from "../submissions/submission-space.ts";
import { SPACE_SUBMISSION_MESSAGES } from "./space-submission-messages.ts";

const MORNING_PLENARY = "2025-10-31-0900-amphi";
const CLOSES_AT = new Date(SPACE_START.getTime() + 10 * DAY);

/** A submission presented by a co-author with an e-mail of her own. */
const presentedByAwa = () => ({
  email: "Submitter@Example.sn",
  authors: [
    { firstName: "Fatou", lastName: "Diallo", email: "submitter@example.sn", affiliation: "UCAD" },
    { firstName: "Awa", lastName: "Sow", email: "Awa.Sow@Example.sn", isPresenting: true },
  ],
});

/** The body of an edit: the submission form's whole body, as the space's form sends it. */
const edited = (changes: Partial<SubmissionInput>): SubmissionInput => ({
  ...validSubmission(),
  ...changes,
});

describe.each(DATABASE_ENGINES)(
  "an author's submissions in « Mon espace » on $engine",
  ({ create }) => {
    const h = spaceHarness(create, {
      closingTimeDefaults: { submission: CLOSES_AT.toISOString() },
    });
    const admin = signedInAdmin(h, "comite.space@example.ma");
    const put = (headers: Record<string, string>, id: number, body: unknown, language = "fr") =>
      h.app.inject({
        method: "PUT",
        url: `/api/space/submissions/${id}`,
        payload: body as object,
        headers: { ...headers, "accept-language": language },
      });
    const post = (headers: Record<string, string>, url: string, body?: object, language = "fr") =>
      h.app.inject({
        method: "POST",
        url,
        ...(body ? { payload: body } : {}),
        headers: { ...headers, "accept-language": language },
      });
    /** The submissions placed in a programme: the admin's draft (snake_case) or a publication. */
    const placedIn = (programme: { sessions: { items: object[] }[] }) =>
      programme.sessions.flatMap((session) =>
        session.items.flatMap((item) => {
          const { submission_id, submissionId } = item as Record<string, unknown>;
          const placed = submission_id ?? submissionId;
          return placed ? [Number(placed)] : [];
        }),
      );
    const storedAuthors = (id: number) =>
      h.database.db
        .selectFrom("submission_authors")
        .select(["first_name", "last_name", "country", "is_presenting"])
        .where("submission_id", "=", id)
        .orderBy("position")
        .execute();

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

    it("a presenter who did not send it is never given the submitter's phone, and her edit keeps it", async () => {
      const { id } = await h.submit({ ...presentedByAwa(), phone: "+221 77 123 45 67" });
      const presenter = await openDelegateSession(h.app, "awa.sow@example.sn");
      const submitter = await openDelegateSession(h.app, "submitter@example.sn");
      const shown = (await h.space(presenter, `/api/space/submissions/${id}`)).json();
      expect(shown.form.phone).toBe("");
      expect(JSON.stringify(shown)).not.toContain("123 45 67");
      expect((await h.space(submitter, `/api/space/submissions/${id}`)).json().form.phone).toBe(
        "+221 77 123 45 67",
      );

      // She sends the form back as she got it (its phone blank), with a new title, as the space's
      // form does (the consents are given again).
      const back = { ...shown.form, acceptsTerms: true, acceptsReview: true };
      const saved = await put(presenter, id, { ...back, title: "Titre revu par Awa" });
      expect(saved.statusCode).toBe(200);
      const row = await storedRow(h.database.db, "submissions", { id }, ["title", "phone"]);
      expect(row).toEqual({ title: "Titre revu par Awa", phone: "+221 77 123 45 67" });
      // Nor can she change it: the stored phone is the submitter's whatever the body says.
      const changed = await put(presenter, id, {
        ...back,
        title: "Revu",
        phone: "+221 70 000 00 00",
      });
      expect(changed.statusCode).toBe(200);
      expect((await storedRow(h.database.db, "submissions", { id }, ["phone"])).phone).toBe(
        "+221 77 123 45 67",
      );
    });

    it("the public form takes an author's country as an optional extra field", async () => {
      const [first, second] = validSubmission().authors as [
        SubmissionInput["authors"][number],
        SubmissionInput["authors"][number],
      ];
      const { id } = await h.submit({ authors: [{ ...first, country: "SN" }, second] });
      expect((await storedAuthors(id)).map((author) => author.country)).toEqual(["Sénégal", ""]);
      const refused = await postJson(
        h.app,
        "/api/submission",
        { ...validSubmission(), authors: [{ ...first, country: "Atlantide" }, second] },
        { headers: { "accept-language": "en" } },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain("Invalid author country");
    });

    it("she edits until the closing time: each edit a version (the original version 1), her new authors stored and audited as hers", async () => {
      const { id } = await h.submit({ email: "edit@example.sn" });
      const headers = await openDelegateSession(h.app, "edit@example.sn");
      const form = (await h.space(headers, `/api/space/submissions/${id}`)).json();
      expect(form).toMatchObject({ editable: true, refusal: null });
      expect(form.form.title).toBe("Accès à la contraception en milieu rural");

      const [fatou, moussa] = validSubmission().authors as [
        SubmissionInput["authors"][number],
        SubmissionInput["authors"][number],
      ];
      const first = await put(
        headers,
        id,
        edited({ email: "edit@example.sn", title: "Accès à la contraception : étude rurale" }),
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ id, version: 2 });
      const second = await put(
        headers,
        id,
        edited({
          email: "edit@example.sn",
          title: "Accès à la contraception : étude rurale",
          authors: [
            { ...fatou, isPresenting: false, country: "SN" },
            {
              firstName: "ليلى",
              lastName: "بنعلي",
              affiliation: "جامعة الحسن الثاني",
              country: "MA",
              isPresenting: true,
            },
            moussa,
          ],
        }),
      );
      expect(second.json()).toEqual({ id, version: 3 });
      expect(await storedAuthors(id)).toEqual([
        { first_name: "Fatou", last_name: "Diallo", country: "Sénégal", is_presenting: 0 },
        { first_name: "ليلى", last_name: "بنعلي", country: "Maroc", is_presenting: 1 },
        { first_name: "Moussa", last_name: "Ndiaye", country: "", is_presenting: 0 },
      ]);

      const versions = (await admin("GET", `/api/admin/submissions/${id}/versions`)).json();
      expect(versions.total).toBe(3);
      expect(versions.data.map((v: { version: number }) => v.version)).toEqual([1, 2, 3]);
      expect(versions.data[0].body.title).toBe("Accès à la contraception en milieu rural");
      expect(versions.data[0].body.authors).toHaveLength(2);
      expect(versions.data[1].body.title).toBe("Accès à la contraception : étude rurale");
      expect(versions.data[2].body.authors[1]).toMatchObject({
        lastName: "بنعلي",
        country: "Maroc",
      });
      expect(versions.data[2].created_by_email).toBe("edit@example.sn");

      const audit = await storedRows(
        h.database.db,
        "audit_log",
        { action: "submission.self_update", entity_id: id },
        ["actor_email", "actor_kind", "changes"],
      );
      expect(audit.map((line) => [line.actor_email, line.actor_kind])).toEqual([
        ["edit@example.sn", "delegate"],
        ["edit@example.sn", "delegate"],
      ]);
      expect(audit[1]?.changes).toContain("بنعلي");
    });

    it("refuses an edit once submissions are closed or once the committee has decided: 409 with the sentence, nothing written", async () => {
      const { id } = await h.submit({ email: "late@example.sn" });
      const headers = await openDelegateSession(h.app, "late@example.sn");
      const body = edited({ email: "late@example.sn", title: "Trop tard" });
      try {
        h.setNow(new Date(CLOSES_AT.getTime() + 1000));
        const closed = await put(headers, id, { title: "" }, "en");
        expect(closed.statusCode).toBe(409);
        expect(closed.json().message).toMatch(/^Submissions closed on .*secretariat/);
      } finally {
        h.setNow(SPACE_START);
      }
      expect(
        (await admin("PUT", `/api/admin/submissions/${id}/decision`, { status: "refusee" }))
          .statusCode,
      ).toBe(200);
      const decided = await put(headers, id, body, "ar");
      expect(decided.statusCode).toBe(409);
      expect(decided.json().message).toBe(
        SPACE_SUBMISSION_MESSAGES.ar.decided(h.app.mail.context.edition.contact.email),
      );
      const versions = (await admin("GET", `/api/admin/submissions/${id}/versions`)).json();
      expect(versions.total).toBe(1);
      expect(versions.data[0].body.title).toBe("Accès à la contraception en milieu rural");
    });

    it("answers 404 for another person's submission before checking the body, and checks hers with the form's messages", async () => {
      const { id: theirs } = await h.submit({ email: "theirs@example.sn" });
      const { id: mine } = await h.submit({ email: "mine@example.sn" });
      const headers = await openDelegateSession(h.app, "mine@example.sn");
      for (const [id, body] of [
        [theirs, {}],
        [theirs, edited({})],
        [mine + 1000, {}],
      ] as const) {
        const answer = await put(headers, id, body, "en");
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ message: expect.any(String) });
        expect((await h.space(headers, `/api/space/submissions/${id}`)).statusCode).toBe(404);
      }
      const invalid = await put(headers, mine, { ...edited({}), title: "", authors: [] }, "en");
      expect(invalid.statusCode).toBe(422);
      expect(invalid.body).toContain("At least one author is required");
      expect((await admin("GET", `/api/admin/submissions/${theirs}/versions`)).json().total).toBe(
        1,
      );
    });

    it("confirms or withdraws only once the decision mail has gone; a withdrawal frees its slot in the draft and leaves the published programme at the next publication", async () => {
      const { id } = await h.submit({ email: "talk@example.sn" });
      const headers = await openDelegateSession(h.app, "talk@example.sn");
      const early = await post(headers, `/api/space/submissions/${id}/confirm`, undefined, "en");
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(SPACE_SUBMISSION_MESSAGES.en.noDecisionYet);

      await decideAndTell(h, admin, id, "acceptee_orale");
      const placed = await admin("POST", `/api/admin/programme/sessions/${MORNING_PLENARY}/items`, {
        submissionId: id,
      });
      expect(placed.statusCode).toBe(201);
      expect(
        (await admin("POST", "/api/admin/programme/publish", { confirm: true })).statusCode,
      ).toBe(200);

      const confirmed = await post(headers, `/api/space/submissions/${id}/confirm`);
      expect(confirmed.json()).toEqual({ presentation: "confirmed" });
      expect((await h.space(headers)).json().submissions[0].presentation).toBe("confirmed");

      const noReason = await post(
        headers,
        `/api/space/submissions/${id}/withdraw`,
        { reason: " " },
        "ar",
      );
      expect(noReason.statusCode).toBe(422);
      expect(noReason.body).toContain(SPACE_SUBMISSION_MESSAGES.ar.reasonRequired);
      const withdrawn = await post(headers, `/api/space/submissions/${id}/withdraw`, {
        reason: "Visa refusé",
      });
      expect(withdrawn.json()).toEqual({ presentation: "withdrawn" });
      const row = await storedRow(h.database.db, "submissions", { id }, [
        "presentation",
        "withdrawal_reason",
      ]);
      expect(row).toEqual({ presentation: "withdrawn", withdrawal_reason: "Visa refusé" });
      const view = (await admin("GET", "/api/admin/programme")).json();
      expect(placedIn(view.draft)).not.toContain(id);
      expect(view.unplaced_submissions.map((one: { id: number }) => Number(one.id))).not.toContain(
        id,
      );
      expect(placedIn((await latestPublication(h.database.db)) ?? { sessions: [] })).toContain(id);
      expect(
        (await admin("POST", "/api/admin/programme/publish", { confirm: true })).statusCode,
      ).toBe(200);
      expect(placedIn((await latestPublication(h.database.db)) ?? { sessions: [] })).not.toContain(
        id,
      );

      const again = await post(headers, `/api/space/submissions/${id}/confirm`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(SPACE_SUBMISSION_MESSAGES.fr.withdrawn);
      const audit = await storedRows(
        h.database.db,
        "audit_log",
        { entity_id: id, action: ["submission.presentation_confirm", "submission.withdraw"] },
        ["action", "actor_kind"],
      );
      expect(audit).toEqual([
        { action: "submission.presentation_confirm", actor_kind: "delegate" },
        { action: "submission.withdraw", actor_kind: "delegate" },
      ]);
    });

    it("returns the decision and the reviewers' comments to the authors in the decision's language, never the comments to the committee nor who reviewed", async () => {
      const { id } = await h.submit({ email: "reviewed@example.sn" }, "en");
      const { ids } = await staffAccounts(h, ["reviewer", "committee"], () => false);
      const review = (
        comment: string,
        status: "envoyee" | "brouillon",
        reviewer: "reviewer" | "committee",
      ) => ({
        submission_id: id,
        reviewer_id: ids[reviewer],
        assigned_at: SPACE_START.toISOString(),
        status,
        comment_to_committee: `SECRET-COMMITTEE ${comment}`,
        comment_to_authors: comment,
        recommendation: "acceptee_orale" as const,
        score_hundredths: 420,
      });
      await h.database.db
        .insertInto("review_assignments")
        .values([
          review("Clarify the sampling.", "envoyee", "reviewer"),
          review("Draft only.", "brouillon", "committee"),
        ])
        .execute();
      const headers = await openDelegateSession(h.app, "reviewed@example.sn");
      const before = (await h.space(headers)).json().submissions[0];
      expect(before).not.toHaveProperty("review_comments");
      expect(before).not.toHaveProperty("decision");

      await decideAndTell(h, admin, id, "acceptee_poster", "Welcome to the poster session.");
      const answers = [
        await h.space(headers),
        await h.space(headers, `/api/space/submissions/${id}`),
        await post(headers, `/api/space/submissions/${id}/confirm`),
        await put(headers, id, edited({ email: "reviewed@example.sn" })),
      ];
      expect(answers[0]?.json().submissions[0]).toMatchObject({
        decision: "acceptee_poster",
        decision_language: "en",
        decision_message: "Welcome to the poster session.",
        review_comments: ["Clarify the sampling."],
      });
      for (const answer of answers) {
        expect(answer.body).not.toContain("SECRET-COMMITTEE");
        expect(answer.body).not.toContain("Draft only.");
        expect(answer.body).not.toContain("reviewer@example.ma");
        expect(answer.body).not.toContain("Compte reviewer");
        expect(answer.body).not.toContain("Compte committee");
      }
    });

    it("the book of abstracts, the programme and the reviewers' conflict check read the edited authors", async () => {
      const { id } = await h.submit({ email: "follow@example.sn" });
      const headers = await openDelegateSession(h.app, "follow@example.sn");
      const karim = {
        firstName: "Karim",
        lastName: "Alaoui",
        email: "karim.alaoui@um5.ma",
        affiliation: "Université Mohammed V",
        country: "MA",
        isPresenting: true,
      };
      const saved = await put(
        headers,
        id,
        edited({
          email: "follow@example.sn",
          authors: [{ firstName: "Fatou", lastName: "Diallo", affiliation: "UCAD" }, karim],
        }),
      );
      expect(saved.statusCode).toBe(200);
      expect(
        (await admin("PUT", `/api/admin/submissions/${id}/decision`, { status: "acceptee_orale" }))
          .statusCode,
      ).toBe(200);

      const book = await acceptedAbstracts(h.database.db);
      expect(book.authors.filter((a) => a.submission_id === id).map((a) => a.last_name)).toEqual([
        "Diallo",
        "Alaoui",
      ]);
      expect((await programmeSubmissions(h.database.db)).get(id)?.speaker).toEqual({
        name: "Karim Alaoui",
        role: { fr: "Université Mohammed V" },
      });
      const facts = await conflictFactsOf(h.database.db, id);
      const afterEdit = conflictSubmission(facts.submission, facts.authors);
      const reviewer = { id: 1, email: "Karim.Alaoui@um5.ma", institution: "" };
      expect(inConflict(reviewer, afterEdit, new Set())).toBe(true);
      expect(inConflict({ ...reviewer, email: "moussa@example.sn" }, afterEdit, new Set())).toBe(
        false,
      );
    });

    it("tells a reviewer whose draft predates the author's edit: « modifié depuis votre relecture »", async () => {
      const { id } = await h.submit({ email: "reviewed-draft@example.sn" });
      const { ids } = await staffAccounts(h, ["secretariat"], () => false);
      await h.database.db
        .insertInto("review_assignments")
        .values({
          submission_id: id,
          reviewer_id: ids.secretariat,
          assigned_at: SPACE_START.toISOString(),
          status: "brouillon",
          updated_at: SPACE_START.toISOString(),
        })
        .execute();
      const flag = async () =>
        (await assignmentsOf(h.database.db, ids.secretariat)).find(
          (row) => row.submission_id === id,
        )?.changed_since_review;
      expect(await flag()).toBe(false);
      const headers = await openDelegateSession(h.app, "reviewed-draft@example.sn");
      try {
        h.setNow(new Date(SPACE_START.getTime() + DAY));
        const body = edited({ email: "reviewed-draft@example.sn", keywords: "contraception" });
        expect((await put(headers, id, body)).statusCode).toBe(200);
      } finally {
        h.setNow(SPACE_START);
      }
      expect(await flag()).toBe(true);
    });
  },
);
