import { describe, expect, it } from "vitest";
import { CHOICE_LABELS, choiceLabelIn } from "./choice-labels.ts";
import { CATEGORIES, PARTICIPATION_TYPES, SUBMISSION_TYPES, TITLES } from "./choices.ts";
import { EDITION_WORDING, editionWordingIn } from "./edition-wording.ts";
import { LOCALES } from "./locales.ts";

/** A list's labels, or the one label of "Autre" among the countries. */
const labelsOf = (list: string | Record<string, string>) =>
  typeof list === "string" ? [list] : Object.values(list);

describe("choice labels in each language", () => {
  it.each(LOCALES)("give every value of every list a label in %s", (locale) => {
    for (const list of Object.values(CHOICE_LABELS[locale])) {
      for (const label of labelsOf(list)) {
        expect(label.trim()).not.toBe("");
      }
    }
  });

  it("leave no English or Arabic label in French, and no Arabic one without Arabic letters", () => {
    const french = Object.values(CHOICE_LABELS.fr.participationTypes);
    expect(Object.values(CHOICE_LABELS.en.participationTypes)).not.toEqual(french);
    for (const list of Object.values(CHOICE_LABELS.ar)) {
      for (const label of labelsOf(list)) {
        expect(label).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it("keep the French lists the admin reads: the values in order, with the French labels", () => {
    expect(TITLES.map((title) => title.label)).toEqual(["Dr", "Pr", "M.", "Mme", "Mlle"]);
    expect(PARTICIPATION_TYPES[0]).toEqual({
      value: "professionnel",
      label: "Professionnel de santé",
    });
    expect(SUBMISSION_TYPES.map((type) => type.value)).toEqual(["oral", "poster"]);
    expect(CATEGORIES.find((category) => category.value === "adolescents")?.label).toBe(
      "Santé sexuelle des adolescents",
    );
  });

  it("name a stored value in the reader's language, French by default", () => {
    expect(choiceLabelIn("fr", "participationTypes", "professionnel")).toBe(
      "Professionnel de santé",
    );
    expect(choiceLabelIn("en", "participationTypes", "professionnel")).toBe("Health professional");
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
      const texts = Object.values(wording).flatMap((value) =>
        [value].flat().flatMap((item) => (typeof item === "string" ? [item] : Object.values(item))),
      );
      for (const text of texts) expect(text.trim()).not.toBe("");
      expect(wording.name).not.toBe(french.name);
      expect(wording.datesLabel).not.toBe(french.datesLabel);
      expect(wording.dayLabels).toHaveLength(french.dayLabels.length);
      expect(wording.organisers).toHaveLength(french.organisers.length);
    }
    expect(editionWordingIn("ar").theme).toBe(
      "المرأة والصحة الجنسية: الابتكارات العلمية من أجل الولوج إلى رعاية ذات جودة",
    );
  });

  it("writes Arabic months as the pan-Arab names, never the Moroccan ones", () => {
    const arabic = JSON.stringify(EDITION_WORDING.ar);
    expect(arabic).toContain("نوفمبر");
    expect(arabic).toContain("أكتوبر");
    expect(arabic).not.toMatch(/نونبر|شتنبر|دجنبر|غشت|يوليوز/);
  });
});
