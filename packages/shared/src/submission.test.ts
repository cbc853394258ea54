import { describe, expect, it } from "vitest";
import { ABSTRACT_MAX_WORDS, countWordsInAbstract } from "./abstract-words.ts";
import { submissionSchema } from "./submission.ts";
import { validSubmission, words } from "./testing/samples.ts";
import { fieldErrorsOf } from "./validation-errors.ts";

const errorsFor = (patch: Record<string, unknown>) => {
  const result = submissionSchema.safeParse({ ...validSubmission(), ...patch });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("countWordsInAbstract", () => {
  it.each([
    ["", 0],
    ["   ", 0],
    ["un", 1],
    ["un deux", 2],
    ["  un\tdeux\n\ntrois  ", 3],
    ["l'accès aux soins — enfin", 5],
  ])("counts %j as %i words", (text, count) => {
    expect(countWordsInAbstract(text)).toBe(count);
  });
});

describe("submissionSchema", () => {
  it("accepts a complete submission, authors in order", () => {
    const parsed = submissionSchema.parse(validSubmission());
    expect(parsed.authors.map((author) => author.lastName)).toEqual(["Diallo", "Ndiaye"]);
    expect(parsed.title).toBe(validSubmission().title);
  });

  it(`accepts exactly ${ABSTRACT_MAX_WORDS} words and refuses one more`, () => {
    expect(errorsFor({ abstract: words(330) })).toEqual({});
    expect(errorsFor({ abstract: words(331) }).abstract).toEqual([
      "Le résumé ne doit pas dépasser 330 mots",
    ]);
  });

  it.each([
    ["firstName", "", "Le prénom doit contenir au moins 2 caractères"],
    ["lastName", "", "Le nom doit contenir au moins 2 caractères"],
    ["email", "faux@", "Email invalide"],
    ["institution", "", "Institution requise"],
    ["title", "", "Le titre est requis"],
    ["abstract", "", "Le résumé est requis"],
    ["country", "", "Pays requis"],
    ["submissionType", "", "Veuillez sélectionner un type de soumission"],
    ["submissionType", "video", "Veuillez sélectionner un type de soumission"],
    ["category", "", "Veuillez sélectionner une catégorie"],
    ["phone", "123", "Numéro de téléphone invalide"],
    ["acceptsTerms", false, "Veuillez accepter les conditions de soumission"],
    ["acceptsReview", false, "Veuillez accepter les conditions de soumission"],
    ["authors", [], "Au moins un auteur est requis"],
  ])("refuses %s = %j with « %s »", (field, value, message) => {
    expect(errorsFor({ [field]: value })[field]).toEqual([message]);
  });

  it("lets phone, department and keywords be left empty", () => {
    expect(errorsFor({ phone: "", department: "", keywords: "" })).toEqual({});
  });

  it("checks each author, naming the author's position", () => {
    const errors = errorsFor({
      authors: [{ firstName: "X", lastName: "Ndiaye", email: "nope", affiliation: "" }],
    });
    expect(errors["authors.0.firstName"]).toEqual([
      "Le prénom de l'auteur doit contenir au moins 2 caractères",
    ]);
    expect(errors["authors.0.email"]).toEqual(["Email de l'auteur invalide"]);
  });

  it("requires a description when a conflict of interest is declared", () => {
    expect(errorsFor({ hasConflictOfInterest: true, conflictDescription: " " })).toEqual({
      conflictDescription: ["Veuillez décrire le conflit d'intérêts"],
    });
  });

  it("drops a conflict description when no conflict is declared", () => {
    const parsed = submissionSchema.parse({
      ...validSubmission(),
      hasConflictOfInterest: false,
      conflictDescription: "texte contradictoire",
    });
    expect(parsed.conflictDescription).toBe("");
  });
});
