import type { EditionWording } from "./edition-wording-type.ts";

/**
 * The edition's facts in English (decision 0027): the organisers' own English names; the
 * association's name stays French, as it is registered.
 */
export const editionWordingEn: EditionWording = {
  name: "1st Pan-African Congress of Sexology and Sexual Health",
  editionLabel: "1st edition",
  theme: "Women and sexual health: scientific innovations for access to quality care",
  datesLabel: "30–31 October and 1 November 2025",
  dayLabels: ["Thursday 30 October 2025", "Friday 31 October 2025", "Saturday 1 November 2025"],
  resultsDateLabel: "by 15 November 2025",
  city: "Casablanca",
  country: "Morocco",
  venueName: "Faculty of Medicine and Pharmacy of Casablanca",
  atVenue: "at the Faculty of Medicine and Pharmacy of Casablanca",
  venueAddress: "19 Rue Tarik Ibnou Ziad, 20360 Casablanca, Morocco",
  presidentTitle: "President of the Moroccan Association of Sexology",
  organisers: [
    { name: "Association Marocaine de Sexologie", role: "Main organiser" },
    { name: "Faculty of Medicine and Pharmacy of Casablanca", role: "Co-organiser" },
  ],
};
