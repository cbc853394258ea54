import { validRegistration } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { adminBrowser } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { asStoredColumns } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("POST /api/registration on $engine", ({ create }) => {
  const harness = appHarness(create);

  it("stores every field in snake_case and answers 201 {id}", async () => {
    const response = await postJson(harness.app, "/api/registration", validRegistration());
    expect(response.statusCode).toBe(201);
    const row = await harness.database.db
      .selectFrom("registrations")
      .selectAll()
      .where("id", "=", response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject(asStoredColumns(validRegistration()));
  });

  it("refuses unticked terms with the spec's message and stores nothing", async () => {
    const before = await countRows(harness.database.db, "registrations");
    const response = await postJson(harness.app, "/api/registration", {
      ...validRegistration(),
      termsAccepted: false,
      firstName: "A",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstName: ["Le prénom doit contenir au moins 2 caractères"],
      termsAccepted: ["Vous devez accepter les conditions"],
    });
    expect(await countRows(harness.database.db, "registrations")).toBe(before);
  });

  it("says of a first name left empty what §5 says of a short one, in the visitor's language, and stores nothing", async () => {
    const before = await countRows(harness.database.db, "registrations");
    const empty = { ...validRegistration(), firstName: "" };
    const french = await postJson(harness.app, "/api/registration", empty);
    expect(french.statusCode).toBe(422);
    expect(french.json().errors).toEqual({
      firstName: ["Le prénom doit contenir au moins 2 caractères"],
    });
    const arabic = await postJson(harness.app, "/api/registration", empty, {
      headers: { "accept-language": "ar" },
    });
    expect(arabic.json().errors).toEqual({
      firstName: ["يجب أن يتكوّن الاسم الأول من حرفين على الأقل"],
    });
    const english = await postJson(
      harness.app,
      "/api/registration",
      { ...empty, lastName: " " },
      {
        headers: { "accept-language": "en" },
      },
    );
    expect(english.json().errors).toEqual({
      firstName: ["First name must be at least 2 characters long"],
      lastName: ["Last name must be at least 2 characters long"],
    });
    expect(await countRows(harness.database.db, "registrations")).toBe(before);
  });

  it("takes a delegate from any country by its French name, which the admin filters and counts", async () => {
    const countries = ["Bénin", "Togo", "Mauritanie", "Zambie", "Zimbabwe", "Autre", "Maroc"];
    for (const [index, country] of countries.entries()) {
      const email = `pays-${index}@example.org`;
      const response = await postJson(harness.app, "/api/registration", {
        ...validRegistration(),
        email,
        country,
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = await harness.database.db
        .selectFrom("registrations")
        .select("country")
        .where("id", "=", response.json().id)
        .executeTakeFirstOrThrow();
      expect(row.country).toBe(country);
    }
    const refused = await postJson(harness.app, "/api/registration", {
      ...validRegistration(),
      country: "Benin",
    });
    expect(refused.json().errors).toEqual({ country: ["Pays requis"] });

    const admin = await adminBrowser(harness, "pays@example.ma");
    const list = await admin("GET", "/api/admin/registrations?country=B%C3%A9nin");
    expect(list.json().data.map((row: { email: string }) => row.email)).toEqual([
      "pays-0@example.org",
    ]);
    const stats = await admin("GET", "/api/admin/stats");
    const byCountry = stats
      .json()
      .breakdowns.find((b: { key: string }) => b.key === "registrations_by_country");
    expect(byCountry.slices).toContainEqual({ value: "Bénin", label: "Bénin", count: 1 });
  });
});
