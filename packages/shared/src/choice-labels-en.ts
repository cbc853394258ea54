import type { ChoiceLabels } from "./choice-values.ts";

/** The lists' English labels (countries are named by the platform: countries.ts). */
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
  otherCountry: "Other",
  countryNames: {},
};
