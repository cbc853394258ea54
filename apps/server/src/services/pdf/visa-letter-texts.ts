import type { EditionWording } from "@congres/shared";

type LetterFacts = {
  name: string;
  birthDate: string;
  placeOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
};

/**
 * The visa letter's wording (decision 0070): the French letter, binding, and its English
 * translation, each filled from the edition's wording in that language.
 */
export const visaLetterTexts = {
  fr: {
    title: "Lettre d'invitation",
    madeAt: (city: string, date: string) => `${city}, le ${date}`,
    reference: (reference: string) => `Réf. d'inscription : ${reference}`,
    to: "À l'attention des services consulaires du Royaume du Maroc",
    subject: (wording: EditionWording) => `Objet : invitation au ${wording.name} — demande de visa`,
    body: (signatory: { name: string; title: string }, person: LetterFacts) =>
      `Je soussigné, ${signatory.name}, ${signatory.title}, certifie que ${person.name}, né(e) le ${person.birthDate} à ${person.placeOfBirth}, de nationalité ${person.nationality}, titulaire du passeport n° ${person.passportNumber} valable jusqu'au ${person.passportExpiry}, est invité(e) à participer au congrès suivant :`,
    congress: (wording: EditionWording) =>
      `${wording.name} (${wording.editionLabel}), tenu ${wording.atVenue}, ${wording.city}, ${wording.country}, les ${wording.datesLabel}.`,
    registration: {
      paid: (reference: string) =>
        `Son inscription n° ${reference} est confirmée : les frais d'inscription ont été réglés.`,
      waived: (reference: string) =>
        `Son inscription n° ${reference} est confirmée : elle est exonérée des frais d'inscription.`,
      registered: (reference: string) =>
        `Son inscription n° ${reference} est enregistrée ; les frais d'inscription restent à régler.`,
    },
    costs:
      "Cette invitation n'engage pas les organisateurs à prendre en charge les frais de voyage, d'hébergement ou de séjour.",
    request:
      "Nous vous remercions de bien vouloir faciliter la délivrance de son visa d'entrée au Maroc.",
    verify: "Vérifier l'authenticité de cette lettre :",
    code: (code: string) => `Code de vérification : ${code}`,
  },
  en: {
    title: "Letter of invitation",
    translation: "English translation — the French letter is binding",
    madeAt: (city: string, date: string) => `${city}, ${date}`,
    reference: (reference: string) => `Registration ref.: ${reference}`,
    to: "To the consular services of the Kingdom of Morocco",
    subject: (wording: EditionWording) =>
      `Subject: invitation to the ${wording.name} — visa application`,
    body: (signatory: { name: string; title: string }, person: LetterFacts) =>
      `I, the undersigned, ${signatory.name}, ${signatory.title}, certify that ${person.name}, born on ${person.birthDate} in ${person.placeOfBirth}, a national of ${person.nationality}, holder of passport no. ${person.passportNumber} valid until ${person.passportExpiry}, is invited to take part in the following congress:`,
    congress: (wording: EditionWording) =>
      `${wording.name} (${wording.editionLabel}), held ${wording.atVenue}, ${wording.city}, ${wording.country}, on ${wording.datesLabel}.`,
    registration: {
      paid: (reference: string) =>
        `Their registration no. ${reference} is confirmed: the registration fees have been paid.`,
      waived: (reference: string) =>
        `Their registration no. ${reference} is confirmed: they are exempt from the registration fees.`,
      registered: (reference: string) =>
        `Their registration no. ${reference} is recorded; the registration fees remain to be paid.`,
    },
    costs:
      "This invitation does not commit the organisers to cover travel, accommodation or living expenses.",
    request: "We kindly ask you to facilitate the issuance of their entry visa to Morocco.",
    verify: "Check that this letter is authentic:",
    code: (code: string) => `Verification code: ${code}`,
  },
};

const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** `2025-10-06` → "6 October 2025". */
export const englishCalendarDate = (date: string) =>
  ENGLISH_DATE.format(new Date(`${date}T00:00:00Z`));
