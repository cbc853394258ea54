import { validSubmission } from "@congres/shared/testing";
import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { recordPresentation } from "../submissions/submission-presentations.ts";
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

/** A PDF's pages as pdf.js extracts them: what a reader's copy-paste gives. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

const textOf = async (pdf: Buffer) => (await pagesOf(pdf)).join("\n");

/** A database of its own, the app and a signed-in admin, for one block of tests. */
function bookHarness(create: (typeof DATABASE_ENGINES)[number]["create"]) {
  const h = Object.assign(appHarness(create), { session: "" });
  beforeAll(async () => {
    await createAdmin(h.database.db, "livre@example.ma");
    h.session = await signIn(h.app, "livre@example.ma");
  });
  const decide = (id: number, status: string) =>
    asAdmin(h.app, h.session, "PUT", `/api/admin/submissions/${id}/decision`, { status });
  return Object.assign(h, { decide });
}

describe.each(DATABASE_ENGINES)("the book of abstracts on $engine", ({ create }) => {
  const h = bookHarness(create);
  const submit = async (title: string, category: string, lastName: string) => {
    const response = await postJson(
      h.app,
      "/api/submission",
      submission(title, category, lastName),
    );
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const decide = h.decide;

  it("prints the accepted abstracts by category and presentation, with contents and authors' index", async () => {
    const oral = await submit("Zones rurales et contraception", "prevention", "Zerouali");
    const poster = await submit("Adolescence et information", "prevention", "Bennani");
    const other = await submit("Violences et prise en charge", "violences", "Élalami");
    const refused = await submit("Travail non retenu", "prevention", "Refusé");
    expect((await decide(oral, "acceptee_orale")).statusCode).toBe(200);
    expect((await decide(poster, "acceptee_poster")).statusCode).toBe(200);
    expect((await decide(other, "acceptee_orale")).statusCode).toBe(200);
    expect((await decide(refused, "refusee")).statusCode).toBe(200);

    const response = await asAdmin(h.app, h.session, "GET", BOOK_PATH);
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
    expect(text).toContain("Aïcha Zerouali1*, Moussa Ndiaye");
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

  it("leaves out an accepted abstract whose presentation was withdrawn, authors' index included", async () => {
    const kept = await submit("Santé sexuelle au travail", "prevention", "Gardé");
    const withdrawn = await submit("Présentation retirée", "prevention", "Retirée");
    expect((await decide(kept, "acceptee_orale")).statusCode).toBe(200);
    expect((await decide(withdrawn, "acceptee_orale")).statusCode).toBe(200);
    await recordPresentation(h.database.db, withdrawn, {
      presentation: "withdrawn",
      at: "2025-10-01T10:00:00.000Z",
      reason: "Visa refusé",
    });

    const text = await textOf((await asAdmin(h.app, h.session, "GET", BOOK_PATH)).rawPayload);
    expect(text).toContain("Santé sexuelle au travail");
    expect(text).not.toContain("Présentation retirée");
    expect(text.slice(text.lastIndexOf("Index des auteurs"))).not.toContain("Retirée");
  });

  it("is for staff only", async () => {
    const response = await h.app.inject({ method: "GET", url: BOOK_PATH });
    expect(response.statusCode).toBe(401);
  });
});

/** The fonts a PDF names, and those whose file it carries. */
function fontsOf(pdf: Buffer) {
  const raw = pdf.toString("latin1");
  const named = [...raw.matchAll(/\/BaseFont\s*\/([^\s/>]+)/g)].map(([, name]) => name ?? "");
  return { named, embedded: (raw.match(/\/FontFile2/g) ?? []).length };
}

const ARABIC_TITLE = "الصحة الجنسية للمراهقات في المغرب";

/** Issue #28, item 7: names in any script, one abstract, its page, its authors' affiliations. */
describe.each(DATABASE_ENGINES)("the book of abstracts' print on $engine", ({ create }) => {
  const h = bookHarness(create);

  // Two layout passes with Noto Sans and Amiri loaded: seconds alone, longer beside other workers.
  it("embeds its fonts, writes Polish and Arabic, numbers its contents and links affiliations", {
    timeout: 60_000,
  }, async () => {
    const response = await postJson(h.app, "/api/submission", {
      ...validSubmission(),
      title: ARABIC_TITLE,
      authors: [
        {
          firstName: "Łukasz",
          lastName: "Wiśniewski",
          email: "",
          affiliation: "Uniwersytet Warszawski",
          isPresenting: false,
        },
        {
          firstName: "فاطمة",
          lastName: "الزهراء",
          email: "",
          affiliation: "جامعة الحسن الثاني",
          isPresenting: true,
        },
        {
          firstName: "Anna",
          lastName: "Nowak",
          email: "",
          affiliation: "Uniwersytet Warszawski",
          isPresenting: false,
        },
        {
          firstName: "Moussa",
          lastName: "Ndiaye",
          email: "",
          affiliation: "",
          isPresenting: false,
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };
    expect((await h.decide(id, "acceptee_orale")).statusCode).toBe(200);

    const book = await asAdmin(h.app, h.session, "GET", BOOK_PATH);
    expect(book.statusCode).toBe(200);
    const { named, embedded } = fontsOf(book.rawPayload);
    // Every font is a subset carried in the file (no bare Helvetica): Noto Sans and Amiri.
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !/^[A-Z]{6}\+/.test(name))).toEqual([]);
    expect(named.some((name) => name.includes("NotoSans"))).toBe(true);
    expect(named.some((name) => name.includes("Amiri"))).toBe(true);
    expect(embedded).toBe(new Set(named).size);

    const pages = await pagesOf(book.rawPayload);
    const text = pages.join("\n");
    expect(text).toContain("1 résumé accepté");
    expect(text).not.toContain("résumés acceptés");
    expect(text).toContain("Łukasz Wiśniewski");
    // pdf.js gives right-to-left lines in their visual order: the words are checked one by one.
    for (const word of [...ARABIC_TITLE.split(" ").filter((w) => w !== "للمراهقات"), "جامعة"]) {
      expect(text).toContain(word);
    }
    // Authors carry their affiliation's number (one per institution), the presenting one a star.
    expect(text).toMatch(/Łukasz Wiśniewski\s*1,/);
    expect(text).toMatch(/Anna Nowak\s*1,/);
    // No affiliation, no number: the line after Moussa Ndiaye's is the first affiliation.
    expect(text).toMatch(/Moussa Ndiaye\n1 Uniwersytet Warszawski/);
    expect(text).toMatch(/2\s*الزهراء فاطمة\s*\*/);
    expect(text).toMatch(/2\s*الثاني الحسن جامعة/);
    expect(text).toContain("* Auteur ou autrice qui présente la communication");
    // The contents give the page that holds the abstract.
    const contents = pages.findIndex((page) => page.includes("Table des matières"));
    const line = pages[contents]?.split("\n").find((row) => row.includes("O1"));
    const page = Number(line?.match(/(\d+)\s*$/)?.[1]);
    expect(page).toBeGreaterThan(contents + 1);
    expect(pages[page - 1]).toContain("Moussa Ndiaye");
    const index = pages[contents]?.split("\n").find((row) => row.startsWith("Index des auteurs"));
    const indexPage = Number(index?.match(/(\d+)\s*$/)?.[1]);
    expect(pages[indexPage - 1]).toMatch(/^Index des auteurs\nNdiaye Moussa O1/);
  });
});
