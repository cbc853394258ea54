import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { insertRows, registrationRow, submissionRow } from "../../testing/list-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** Ten countries: the chart keeps the eight largest and sums the rest as "Autres". */
const COUNTRIES = [
  "Maroc",
  "Maroc",
  "Maroc",
  "Sénégal",
  "Sénégal",
  "Tunisie",
  "Algérie",
  "Égypte",
  "Mali",
  "Bénin",
  "Togo",
  "Gabon",
  "Niger",
];

describe.each(DATABASE_ENGINES)("GET /api/admin/stats on $engine", ({ create }) => {
  const harness = appHarness(create);
  const admin = signedInAdmin(harness, "stats@example.ma");
  const stats = async () => (await admin("GET", "/api/admin/stats")).json();

  it("answers empty charts and zero money before any row", async () => {
    const answer = await stats();
    expect(answer.registrations_per_day).toEqual([]);
    expect(answer.payments).toEqual({
      count: 0,
      expected_centimes: 0,
      received_centimes: 0,
      outstanding_centimes: 0,
    });
    const byKey = Object.fromEntries(
      answer.breakdowns.map((b: { key: string; slices: unknown }) => [b.key, b.slices]),
    );
    expect(byKey.registrations_by_country).toEqual([]);
    expect(byKey.submissions_by_type).toEqual([
      { value: "oral", label: "Communication orale", count: 0 },
      { value: "poster", label: "Poster scientifique", count: 0 },
    ]);
  });

  it("counts the seeded rows per Casablanca day, type, country, category, decision and payment", async () => {
    const registrations = COUNTRIES.map((country, n) => {
      // 23:30 UTC on 5 October is 00:30 on the 6th in Casablanca (UTC+1); 22:59 is still the 5th.
      const created_at =
        n === 11
          ? "2025-10-05T23:30:00.000Z"
          : n === 12
            ? "2025-10-08T09:00:00.000Z"
            : n === 10
              ? "2025-10-05T22:59:59.000Z"
              : `2025-10-05T10:${String(n).padStart(2, "0")}:00.000Z`;
      const payment =
        n === 0
          ? { payment_status: "payee", amount_received_centimes: 100_000 }
          : n === 1
            ? { payment_status: "en_attente", amount_received_centimes: 20_000 }
            : n === 2
              ? { payment_status: "annulee" }
              : n === 3
                ? { payment_status: "exoneree", amount_due_centimes: 50_000 }
                : {};
      const participation_type = n < 2 ? "etudiant" : n < 5 ? "sexologue" : "professionnel";
      return registrationRow(n, { created_at, country, participation_type, ...payment });
    });
    await insertRows(harness.database.db, "registrations", registrations);
    const submissions = (
      [
        ["innovations", "oral", "acceptee_orale"],
        ["innovations", "poster", "refusee"],
        ["prevention", "oral", "soumise"],
        ["ancienne-categorie", "oral", "soumise"],
      ] as const
    ).map(([category, submission_type, status], n) =>
      submissionRow(n, { category, submission_type, status }),
    );
    await insertRows(harness.database.db, "submissions", submissions);

    const answer = await stats();
    expect(answer.registrations_per_day).toEqual([
      { day: "2025-10-05", count: 11, cumulative: 11 },
      { day: "2025-10-06", count: 1, cumulative: 12 },
      { day: "2025-10-07", count: 0, cumulative: 12 },
      { day: "2025-10-08", count: 1, cumulative: 13 },
    ]);
    expect(answer.breakdowns).toEqual([
      {
        key: "registrations_by_participation",
        title: "Inscriptions par type de participation",
        slices: [
          { value: "professionnel", label: "Professionnel de santé", count: 8 },
          { value: "sexologue", label: "Sexologue", count: 3 },
          { value: "etudiant", label: "Étudiant", count: 2 },
          { value: "chercheur", label: "Chercheur", count: 0 },
          { value: "autre", label: "Autre", count: 0 },
        ],
      },
      {
        key: "registrations_by_country",
        title: "Inscriptions par pays",
        slices: [
          { value: "Maroc", label: "Maroc", count: 3 },
          { value: "Sénégal", label: "Sénégal", count: 2 },
          { value: "Algérie", label: "Algérie", count: 1 },
          { value: "Bénin", label: "Bénin", count: 1 },
          { value: "Égypte", label: "Égypte", count: 1 },
          { value: "Gabon", label: "Gabon", count: 1 },
          { value: "Mali", label: "Mali", count: 1 },
          { value: "Niger", label: "Niger", count: 1 },
          { value: "autres", label: "Autres", count: 2 },
        ],
      },
      {
        key: "submissions_by_category",
        title: "Soumissions par catégorie",
        slices: [
          { value: "innovations", label: "Innovations scientifiques", count: 2 },
          { value: "formation", label: "Formation professionnelle", count: 0 },
          { value: "sante-femmes", label: "Santé des femmes", count: 0 },
          { value: "recherche-politiques", label: "Recherche et politiques", count: 0 },
          { value: "prevention", label: "Prévention", count: 1 },
          { value: "violences", label: "Violences sexuelles", count: 0 },
          { value: "adolescents", label: "Santé sexuelle des adolescents", count: 0 },
          // A value the list no longer offers still counts, under its stored name.
          { value: "ancienne-categorie", label: "ancienne-categorie", count: 1 },
        ],
      },
      {
        key: "submissions_by_type",
        title: "Soumissions par type",
        slices: [
          { value: "oral", label: "Communication orale", count: 3 },
          { value: "poster", label: "Poster scientifique", count: 1 },
        ],
      },
      {
        key: "submissions_by_status",
        title: "Soumissions par décision",
        slices: [
          { value: "soumise", label: "Soumise", count: 2 },
          { value: "en_evaluation", label: "En évaluation", count: 0 },
          { value: "acceptee_orale", label: "Acceptée (orale)", count: 1 },
          { value: "acceptee_poster", label: "Acceptée (poster)", count: 0 },
          { value: "a_reviser", label: "À réviser", count: 0 },
          { value: "refusee", label: "Refusée", count: 1 },
        ],
      },
    ]);
    // Expected: the paid, the waiting (1 000 DH each), not the cancelled nor the waived one.
    expect(answer.payments).toEqual({
      count: 13,
      expected_centimes: 11 * 100_000,
      received_centimes: 120_000,
      outstanding_centimes: 80_000 + 9 * 100_000,
    });
  });

  it("matches the registrations list's totals and the dashboard tiles", async () => {
    const answer = await stats();
    const totals = (await admin("GET", "/api/admin/registrations/totals")).json();
    expect(answer.payments).toEqual(totals);
    const metrics = (await admin("GET", "/api/admin/metrics")).json();
    expect(metrics.totals).toEqual({ submissions: 4, registrations: 13, contacts: 0 });
  });
});
