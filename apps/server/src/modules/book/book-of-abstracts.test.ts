import { validSubmission } from "@congres/shared/testing";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";
import { BOOK_PATH } from "./book-routes.ts";

const submission = (title: string, category: string, lastName: string) => ({
  ...validSubmission(),
  title,
  category,
  authors: [
    {
      firstName: "Aïcha",
      lastName,
      email: "",
      affiliation: "CHU Ibn Sina, Rabat",
      isPresenting: true,
    },
    { firstName: "Moussa", lastName: "Ndiaye", email: "", affiliation: "", isPresenting: false },
  ],
});

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe.each(DATABASE_ENGINES)("the book of abstracts on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let session: string;
  const decide = (id: number, status: string) =>
    asAdmin(app, session, "PUT", `/api/admin/submissions/${id}/decision`, { status });
  const submit = async (title: string, category: string, lastName: string) => {
    const response = await postJson(app, "/api/submission", submission(title, category, lastName));
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: number }).id;
  };

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db);
    await createAdmin(database.db, "livre@example.ma");
    session = await signIn(app, "livre@example.ma");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("prints the accepted abstracts by category and presentation, with contents and authors' index", async () => {
    const oral = await submit("Zones rurales et contraception", "prevention", "Zerouali");
    const poster = await submit("Adolescence et information", "prevention", "Bennani");
    const other = await submit("Violences et prise en charge", "violences", "Élalami");
    const refused = await submit("Travail non retenu", "prevention", "Refusé");
    expect((await decide(oral, "acceptee_orale")).statusCode).toBe(200);
    expect((await decide(poster, "acceptee_poster")).statusCode).toBe(200);
    expect((await decide(other, "acceptee_orale")).statusCode).toBe(200);
    expect((await decide(refused, "refusee")).statusCode).toBe(200);

    const response = await asAdmin(app, session, "GET", BOOK_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="livre-des-resumes-cpss-2025.pdf"',
    );
    const text = await textOf(response.rawPayload);
    expect(text).toContain("Livre des résumés");
    expect(text).toContain("3 résumés acceptés");
    expect(text).toContain("Table des matières");
    // Categories in the form's order (Prévention before Violences sexuelles), orals before posters.
    const contents = text.slice(text.indexOf("Table des matières"));
    const order = [
      "Prévention",
      "Communications orales",
      "O1",
      "Zones rurales et contraception",
      "Posters",
      "P1",
      "Adolescence et information",
      "Violences sexuelles",
      "O2",
      "Violences et prise en charge",
    ].map((part) => contents.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain("O1 — Zones rurales et contraception");
    expect(text).toContain("Aïcha Zerouali*, Moussa Ndiaye");
    expect(text).toContain("CHU Ibn Sina, Rabat");
    expect(text).toContain(validSubmission().abstract);
    expect(text).not.toContain("Travail non retenu");
    // The index: by last name, accents aside (Élalami between Bennani and Ndiaye), with codes.
    const index = text.slice(text.lastIndexOf("Index des auteurs"));
    const names = ["Bennani Aïcha", "Élalami Aïcha", "Ndiaye Moussa", "Zerouali Aïcha"].map((n) =>
      index.indexOf(n),
    );
    expect(names.every((at) => at >= 0)).toBe(true);
    expect([...names].sort((a, b) => a - b)).toEqual(names);
    expect(index).toMatch(/Ndiaye Moussa\s+O1, O2, P1/);
    expect(index).not.toContain("Refusé");
  });

  it("is for staff only", async () => {
    const response = await app.inject({ method: "GET", url: BOOK_PATH });
    expect(response.statusCode).toBe(401);
  });
});
