import type { ChoiceLabels } from "./choice-values.ts";

/** The lists' Arabic labels, in Modern Standard Arabic (countries are named by the platform: countries.ts). */
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
  otherCountry: "بلد آخر",
  countryNames: {},
};
