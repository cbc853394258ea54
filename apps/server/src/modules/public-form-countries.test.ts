import type { Locale } from "@congres/shared";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { appHarness } from "../testing/app-harness.ts";
import { postJson } from "../testing/test-app.ts";
import { DATABASE_ENGINES } from "../testing/test-databases.ts";

/** Both public forms with a country: their route, their table, the seed's valid sample. */
const FORMS = [
  { path: "/api/registration", table: "registrations", sample: validRegistration },
  { path: "/api/submission", table: "submissions", sample: validSubmission },
] as const;

const refused = (message: string) => ({ status: 422, errors: { country: [message] }, stored: [] });

describe.each(DATABASE_ENGINES)("the public forms' country on $engine", ({ create }) => {
  const harness = appHarness(create);

  let posts = 0;
  /**
   * Posts `form` with `country` in `language`, each time from a new address, and answers its
   * status, its errors and the country of every row stored from that address.
   */
  async function post(form: (typeof FORMS)[number], country: string, language: Locale = "fr") {
    posts += 1;
    const email = `pays-${posts}@example.org`;
    const response = await postJson(
      harness.app,
      form.path,
      { ...form.sample(), email, country },
      { headers: { "accept-language": language } },
    );
    const rows = await harness.database.db
      .selectFrom(form.table)
      .select("country")
      .where("email", "=", email)
      .execute();
    return {
      status: response.statusCode,
      ...(response.statusCode === 201 ? {} : { errors: response.json().errors }),
      stored: rows.map((row) => row.country),
    };
  }

  it.each(FORMS)(
    "$path stores the ISO code the forms send by its French name, and a name as the seed's client sends it",
    async (form) => {
      expect(await post(form, "BJ", "en")).toEqual({ status: 201, stored: ["Bénin"] });
      expect(await post(form, "CI", "ar")).toEqual({ status: 201, stored: ["Côte d'Ivoire"] });
      expect(await post(form, "Maroc")).toEqual({ status: 201, stored: ["Maroc"] });
      expect(await post(form, "Autre", "en")).toEqual({ status: 201, stored: ["Autre"] });
    },
  );

  it.each(FORMS)(
    "$path refuses an unknown country in the visitor's language and stores nothing",
    async (form) => {
      expect(await post(form, "ZZ", "en")).toEqual(refused("Country is required"));
      expect(await post(form, "Atlantide", "ar")).toEqual(refused("البلد مطلوب"));
      expect(await post(form, "Atlantide")).toEqual(refused("Pays requis"));
      expect(await post(form, "EH")).toEqual(refused("Pays requis"));
    },
  );
});
