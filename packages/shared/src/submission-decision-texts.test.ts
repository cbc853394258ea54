import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales.ts";
import { DECIDED_STATUSES, DECISION_MAIL_TEXTS, fillDecisionText } from "./submission-decision.ts";
import { decisionMailTextsIn } from "./submission-decision-texts.ts";

const placeholders = (template: string) => (template.match(/\{[a-z]+\}/g) ?? []).sort();
const FRENCH_WORDS = /Bonjour|résumé|comité|Bien cordialement|Nous /;
const ARABIC_LETTER = /[\u0600-\u06ff]/;

const values = {
  prenom: "Grace",
  nom: "Otieno",
  titre: "Sexual health in adolescence",
  reference: "ABS-7KQ2M",
  congres: "CPSS 2025",
  message: "",
};

describe("decision e-mail templates in each language", () => {
  for (const locale of LOCALES) {
    for (const decision of DECIDED_STATUSES) {
      it(`${locale} ${decision}: the French placeholders, and no blank gap without a message`, () => {
        const texts = decisionMailTextsIn(locale)[decision];
        const french = DECISION_MAIL_TEXTS[decision];
        expect(placeholders(texts.body)).toEqual(placeholders(french.body));
        expect(placeholders(texts.subject)).toEqual(placeholders(french.subject));
        expect(texts.heading.trim()).not.toBe("");
        // `{message}` is a paragraph of its own, so that fillDecisionText can drop it.
        expect(texts.body).toMatch(/\n\n\{message\}\n\n/);
        const filled = fillDecisionText(texts.body, values);
        expect(filled).not.toMatch(/\n{3,}|\{[a-z]+\}/);
        expect(filled).toContain("ABS-7KQ2M");
        expect(filled).toContain("Sexual health in adolescence");
      });
    }
  }

  it("writes English and Arabic, not French left over", () => {
    for (const decision of DECIDED_STATUSES) {
      const en = decisionMailTextsIn("en")[decision];
      const ar = decisionMailTextsIn("ar")[decision];
      for (const text of [en.heading, en.subject, en.body]) expect(text).not.toMatch(FRENCH_WORDS);
      for (const text of [ar.heading, ar.subject, ar.body]) {
        expect(text).not.toMatch(FRENCH_WORDS);
        expect(text).toMatch(ARABIC_LETTER);
      }
    }
    expect(decisionMailTextsIn("fr")).toBe(DECISION_MAIL_TEXTS);
  });

  it("keeps the Arabic reference left to right inside the sentence", () => {
    const body = fillDecisionText(decisionMailTextsIn("ar").refusee.body, values);
    expect(body).toContain("(\u2066ABS-7KQ2M\u2069)");
    expect(body).toContain("«\u2068Sexual health in adolescence\u2069»");
  });
});
