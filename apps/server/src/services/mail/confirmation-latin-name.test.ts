import { describe, expect, it } from "vitest";
import { appHarness } from "../../testing/app-harness.ts";
import { registerThroughForm } from "../../testing/public-registration.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { bodiesOf } from "./outbox-repository.ts";

/** The labels of the recap's row and of the transfer's, in each language (mail-texts*.ts). */
const LABELS = {
  fr: { latin: "Nom sur le badge (lettres latines)", transfer: "Libellé du virement" },
  en: { latin: "Name on the badge (Latin letters)", transfer: "Transfer reference" },
  ar: { latin: "الاسم على الشارة (بالحروف اللاتينية)", transfer: "بيان التحويل" },
} as const;

/**
 * A delegate who wrote their name in Arabic and gave the name printed on the badge in Latin
 * letters (decision 0038) finds it in the confirmation's recap, and the suggested transfer label
 * uses it (issue #36 item 12), in each of the three languages.
 */
describe.each(DATABASE_ENGINES)("the confirmation's Latin-script name on $engine", ({ create }) => {
  const harness = appHarness(create);

  const confirmation = async (language: keyof typeof LABELS, latinName: string) => {
    const email = `${language}.${latinName ? "latin" : "sans"}@example.ma`;
    const name = { firstName: "فاطمة", lastName: "بنعلي", latinName };
    const { reference } = await registerThroughForm(harness.app, { ...name, email }, language);
    const row = await harness.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    const { text } = await bodiesOf(row, harness.app.mail.settings.edition);
    /** The recap's line of `label`, marks of direction aside. */
    const line = (label: string) =>
      text
        .replace(/[\u2066-\u2069\u200e\u200f]/g, "")
        .split("\n")
        .find((candidate) => candidate.includes(label));
    return { reference, line };
  };

  it.each(["fr", "en", "ar"] as const)(
    "recaps the badge's Latin name and suggests it for the transfer (%s)",
    async (language) => {
      const { reference, line } = await confirmation(language, "Fatima-Zahra Benali");
      expect(line(LABELS[language].latin)).toContain("Fatima-Zahra Benali");
      const transfer = line(LABELS[language].transfer) ?? "";
      // The label suggested is the reference and the Latin name, nothing in Arabic script.
      expect(transfer.slice(transfer.indexOf(reference))).toBe(`${reference} Fatima-Zahra Benali`);
    },
  );

  it("keeps the names as written when no Latin name was given, with no empty recap line", async () => {
    const { reference, line } = await confirmation("fr", "");
    expect(line(LABELS.fr.latin)).toBeUndefined();
    expect(line(LABELS.fr.transfer)).toContain(`${reference} بنعلي فاطمة`);
  });
});
