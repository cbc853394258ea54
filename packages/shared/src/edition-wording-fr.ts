import type { EditionWording } from "./edition-wording-type.ts";

/**
 * The edition's facts as French words (the binding version): what French pages, the admin and
 * French mails read. Update with edition.ts, edition-wording-en.ts and edition-wording-ar.ts.
 */
export const editionWordingFr: EditionWording = {
  name: "1er Congrès Panafricain de Sexologie et de Santé Sexuelle",
  editionLabel: "1ère édition",
  theme:
    "La femme et la santé sexuelle : innovations scientifiques pour l'accès à des soins de qualité",
  datesLabel: "30-31 octobre et 1er novembre 2025",
  dayLabels: ["Jeudi 30 octobre 2025", "Vendredi 31 octobre 2025", "Samedi 1er novembre 2025"],
  resultsDateLabel: "avant le 15 novembre 2025",
  city: "Casablanca",
  country: "Maroc",
  venueName: "Faculté de Médecine et de Pharmacie de Casablanca",
  atVenue: "à la Faculté de Médecine et de Pharmacie de Casablanca",
  venueAddress: "19 rue Tarik Ibnou Ziad, 20360 Casablanca, Maroc",
  presidentTitle: "Président de l'Association Marocaine de Sexologie",
  organisers: [
    { name: "Association Marocaine de Sexologie", role: "Organisateur principal" },
    { name: "Faculté de Médecine et de Pharmacie de Casablanca", role: "Co-organisateur" },
  ],
};
