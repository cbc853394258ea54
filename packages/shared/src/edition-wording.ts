import { edition as currentEdition, type Edition } from "./edition.ts";
import type { Locale } from "./locales.ts";

/**
 * The edition's worded facts in the reader's language: French from edition.ts, English and
 * Arabic here (decision 0027). The next edition updates these beside edition.ts. Official names
 * keep the organisers' own wording: the association's name stays French in every language; the
 * faculty has its official English and Arabic names.
 */
export type EditionWording = {
  name: string;
  editionLabel: string;
  theme: string;
  datesLabel: string;
  dayLabels: readonly string[];
  submissionDeadlineLabel: string;
  resultsDateLabel: string;
  city: string;
  country: string;
  venueName: string;
  venueAddress: string;
};

const english: EditionWording = {
  name: "1st Pan-African Congress of Sexology and Sexual Health",
  editionLabel: "1st edition",
  theme: currentEdition.theme.en,
  datesLabel: "30–31 October and 1 November 2025",
  dayLabels: ["Thursday 30 October 2025", "Friday 31 October 2025", "Saturday 1 November 2025"],
  submissionDeadlineLabel: "28 September 2025 at 23:59",
  resultsDateLabel: "by 15 November 2025",
  city: "Casablanca",
  country: "Morocco",
  venueName: "Faculty of Medicine and Pharmacy of Casablanca",
  venueAddress: "19 Rue Tarik Ibnou Ziad, 20360 Casablanca, Morocco",
};

const arabic: EditionWording = {
  name: "المؤتمر الإفريقي الأول لعلم الجنس والصحة الجنسية",
  editionLabel: "الدورة الأولى",
  theme: currentEdition.theme.ar,
  datesLabel: "30 و31 أكتوبر و1 نوفمبر 2025",
  dayLabels: ["الخميس 30 أكتوبر 2025", "الجمعة 31 أكتوبر 2025", "السبت 1 نوفمبر 2025"],
  submissionDeadlineLabel: "28 سبتمبر 2025 على الساعة 23:59",
  resultsDateLabel: "قبل 15 نوفمبر 2025",
  city: "الدار البيضاء",
  country: "المغرب",
  venueName: "كلية الطب والصيدلة بالدار البيضاء",
  venueAddress: "19 زنقة طارق ابن زياد، 20360 الدار البيضاء، المغرب",
};

/** The worded facts of `facts` (the edition in force) in `locale`. */
export function editionWordingIn(locale: Locale, facts: Edition = currentEdition): EditionWording {
  if (locale === "en") return english;
  if (locale === "ar") return arabic;
  return {
    name: facts.name,
    editionLabel: facts.editionLabel,
    theme: facts.theme.fr,
    datesLabel: facts.dates.label,
    dayLabels: facts.dates.days.map((day) => day.label),
    submissionDeadlineLabel: facts.submissionDeadlineLabel,
    resultsDateLabel: facts.resultsDateLabel,
    city: facts.city,
    country: facts.country,
    venueName: facts.venue.name,
    venueAddress: facts.venue.address,
  };
}
