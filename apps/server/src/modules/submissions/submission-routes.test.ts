import { validSubmission, words } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { appHarness } from "../../testing/app-harness.ts";
import { asStoredColumns, storedRow } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("POST /api/submission on $engine", ({ create }) => {
  const harness = appHarness(create);

  it("stores the submission and its authors in order", async () => {
    const input = validSubmission();
    const response = await postJson(harness.app, "/api/submission", input);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const submission = await storedRow(harness.database.db, "submissions", { id });
    // Every field but the authors, who are rows of their own.
    const { authors: _authors, ...fields } = input;
    expect(submission).toMatchObject(asStoredColumns(fields));
    const authors = await harness.database.db
      .selectFrom("submission_authors")
      .select(["position", "first_name", "last_name", "email", "affiliation", "is_presenting"])
      .where("submission_id", "=", id)
      .orderBy("position")
      .execute();
    expect(authors).toEqual([
      {
        position: 0,
        first_name: "Fatou",
        last_name: "Diallo",
        email: "fatou.diallo@example.sn",
        affiliation: "UCAD, Dakar",
        is_presenting: 1,
      },
      {
        position: 1,
        first_name: "Moussa",
        last_name: "Ndiaye",
        email: "",
        affiliation: "",
        is_presenting: 0,
      },
    ]);
  });

  it("requires type, category and country on the server", async () => {
    const response = await postJson(harness.app, "/api/submission", {
      ...validSubmission(),
      submissionType: undefined,
      category: "",
      country: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      submissionType: ["Veuillez sélectionner un type de soumission"],
      category: ["Veuillez sélectionner une catégorie"],
      country: ["Pays requis"],
    });
  });

  it("refuses a 331-word abstract, or one bad author, and stores no part of it", async () => {
    const submissions = await countRows(harness.database.db, "submissions");
    const authors = await countRows(harness.database.db, "submission_authors");
    const tooLong = await postJson(harness.app, "/api/submission", {
      ...validSubmission(),
      abstract: words(331),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      abstract: ["Le résumé ne doit pas dépasser 330 mots"],
    });
    const badAuthor = await postJson(harness.app, "/api/submission", {
      ...validSubmission(),
      authors: [...validSubmission().authors, { firstName: "", lastName: "Ok" }],
    });
    expect(badAuthor.json().errors).toEqual({
      "authors.2.firstName": ["Le prénom de l'auteur est requis"],
    });
    expect(await countRows(harness.database.db, "submissions")).toBe(submissions);
    expect(await countRows(harness.database.db, "submission_authors")).toBe(authors);
  });

  it("rolls the submission back when storing an author fails", async () => {
    const submissions = await countRows(harness.database.db, "submissions");
    // Last test of the suite: losing the authors table is a real failure inside the transaction.
    await harness.database.db.schema.dropTable("submission_authors").execute();
    const response = await postJson(harness.app, "/api/submission", validSubmission());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "Une erreur interne est survenue. Veuillez réessayer plus tard.",
    });
    expect(await countRows(harness.database.db, "submissions")).toBe(submissions);
  });
});
