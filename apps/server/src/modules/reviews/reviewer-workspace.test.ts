import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_REFUSED_MESSAGE } from "../../plugins/session.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { addAbstracts, addReviewer } from "../../testing/review-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** What identifies the authors of the abstracts below: none of it may reach a blind reviewer. */
const IDENTIFYING = [
  "Prénom1",
  "Nom1",
  "auteur1@example.ma",
  "+212 600 000 000",
  "CHU Ibn Rochd",
  "Sexologie",
  "Awa",
  "Diallo",
  "awa.diallo@ucad.sn",
  "Université Cheikh Anta Diop",
  "Karim",
  "Benali",
  "karim@example.dz",
  "Hôpital Mustapha",
] as const;

const SCORES = { originalite: 4, methodologie: 3, pertinence: 5, clarte: 4 };

describe.each(DATABASE_ENGINES)("the reviewer workspace on $engine", ({ create }) => {
  const harness = appHarness(create);
  const ids = {} as { abstracts: number[]; french: number; english: number };
  const sessions = {} as { french: string; english: string; committee: string };

  /** A reviewer's call about the `index`th abstract. */
  const onAbstract = (session: string, method: "GET" | "PUT", index: number, body?: object) =>
    asAdmin(harness.app, session, method, `/api/review/assignments/${ids.abstracts[index]}`, body);

  beforeAll(async () => {
    const { db } = harness.database;
    ids.abstracts = await addAbstracts(db, 1, 3, {
      authorsOf: () => [
        {
          first_name: "Awa",
          last_name: "Diallo",
          email: "awa.diallo@ucad.sn",
          affiliation: "Université Cheikh Anta Diop",
        },
        {
          first_name: "Karim",
          last_name: "Benali",
          email: "karim@example.dz",
          affiliation: "Hôpital Mustapha",
        },
      ],
    });
    ids.french = await addReviewer(db, { name: "Fatou Relectrice", email: "fatou@example.sn" });
    ids.english = await addReviewer(db, {
      name: "John Reviewer",
      email: "john@example.org",
      language: "en",
    });
    await createAdmin(db, "comite@example.ma");
    sessions.french = await signIn(harness.app, "fatou@example.sn");
    sessions.english = await signIn(harness.app, "john@example.org");
    sessions.committee = await signIn(harness.app, "comite@example.ma");
    for (const reviewer of [ids.french, ids.english]) {
      for (const id of ids.abstracts.slice(0, 2)) {
        const assigned = await asAdmin(
          harness.app,
          sessions.committee,
          "POST",
          `/api/admin/submissions/${id}/reviewers`,
          {
            userId: reviewer,
          },
        );
        expect(assigned.statusCode).toBe(201);
      }
    }
  });

  it("lists only the caller's abstracts, and never an author's identity anywhere in the JSON (blind)", async () => {
    const { app } = harness;
    const list = await asAdmin(app, sessions.french, "GET", "/api/review/assignments");
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual(
      ids.abstracts.slice(0, 2).map((id, index) => ({
        submission_id: id,
        title: `Étude ${index + 1}`,
        category: "prevention",
        submission_type: "oral",
        status: "a_faire",
        changed_since_review: false,
      })),
    );
    const detail = await onAbstract(sessions.french, "GET", 0);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      abstract: {
        title: "Étude 1",
        keywords: "prévention, santé",
        category: "prevention",
        submission_type: "oral",
      },
      criteria: [
        { key: "originalite", label: "Originalité", min: 1, max: 5, weight: 1 },
        { key: "methodologie", label: "Méthodologie" },
        { key: "pertinence", label: "Pertinence pour la santé sexuelle en Afrique" },
        { key: "clarte", label: "Clarté" },
      ],
      review: { status: "a_faire", scores: {}, recommendation: null },
      previous_id: null,
      next_id: ids.abstracts[1],
    });
    const english = await onAbstract(sessions.english, "GET", 1);
    expect(english.json().criteria.map((c: { label: string }) => c.label)).toEqual([
      "Originality",
      "Methodology",
      "Relevance",
      "Clarity",
    ]);
    for (const body of [list.body, detail.body, english.body]) {
      const leaked = IDENTIFYING.filter((value) => body.includes(value));
      expect(leaked).toEqual([]);
    }
    // Open review: the authors' names and places, still no address or phone.
    const settings = (
      await asAdmin(app, sessions.committee, "GET", "/api/admin/review/settings")
    ).json();
    const open = await asAdmin(app, sessions.committee, "PUT", "/api/admin/review/settings", {
      criteria: settings.criteria,
      blind: false,
      reviewersPerAbstract: 3,
      deadline: null,
    });
    expect(open.json().blind).toBe(false);
    const seen = await onAbstract(sessions.french, "GET", 0);
    expect(seen.json().abstract.authors).toEqual([
      { name: "Awa Diallo", affiliation: "Université Cheikh Anta Diop" },
      { name: "Karim Benali", affiliation: "Hôpital Mustapha" },
    ]);
    expect(
      ["awa.diallo@ucad.sn", "+212 600 000 000", "auteur1@example.ma"].filter((v) =>
        seen.body.includes(v),
      ),
    ).toEqual([]);
    await asAdmin(app, sessions.committee, "PUT", "/api/admin/review/settings", {
      criteria: settings.criteria,
      blind: true,
      reviewersPerAbstract: 3,
      deadline: null,
    });
  });

  it("answers 404 for an abstract not the caller's, 403 on the admin side, in the reviewer's language", async () => {
    const { app } = harness;
    const other = await onAbstract(sessions.english, "GET", 2);
    expect({ status: other.statusCode, ...other.json() }).toEqual({
      status: 404,
      message: "This abstract is not assigned to you.",
    });
    const write = await onAbstract(sessions.french, "PUT", 2, {
      scores: SCORES,
    });
    expect({ status: write.statusCode, ...write.json() }).toEqual({
      status: 404,
      message: "Ce résumé ne vous est pas attribué.",
    });
    for (const [method, url] of [
      ["GET", "/api/admin/submissions"],
      ["GET", `/api/admin/submissions/${ids.abstracts[0]}`],
      ["GET", "/api/admin/review/ranking"],
      ["POST", `/api/admin/submissions/${ids.abstracts[2]}/reviewers`],
    ] as const) {
      const refused = await asAdmin(
        app,
        sessions.french,
        method,
        url,
        method === "POST" ? { userId: ids.french } : undefined,
      );
      expect({ status: refused.statusCode, ...refused.json() }, url).toEqual({
        status: 403,
        message: ROLE_REFUSED_MESSAGE,
      });
    }
    const committeeOnReviewer = await asAdmin(
      app,
      sessions.committee,
      "GET",
      "/api/review/assignments",
    );
    expect(committeeOnReviewer.statusCode).toBe(403);
    expect(
      await storedRows(
        harness.database.db,
        "review_assignments",
        { submission_id: ids.abstracts[2] ?? 0 },
        ["id"],
      ),
    ).toEqual([]);
  });

  it("saves drafts, refuses a score out of range (422, nothing written), locks a submitted review (409) until reopened", async () => {
    const { app, database } = harness;
    const id = ids.abstracts[0] ?? 0;
    const url = `/api/review/assignments/${id}`;
    const stored = () =>
      storedRow(
        database.db,
        "review_assignments",
        { submission_id: id, reviewer_id: ids.english },
        ["status", "scores", "recommendation", "comment_to_authors", "score_hundredths"],
      );
    const draft = await asAdmin(app, sessions.english, "PUT", url, {
      scores: { originalite: 4 },
      commentToAuthors: "Clear aims.",
      submit: false,
      revision: 0,
    });
    expect(draft.statusCode).toBe(200);
    expect(await stored()).toEqual({
      status: "brouillon",
      scores: JSON.stringify({ originalite: 4 }),
      recommendation: null,
      comment_to_authors: "Clear aims.",
      score_hundredths: null,
    });
    const outOfRange = await asAdmin(app, sessions.english, "PUT", url, {
      scores: { originalite: 6, clarte: 0 },
      submit: false,
      revision: 1,
    });
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json()).toEqual({
      message: "The form contains errors. Please correct them.",
      errors: {
        "scores.originalite": ["The score must be a whole number from 1 to 5"],
        "scores.clarte": ["The score must be a whole number from 1 to 5"],
      },
    });
    const incomplete = await asAdmin(app, sessions.english, "PUT", url, {
      scores: { originalite: 4 },
      submit: true,
      revision: 1,
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors.recommendation).toEqual(["Please choose a recommendation"]);
    expect((await stored()).scores).toBe(JSON.stringify({ originalite: 4 }));

    const submitted = await asAdmin(app, sessions.english, "PUT", url, {
      scores: SCORES,
      recommendation: "acceptee_poster",
      commentToCommittee: "Solid.",
      commentToAuthors: "Clear aims.",
      submit: true,
      revision: 1,
    });
    expect(submitted.statusCode).toBe(200);
    expect(await stored()).toMatchObject({
      status: "envoyee",
      recommendation: "acceptee_poster",
      score_hundredths: 400,
    });
    const again = await asAdmin(app, sessions.english, "PUT", url, {
      scores: { originalite: 1 },
      submit: false,
      revision: 2,
    });
    expect({ status: again.statusCode, ...again.json() }).toEqual({
      status: 409,
      message: "This review has already been submitted: it can no longer be changed.",
    });
    expect(await stored()).toMatchObject({ status: "envoyee", scores: JSON.stringify(SCORES) });
    const audit = await auditLinesOf(database.db, "submission.review.submit", [
      "action",
      "actor_email",
      "entity_id",
    ]);
    expect(audit).toEqual([
      { action: "submission.review.submit", actor_email: "john@example.org", entity_id: id },
    ]);

    const reopened = await asAdmin(
      app,
      sessions.committee,
      "POST",
      `/api/admin/submissions/${id}/reviews/${ids.english}/reopen`,
    );
    expect(reopened.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ status: "brouillon", score_hundredths: null });
    const changed = await asAdmin(app, sessions.english, "PUT", url, {
      scores: { ...SCORES, clarte: 2 },
      submit: false,
      // Submitted (2), then reopened by the committee (3).
      revision: 3,
    });
    expect(changed.statusCode).toBe(200);
    expect((await stored()).scores).toBe(JSON.stringify({ ...SCORES, clarte: 2 }));
  });

  it("refuses a save from a form not loaded from the stored draft (409, in the reviewer's language) and keeps the draft whole", async () => {
    const { database } = harness;
    const id = ids.abstracts[1] ?? 0;
    const stored = () =>
      storedRow(
        database.db,
        "review_assignments",
        { submission_id: id, reviewer_id: ids.english },
        [
          "status",
          "scores",
          "recommendation",
          "comment_to_committee",
          "comment_to_authors",
          "revision",
        ],
      );
    const opened = await onAbstract(sessions.english, "GET", 1);
    expect(opened.json().review).toMatchObject({ status: "a_faire", revision: 0 });
    const draft = {
      scores: { originalite: 3, clarte: 4 },
      recommendation: "a_reviser",
      commentToCommittee: "Small sample.",
      commentToAuthors: "Clear aims.",
      submit: false,
    };
    const saved = await onAbstract(sessions.english, "PUT", 1, { ...draft, revision: 0 });
    expect(saved.json().review).toMatchObject({ status: "brouillon", revision: 1 });
    const kept = {
      status: "brouillon",
      scores: JSON.stringify(draft.scores),
      recommendation: "a_reviser",
      comment_to_committee: "Small sample.",
      comment_to_authors: "Clear aims.",
      revision: 1,
    };
    expect(await stored()).toEqual(kept);

    // The screen that opened the abstract before that save: its blank form, one word typed.
    const stale = await onAbstract(sessions.english, "PUT", 1, {
      scores: {},
      recommendation: null,
      commentToCommittee: "",
      commentToAuthors: "A",
      submit: false,
      revision: 0,
    });
    expect({ status: stale.statusCode, ...stale.json() }).toEqual({
      status: 409,
      message:
        "This review was changed elsewhere (another tab or device) since you opened it: your latest changes were not saved.",
    });
    expect(await stored()).toEqual(kept);
    const unnamed = await onAbstract(sessions.english, "PUT", 1, { ...draft, scores: {} });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors).toEqual({
      revision: ["The draft's version is missing: open the abstract again."],
    });
    expect(await stored()).toEqual(kept);

    const next = await onAbstract(sessions.english, "PUT", 1, {
      ...draft,
      commentToAuthors: "Clear aims. Readable tables.",
      revision: 1,
    });
    expect(next.statusCode).toBe(200);
    expect(await stored()).toEqual({
      ...kept,
      comment_to_authors: "Clear aims. Readable tables.",
      revision: 2,
    });
  });

  it("takes a declared conflict off the reviewer and gives the abstract to another, who is mailed in their language", async () => {
    const { app, database } = harness;
    const third = await addReviewer(database.db, {
      name: "Third Reviewer",
      email: "third@example.org",
      language: "en",
    });
    const id = ids.abstracts[1] ?? 0;
    const declared = await asAdmin(
      app,
      sessions.french,
      "POST",
      `/api/review/assignments/${id}/conflict`,
      {
        reason: "Co-autrice d'un article avec l'équipe",
      },
    );
    expect(declared.json()).toEqual({ reassigned: true });
    const holders = await database.db
      .selectFrom("review_assignments")
      .select("reviewer_id")
      .where("submission_id", "=", id)
      .orderBy("reviewer_id")
      .execute();
    expect(holders.map((row) => row.reviewer_id)).toEqual([ids.english, third]);
    const conflicts = await database.db
      .selectFrom("review_conflicts")
      .select(["submission_id", "reviewer_id"])
      .execute();
    expect(conflicts).toEqual([{ submission_id: id, reviewer_id: ids.french }]);
    const mail = await storedRow(database.db, "outbox", { to_address: "third@example.org" }, [
      "kind",
      "subject",
      "template_data",
    ]);
    expect(mail.kind).toBe("review_assignment");
    expect(mail.subject).toContain("an abstract to review");
    expect(JSON.parse(mail.template_data ?? "{}")).toMatchObject({
      language: "en",
      count: 1,
      notice: "assignment",
    });
    // Given back by hand: refused, the conflict is known.
    const back = await asAdmin(
      app,
      sessions.committee,
      "POST",
      `/api/admin/submissions/${id}/reviewers`,
      {
        userId: ids.french,
      },
    );
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toContain("conflit d'intérêts");
  });
});
