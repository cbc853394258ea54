import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("admin lists, details and metrics on $engine", ({ create }) => {
  const harness = appHarness(create);
  const admin = signedInAdmin(harness, "lists@example.ma");
  const get = (url: string) => admin("GET", url);

  beforeAll(async () => {
    // Twelve contacts, oldest first; the 5th has accents to find without them.
    for (let n = 1; n <= 12; n++) {
      const contact =
        n === 5
          ? { ...validContact(), firstName: "Élodie", lastName: "Chérif", subject: "Hébergement" }
          : { ...validContact(), firstName: `Personne${n}`, subject: `Question ${n}` };
      await postJson(harness.app, "/api/contact", contact);
    }
    await postJson(harness.app, "/api/registration", validRegistration());
    await postJson(harness.app, "/api/submission", validSubmission());
    // One row from yesterday (Casablanca) that counts in the totals but not today.
    await harness.database.db
      .insertInto("contact_messages")
      .values({
        first_name: "",
        last_name: "",
        email: "hier@example.ma",
        phone: "",
        institution: "",
        subject: "",
        message: "Message d'hier",
        created_at: new Date(Date.now() - 36 * 3600_000).toISOString(),
      })
      .execute();
  });

  it("counts totals and today's rows", async () => {
    const response = await get("/api/admin/metrics");
    expect(response.json()).toEqual({
      totals: { submissions: 1, registrations: 1, contacts: 13 },
      today: { submissions: 1, registrations: 1, contacts: 12 },
    });
  });

  it("pages newest first with the total", async () => {
    const response = await get("/api/admin/contacts?per_page=10&page=1");
    expect(response.headers["cache-control"]).toBe("no-store");
    const first = response.json();
    expect(first.total).toBe(13);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].first_name).toBe("Personne12");
    expect(first.data[9].first_name).toBe("Personne3");
    const second = (await get("/api/admin/contacts?per_page=10&page=2")).json();
    expect(second.data.map((row: { first_name: string }) => row.first_name)).toEqual([
      "Personne2",
      "Personne1",
      "",
    ]);
    expect(second.total).toBe(13);
    expect((await get("/api/admin/contacts?page=9")).json()).toEqual({ data: [], total: 13 });
  });

  it("searches ignoring case and accents, on names, e-mail and subject", async () => {
    for (const q of ["elodie", "ÉLODIE", "cherif", "hebergement", "élodie chérif"]) {
      const response = (await get(`/api/admin/contacts?q=${encodeURIComponent(q)}`)).json();
      expect(response.total, q).toBe(1);
      expect(response.data[0]).toMatchObject({ first_name: "Élodie", subject: "Hébergement" });
    }
    expect((await get("/api/admin/contacts?q=NADIA.ELAMRANI%40EXAMPLE")).json().total).toBe(12);
    expect((await get("/api/admin/contacts?q=%25")).json().total).toBe(0);
    expect((await get("/api/admin/registrations?q=ibn%20rochd")).json().total).toBe(1);
    expect((await get("/api/admin/submissions?q=CONTRACEPTION")).json().total).toBe(1);
    expect((await get("/api/admin/submissions?q=introuvable")).json()).toEqual({
      data: [],
      total: 0,
    });
  });

  it.each([
    ["per_page=101", "per_page"],
    ["per_page=0", "per_page"],
    ["page=0", "page"],
    ["page=abc", "page"],
  ])("refuses ?%s with a French 422", async (query, field) => {
    const response = await get(`/api/admin/registrations?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field][0]).toMatch(/^(La page|Le nombre de lignes)/);
  });

  it("returns the §3 shapes with booleans and the submission's authors in order", async () => {
    const list = (await get("/api/admin/submissions")).json();
    const id = list.data[0].id;
    expect(list.data[0]).not.toHaveProperty("search_text");
    const detail = (await get(`/api/admin/submissions/${id}`)).json();
    expect(detail.submission).toMatchObject({
      id,
      first_name: "Fatou",
      title: "Accès à la contraception en milieu rural",
      has_conflict_of_interest: false,
      accepts_terms: true,
      accepts_review: true,
    });
    expect(detail.authors).toEqual([
      {
        first_name: "Fatou",
        last_name: "Diallo",
        email: "fatou.diallo@example.sn",
        affiliation: "UCAD, Dakar",
        is_presenting: true,
        country: "",
      },
      {
        first_name: "Moussa",
        last_name: "Ndiaye",
        email: "",
        affiliation: "",
        is_presenting: false,
        country: "",
      },
    ]);
    const registrations = (await get("/api/admin/registrations")).json();
    const registration = (await get(`/api/admin/registrations/${registrations.data[0].id}`)).json();
    expect(registration).toMatchObject({
      first_name: "Amina",
      participation_type: "professionnel",
      accommodation_needed: true,
      terms_accepted: true,
    });
    expect(registration).not.toHaveProperty("search_text");
  });

  it("refuses a NUL byte in the search with a French 422 (never a PostgreSQL 500)", async () => {
    const response = await get("/api/admin/contacts?q=a%00b");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.q).toEqual(["Ce champ contient des caractères non autorisés"]);
  });

  it("answers 404 in French for an unknown id", async () => {
    for (const list of ["submissions", "registrations", "contacts"]) {
      const response = await get(`/api/admin/${list}/999999`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Élément introuvable." });
    }
  });

  it("deletes a submission with its authors, then it is gone", async () => {
    const id = (await get("/api/admin/submissions")).json().data[0].id;
    const response = await admin("DELETE", `/api/admin/submissions/${id}`);
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/admin/submissions/${id}`)).statusCode).toBe(404);
    const authors = await harness.database.db
      .selectFrom("submission_authors")
      .select("id")
      .where("submission_id", "=", id)
      .execute();
    expect(authors).toEqual([]);
    const again = await admin("DELETE", `/api/admin/submissions/${id}`);
    expect(again.statusCode).toBe(404);
  });

  it("deletes a registration and a contact message", async () => {
    for (const [list, table] of [
      ["registrations", "registrations"],
      ["contacts", "contact_messages"],
    ] as const) {
      const id = (await get(`/api/admin/${list}`)).json().data[0].id;
      expect((await admin("DELETE", `/api/admin/${list}/${id}`)).statusCode).toBe(204);
      const left = await harness.database.db
        .selectFrom(table)
        .select("id")
        .where("id", "=", id)
        .execute();
      expect(left).toEqual([]);
    }
    expect((await get("/api/admin/metrics")).json().totals).toEqual({
      submissions: 0,
      registrations: 0,
      contacts: 12,
    });
  });
});
