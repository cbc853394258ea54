import { describe, expect, it } from "vitest";
import { ABSTRACT_MAX_WORDS, countWordsInAbstract } from "./abstract-words.ts";
import { submissionSchema } from "./submission.ts";
import { validSubmission, words } from "./testing/samples.ts";
import { fieldErrorsOf } from "./validation-errors.ts";

const FORBIDDEN = "Ce champ contient des caractères non autorisés";
const presentingFlags = (...flags: boolean[]) =>
  validSubmission().authors.map((author, index) => ({ ...author, isPresenting: flags[index] }));

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
    ["firstName", "", "Le prénom est requis"],
    ["firstName", "A", "Le prénom doit contenir au moins 2 caractères"],
    ["lastName", "", "Le nom est requis"],
    ["lastName", "B", "Le nom doit contenir au moins 2 caractères"],
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
    ["authors", presentingFlags(false, false), "Désignez l'auteur qui présentera le travail"],
    ["authors", presentingFlags(true, true), "Un seul auteur doit être désigné comme présentateur"],
    ["firstName", "\u200B\u200B", "Le prénom est requis"],
    ["lastName", "Diallo\nBcc: x@example.com", FORBIDDEN],
    ["phone", "----------", "Numéro de téléphone invalide"],
    ["title", "\u200B", "Le titre est requis"],
    ["title", "Accès\ud800", FORBIDDEN],
    ["title", "Accès à\nla contraception", FORBIDDEN],
    ["abstract", "Introduction.\u0000", FORBIDDEN],
    ["abstract", "\uFEFF\u200B", "Le résumé est requis"],
    ["keywords", "contraception\u0000", FORBIDDEN],
    ["department", "\udfff", FORBIDDEN],
  ])("refuses %s = %j with « %s »", (field, value, message) => {
    expect(errorsFor({ [field]: value })[field]).toEqual([message]);
  });

  it("keeps the line breaks of the abstract and of the conflict description", () => {
    const parsed = submissionSchema.parse({
      ...validSubmission(),
      abstract: "Introduction.\r\n\r\nRésultats.",
      hasConflictOfInterest: true,
      conflictDescription: "Financement :\n- laboratoire",
    });
    expect(parsed.abstract).toBe("Introduction.\n\nRésultats.");
    expect(parsed.conflictDescription).toBe("Financement :\n- laboratoire");
  });

  it("accepts exactly one presenting author, whichever it is", () => {
    expect(errorsFor({ authors: presentingFlags(false, true) })).toEqual({});
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

  it.each([
    ["firstName", "\u200B\u200D", "Le prénom de l'auteur est requis"],
    ["firstName", "X", "Le prénom de l'auteur doit contenir au moins 2 caractères"],
    ["lastName", "", "Le nom de l'auteur est requis"],
    ["lastName", "--", "Le nom de l'auteur doit contenir au moins 2 caractères"],
    ["lastName", "Nd\u0000iaye", FORBIDDEN],
    ["affiliation", "UCAD\r\nDakar", FORBIDDEN],
    ["email", "moussa\ud800@example.sn", FORBIDDEN],
  ])("refuses the author's %s = %j with « %s »", (field, value, message) => {
    const [first, second] = validSubmission().authors;
    const errors = errorsFor({ authors: [first, { ...second, [field]: value }] });
    expect(errors).toEqual({ [`authors.1.${field}`]: [message] });
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
