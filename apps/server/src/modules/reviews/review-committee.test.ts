import { beforeAll, describe, expect, it } from "vitest";
import { renderTemplate } from "../../services/mail/render-template.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { readCsv } from "../../testing/read-csv.ts";
import { addAbstracts, addReviewer, type TestReviewer } from "../../testing/review-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { sendDueReminder } from "./review-reminder-workflow.ts";

const REVIEWERS = {
  salma: { name: "Salma", email: "salma@example.ma" },
  // Same institution as abstract 1's co-author, without accents and in capitals.
  amine: { name: "Amine", email: "amine@example.ma", institution: "UNIVERSITE  cheikh anta diop" },
  ines: { name: "Inès", email: "ines@example.org", language: "en" },
  omar: { name: "Omar", email: "omar@example.ma" },
  // Only "violences" abstracts (1–4) for Léa.
  lea: { name: "Léa", email: "lea@example.ma", expertise: ["violences"] },
} satisfies Record<string, TestReviewer>;

const SCORES = (n: number) => ({ originalite: n, methodologie: n, pertinence: n, clarte: n });

describe.each(DATABASE_ENGINES)("the committee's side of peer review on $engine", ({ create }) => {
  const harness = appHarness(create);
  const reviewers = {} as Record<keyof typeof REVIEWERS, number>;
  let abstracts: number[] = [];
  let committee = "";

  beforeAll(async () => {
    const { db } = harness.database;
    // Abstract 1's co-author is at "Université Cheikh Anta Diop"; abstract 2 is Salma's own (her e-mail).
    abstracts = await addAbstracts(db, 1, 12, {
      row: (n) => ({ category: n <= 4 ? "violences" : "prevention", institution: "CHU Ibn Rochd" }),
      authorsOf: (n) => [
        {
          first_name: "Awa",
          last_name: `Auteur${n}`,
          email: n === 2 ? "SALMA@example.ma" : `a${n}@example.sn`,
          affiliation: n === 1 ? "Université Cheikh Anta Diop" : "Clinique",
        },
      ],
    });
    for (const [key, reviewer] of Object.entries(REVIEWERS)) {
      reviewers[key as keyof typeof REVIEWERS] = await addReviewer(db, reviewer);
    }
    await createAdmin(db, "comite@example.ma");
    committee = await signIn(harness.app, "comite@example.ma");
    await harness.database.db
      .insertInto("review_conflicts")
      .values({
        submission_id: abstracts[5] ?? 0,
        reviewer_id: reviewers.omar,
        declared_at: "2025-11-16T00:00:00.000Z",
        reason: "",
      })
      .execute();
  });

  it("previews a balanced, conflict-free, deterministic plan and saves exactly it (409 once stale)", async () => {
    const { app, database } = harness;
    const first = await asAdmin(app, committee, "GET", "/api/admin/review/auto-assignment");
    const second = await asAdmin(app, committee, "GET", "/api/admin/review/auto-assignment");
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const plan = first.json() as {
      plan_hash: string;
      assignments: { submission_id: number; reviewer_id: number }[];
      short: unknown[];
    };
    expect(plan.assignments).toHaveLength(36);
    expect(plan.short).toEqual([]);
    const pairs = new Set(plan.assignments.map((a) => `${a.submission_id}:${a.reviewer_id}`));
    expect(pairs.has(`${abstracts[0]}:${reviewers.amine}`)).toBe(false);
    expect(pairs.has(`${abstracts[1]}:${reviewers.salma}`)).toBe(false);
    expect(pairs.has(`${abstracts[5]}:${reviewers.omar}`)).toBe(false);
    const leas = plan.assignments
      .filter((a) => a.reviewer_id === reviewers.lea)
      .map((a) => a.submission_id);
    expect(leas.every((id) => abstracts.slice(0, 4).includes(id))).toBe(true);
    // Léa takes every abstract of her category (4 of the 36 places); the others share the rest
    // within one of each other.
    const load = (id: number) => plan.assignments.filter((a) => a.reviewer_id === id).length;
    expect(load(reviewers.lea)).toBe(4);
    const loads = [reviewers.salma, reviewers.amine, reviewers.ines, reviewers.omar].map(load);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);

    // Someone assigns by hand meanwhile: the preview's plan is no longer the one, nothing saved.
    const byHand = await asAdmin(
      app,
      committee,
      "POST",
      `/api/admin/submissions/${abstracts[11]}/reviewers`,
      {
        userId: reviewers.salma,
      },
    );
    expect(byHand.statusCode).toBe(201);
    const stale = await asAdmin(app, committee, "POST", "/api/admin/review/auto-assignment", {
      planHash: plan.plan_hash,
    });
    expect(stale.statusCode).toBe(409);
    expect(await countRows(database.db, "review_assignments")).toBe(1);

    const fresh = (
      await asAdmin(app, committee, "GET", "/api/admin/review/auto-assignment")
    ).json();
    const saved = await asAdmin(app, committee, "POST", "/api/admin/review/auto-assignment", {
      planHash: fresh.plan_hash,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ assignments: 35, mails: 5 });
    const stored = await database.db
      .selectFrom("review_assignments")
      .select(["submission_id", "reviewer_id"])
      .execute();
    expect(stored).toHaveLength(36);
    const perAbstract = abstracts.map(
      (id) => stored.filter((row) => row.submission_id === id).length,
    );
    expect(perAbstract).toEqual(abstracts.map(() => 3));
    const mail = await database.db
      .selectFrom("outbox")
      .select(["subject", "template_data"])
      .where("to_address", "=", "ines@example.org")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/abstracts to review$/);
    expect(JSON.parse(mail.template_data ?? "{}")).toMatchObject({
      language: "en",
      notice: "assignment",
    });
    const audit = await auditLinesOf(database.db, "review.auto_assignment", ["changes"]);
    expect(audit.map((line) => JSON.parse(line.changes))).toEqual([{ assignments: [null, 35] }]);
    // Everything assigned: the next plan is empty.
    expect(
      (await asAdmin(app, committee, "GET", "/api/admin/review/auto-assignment")).json()
        .assignments,
    ).toEqual([]);
  });

  it("ranks by weighted mean, flags disagreement, exports it, and refuses new criteria once a review is in", async () => {
    const { app, database } = harness;
    const review = async (
      submissionId: number,
      score: number,
      recommendation: string,
      comment: string,
    ) => {
      const holder = await database.db
        .selectFrom("review_assignments")
        .innerJoin("users", "users.id", "review_assignments.reviewer_id")
        .select(["users.email", "review_assignments.revision"])
        .where("submission_id", "=", submissionId)
        .where("status", "=", "a_faire")
        .orderBy("reviewer_id")
        .executeTakeFirstOrThrow();
      const session = await signIn(app, holder.email);
      const saved = await asAdmin(app, session, "PUT", `/api/review/assignments/${submissionId}`, {
        scores: SCORES(score),
        recommendation,
        commentToAuthors: comment,
        submit: true,
        revision: holder.revision,
      });
      expect(saved.statusCode).toBe(200);
    };
    const [calm, torn] = [abstracts[6] ?? 0, abstracts[7] ?? 0];
    await review(calm, 4, "acceptee_orale", "Très clair.");
    await review(calm, 5, "acceptee_orale", "");
    await review(torn, 5, "acceptee_poster", "Intéressant.");
    await review(torn, 2, "refusee", "Méthode fragile.");

    const ranking = await asAdmin(app, committee, "GET", "/api/admin/review/ranking?per_page=3");
    expect(ranking.statusCode).toBe(200);
    const { data, total } = ranking.json();
    expect(total).toBe(12);
    expect(data[0]).toEqual({
      id: calm,
      submission_id: calm,
      reference: "ABS-0000007",
      title: "Étude 7",
      category: "prevention",
      submission_type: "oral",
      reviews_done: 2,
      reviews_expected: 3,
      mean_score: 4.5,
      spread: 1,
      recommendations: { acceptee_orale: 2, acceptee_poster: 0, a_reviser: 0, refusee: 0 },
      disagreement: false,
      status: "soumise",
    });
    expect(data[1]).toMatchObject({
      submission_id: torn,
      mean_score: 3.5,
      spread: 3,
      disagreement: true,
    });
    const flagged = await asAdmin(
      app,
      committee,
      "GET",
      "/api/admin/review/ranking?disagreement=1",
    );
    expect(flagged.json().data.map((row: { submission_id: number }) => row.submission_id)).toEqual([
      torn,
    ]);
    const badFilter = await asAdmin(app, committee, "GET", "/api/admin/review/ranking?sort=nom");
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().errors.sort).toEqual(["Tri inconnu"]);

    const csv = await asAdmin(
      app,
      committee,
      "GET",
      "/api/admin/review/ranking/export.csv?disagreement=1",
    );
    const rows = readCsv(csv.body);
    expect(rows[0]?.slice(0, 3)).toEqual(["ID", "Référence", "Titre"]);
    expect(rows.slice(1).map((row) => [row[1], row[7], row[8], row[13]])).toEqual([
      ["ABS-0000008", "3,50", "3,00", "Oui"],
    ]);
    expect(await auditLinesOf(database.db, "review.ranking_export", ["action"])).toHaveLength(1);

    const settings = (await asAdmin(app, committee, "GET", "/api/admin/review/settings")).json();
    expect(settings.criteria_locked).toBe(true);
    const body = {
      criteria: settings.criteria,
      blind: true,
      reviewersPerAbstract: 3,
      deadline: "2025-10-01T23:59",
    };
    const weighted = await asAdmin(app, committee, "PUT", "/api/admin/review/settings", {
      ...body,
      criteria: body.criteria.map((c: { weight: number }, i: number) =>
        i === 0 ? { ...c, weight: 2 } : c,
      ),
    });
    expect(weighted.statusCode).toBe(409);
    const relabelled = await asAdmin(app, committee, "PUT", "/api/admin/review/settings", {
      ...body,
      criteria: body.criteria.map((c: { label_en: string }, i: number) =>
        i === 0 ? { ...c, label_en: "Novelty" } : c,
      ),
    });
    expect(relabelled.statusCode).toBe(200);
    // Casablanca is UTC+1 on that day.
    expect(relabelled.json().deadline).toBe("2025-10-01T22:59:00.000Z");
    expect(relabelled.json().criteria[0]).toMatchObject({ label_en: "Novelty", weight: 1 });
  });

  it("decides in bulk and drafts the decision mails with the reviewers' comments, never their names", async () => {
    const { app, database } = harness;
    const [calm, torn] = [abstracts[6] ?? 0, abstracts[7] ?? 0];
    const decided = await asAdmin(app, committee, "POST", "/api/admin/submissions/decisions", {
      ids: [calm, torn],
      status: "acceptee_poster",
      includeReviewComments: true,
    });
    expect(decided.json()).toEqual({ updated: 2, drafts: 2 });
    const drafts = (await asAdmin(app, committee, "GET", "/api/admin/decision-mails")).json()
      .data as {
      submission_id: number;
      body: string;
    }[];
    const tornBody = drafts.find((draft) => draft.submission_id === torn)?.body ?? "";
    expect(tornBody).toContain(
      "Commentaires des relecteurs :\n\nRelecteur 1 :\nIntéressant.\n\nRelecteur 2 :\nMéthode fragile.",
    );
    expect(drafts.find((draft) => draft.submission_id === calm)?.body).toContain(
      "Relecteur 1 :\nTrès clair.",
    );
    const names = await storedRows(database.db, "users", { role: "reviewer" }, ["name", "email"]);
    for (const { body } of drafts) {
      expect(names.filter((n) => body.includes(n.name) || body.includes(n.email))).toEqual([]);
    }
  });

  it("reminds the reviewers with reviews left once, three days before the deadline", async () => {
    const { app, database } = harness;
    const settings = (await asAdmin(app, committee, "GET", "/api/admin/review/settings")).json();
    await asAdmin(app, committee, "PUT", "/api/admin/review/settings", {
      criteria: settings.criteria,
      blind: true,
      reviewersPerAbstract: 3,
      deadline: "2025-12-10T18:00",
    });
    const context = { edition: app.mail.settings.edition, messageIdDomain: "example.ma" };
    const reminders = () =>
      storedRows(database.db, "outbox", { kind: "review_reminder" }, ["to_address", "subject"]);
    expect(await sendDueReminder(database.db, new Date("2025-12-07T16:59:00Z"), context)).toBe(0);
    expect(await sendDueReminder(database.db, new Date("2025-12-07T17:00:00Z"), context)).toBe(5);
    expect(await sendDueReminder(database.db, new Date("2025-12-08T09:00:00Z"), context)).toBe(0);
    const sent = await reminders();
    expect(sent.map((mail) => mail.to_address).toSorted()).toEqual([
      "amine@example.ma",
      "ines@example.org",
      "lea@example.ma",
      "omar@example.ma",
      "salma@example.ma",
    ]);
    expect(sent.find((mail) => mail.to_address === "ines@example.org")?.subject).toContain(
      "reminder, reviews to finish",
    );
    // Rendered as the worker renders it at delivery: English for Inès, the deadline, the workspace.
    const { template_data } = await storedRow(
      database.db,
      "outbox",
      { kind: "review_reminder", to_address: "ines@example.org" },
      ["template_data"],
    );
    const { text: text_body } = await renderTemplate(
      JSON.parse(template_data ?? "{}"),
      app.mail.settings.edition,
    );
    expect(text_body).toMatch(/You have \d+ reviews left to submit\./);
    expect(text_body).toContain("Deadline: 10 December 2025 at 18:00 (Casablanca time).");
    expect(text_body).toContain("/admin/app/relecture");
  });

  it("gives one reviewer the list's selection at once (one mail), or nothing when one abstract conflicts", async () => {
    const { app, database } = harness;
    const nadia = await addReviewer(database.db, { name: "Nadia", email: "nadia@example.ma" });
    const selection = [abstracts[8] ?? 0, abstracts[9] ?? 0];
    const given = await asAdmin(app, committee, "POST", "/api/admin/review/assignments", {
      userId: nadia,
      submissionIds: selection,
    });
    expect({ status: given.statusCode, ...given.json() }).toEqual({ status: 201, assigned: 2 });
    const mails = await storedRows(database.db, "outbox", { to_address: "nadia@example.ma" }, [
      "template_data",
    ]);
    expect(mails.map((mail) => JSON.parse(mail.template_data ?? "{}").count)).toEqual([2]);
    // Nadia declared a conflict on the last abstract: a selection holding it gives her nothing.
    await database.db
      .insertInto("review_conflicts")
      .values({
        submission_id: abstracts[11] ?? 0,
        reviewer_id: nadia,
        declared_at: "2025-11-20T00:00:00.000Z",
      })
      .execute();
    const before = await countRows(database.db, "review_assignments");
    const refused = await asAdmin(app, committee, "POST", "/api/admin/review/assignments", {
      userId: nadia,
      submissionIds: [abstracts[10] ?? 0, abstracts[11] ?? 0],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Nadia est en conflit d'intérêts avec ce résumé (même e-mail ou même établissement qu'un auteur, ou conflit déclaré).",
    );
    expect(await countRows(database.db, "review_assignments")).toBe(before);
  });

  it("puts an abstract's reviews in its personal-data export, without reviewers, and erases them with it", async () => {
    const { app, database } = harness;
    const admin = await signIn(app, "comite@example.ma");
    const torn = abstracts[7] ?? 0;
    const exported = await asAdmin(app, admin, "POST", `/api/admin/submissions/${torn}/export`);
    const reviews = exported.json().record.reviews as {
      recommendation: string | null;
      comment_to_authors: string;
    }[];
    expect(reviews).toHaveLength(3);
    expect(reviews.filter((r) => r.recommendation).map((r) => r.comment_to_authors)).toEqual([
      "Intéressant.",
      "Méthode fragile.",
    ]);
    const leaked = Object.values(REVIEWERS).filter(
      (r) => exported.body.includes(r.email) || exported.body.includes(`"${r.name}"`),
    );
    expect(leaked).toEqual([]);
    const before = await countRows(database.db, "review_assignments");
    const erased = await asAdmin(app, admin, "POST", `/api/admin/submissions/${torn}/erase`);
    expect(erased.statusCode).toBe(204);
    expect(await countRows(database.db, "review_assignments")).toBe(before - 3);
  });
});
