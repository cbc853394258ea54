import { describe, expect, it } from "vitest";
import { choiceLabelIn, choiceLabelsAr, choiceLabelsEn } from "./choice-labels.ts";
import { editionWordingIn } from "./edition-wording.ts";

describe("choice labels in English and Arabic", () => {
  it.each([
    ["en", choiceLabelsEn],
    ["ar", choiceLabelsAr],
  ])("give every value of every list a label in %s", (_locale, labels) => {
    for (const list of Object.values(labels)) {
      for (const label of Object.values(list as Record<string, string>)) {
        expect(label.trim()).not.toBe("");
      }
    }
  });

  it("names a stored value in the reader's language, French by default", () => {
    expect(choiceLabelIn("fr", "participationTypes", "professionnel")).toBe(
      "Professionnel de santé",
    );
    expect(choiceLabelIn("en", "participationTypes", "professionnel")).toBe("Health professional");
    expect(choiceLabelIn("ar", "countries", "Afrique du Sud")).toBe("جنوب إفريقيا");
    expect(choiceLabelIn("en", "countries", "Maroc")).toBe("Morocco");
    expect(choiceLabelIn("fr", "countries", "Maroc")).toBe("Maroc");
    // A value no longer in the list is shown as stored.
    expect(choiceLabelIn("ar", "categories", "ancienne-categorie")).toBe("ancienne-categorie");
  });
});

describe("editionWordingIn", () => {
  it("words the edition's facts in each language, no text left empty", () => {
    const french = editionWordingIn("fr");
    expect(french.name).toBe("1er Congrès Panafricain de Sexologie et de Santé Sexuelle");
    for (const locale of ["en", "ar"] as const) {
      const wording = editionWordingIn(locale);
      for (const [key, value] of Object.entries(wording)) {
        for (const text of [value].flat()) expect(text.trim(), key).not.toBe("");
      }
      expect(wording.name).not.toBe(french.name);
      expect(wording.datesLabel).not.toBe(french.datesLabel);
      expect(wording.dayLabels).toHaveLength(french.dayLabels.length);
    }
    expect(editionWordingIn("ar").theme).toBe(
      "المرأة والصحة الجنسية: الابتكارات العلمية من أجل الولوج إلى رعاية ذات جودة",
    );
  });
});
