import {
  CATEGORIES,
  type Country,
  labelOf,
  PARTICIPATION_TYPES,
  SUBMISSION_TYPES,
  TITLES,
} from "./choices.ts";
import type { Locale } from "./locales.ts";

/**
 * The closed lists' labels in English and Arabic (choices.ts holds the stored values and the
 * French labels). Countries are stored by their French name; these give it in the reader's
 * language. Typed by the lists, so a value added there without its translations does not compile.
 */
type LabelsOf<T extends readonly { value: string }[]> = Record<T[number]["value"], string>;

export type ChoiceLabels = {
  titles: LabelsOf<typeof TITLES>;
  participationTypes: LabelsOf<typeof PARTICIPATION_TYPES>;
  submissionTypes: LabelsOf<typeof SUBMISSION_TYPES>;
  categories: LabelsOf<typeof CATEGORIES>;
  countries: Record<Country, string>;
};

export const choiceLabelsEn: ChoiceLabels = {
  titles: { dr: "Dr", prof: "Prof.", mr: "Mr", mrs: "Mrs", ms: "Ms" },
  participationTypes: {
    professionnel: "Health professional",
    sexologue: "Sexologist",
    etudiant: "Student",
    chercheur: "Researcher",
    autre: "Other",
  },
  submissionTypes: { oral: "Oral presentation", poster: "Scientific poster" },
  categories: {
    innovations: "Scientific innovations",
    formation: "Professional training",
    "sante-femmes": "Women's health",
    "recherche-politiques": "Research and policy",
    prevention: "Prevention",
    violences: "Sexual violence",
    adolescents: "Adolescent sexual health",
  },
  countries: {
    Maroc: "Morocco",
    Algérie: "Algeria",
    Tunisie: "Tunisia",
    Égypte: "Egypt",
    Sénégal: "Senegal",
    Mali: "Mali",
    "Burkina Faso": "Burkina Faso",
    Niger: "Niger",
    Tchad: "Chad",
    Cameroun: "Cameroon",
    Nigeria: "Nigeria",
    Ghana: "Ghana",
    "Côte d'Ivoire": "Côte d'Ivoire",
    Kenya: "Kenya",
    Tanzanie: "Tanzania",
    Ouganda: "Uganda",
    Rwanda: "Rwanda",
    Éthiopie: "Ethiopia",
    "Afrique du Sud": "South Africa",
    France: "France",
    Belgique: "Belgium",
    Suisse: "Switzerland",
    Canada: "Canada",
    Autre: "Other",
  },
};

export const choiceLabelsAr: ChoiceLabels = {
  titles: { dr: "د.", prof: "أ.د.", mr: "السيد", mrs: "السيدة", ms: "الآنسة" },
  participationTypes: {
    professionnel: "مهني في مجال الصحة",
    sexologue: "أخصائي في علم الجنس",
    etudiant: "طالب",
    chercheur: "باحث",
    autre: "فئة أخرى",
  },
  submissionTypes: { oral: "عرض شفهي", poster: "ملصق علمي" },
  categories: {
    innovations: "الابتكارات العلمية",
    formation: "التدريب المهني",
    "sante-femmes": "صحة المرأة",
    "recherche-politiques": "البحث والسياسات",
    prevention: "الوقاية",
    violences: "العنف الجنسي",
    adolescents: "الصحة الجنسية للمراهقين",
  },
  countries: {
    Maroc: "المغرب",
    Algérie: "الجزائر",
    Tunisie: "تونس",
    Égypte: "مصر",
    Sénégal: "السنغال",
    Mali: "مالي",
    "Burkina Faso": "بوركينا فاسو",
    Niger: "النيجر",
    Tchad: "تشاد",
    Cameroun: "الكاميرون",
    Nigeria: "نيجيريا",
    Ghana: "غانا",
    "Côte d'Ivoire": "كوت ديفوار",
    Kenya: "كينيا",
    Tanzanie: "تنزانيا",
    Ouganda: "أوغندا",
    Rwanda: "رواندا",
    Éthiopie: "إثيوبيا",
    "Afrique du Sud": "جنوب إفريقيا",
    France: "فرنسا",
    Belgique: "بلجيكا",
    Suisse: "سويسرا",
    Canada: "كندا",
    Autre: "بلد آخر",
  },
};

const FRENCH_LISTS = {
  titles: TITLES,
  participationTypes: PARTICIPATION_TYPES,
  submissionTypes: SUBMISSION_TYPES,
  categories: CATEGORIES,
} as const;

/**
 * The label of a stored value in `locale` (a country's French name is its value); the French
 * label, or the value itself, when the value is not (or no longer) in the list.
 */
export function choiceLabelIn(locale: Locale, list: keyof ChoiceLabels, value: string): string {
  const french = list === "countries" ? value : labelOf(FRENCH_LISTS[list], value);
  if (locale === "fr") return french;
  const labels: Record<string, string> = (locale === "en" ? choiceLabelsEn : choiceLabelsAr)[list];
  return labels[value] ?? french;
}
