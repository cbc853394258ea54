import type { ChoiceLabels } from "./choice-values.ts";

/** The lists' French labels: what French pages, the admin, exports and French mails show. */
export const choiceLabelsFr: ChoiceLabels = {
  titles: { dr: "Dr", prof: "Pr", mr: "M.", mrs: "Mme", ms: "Mlle" },
  participationTypes: {
    professionnel: "Professionnel de santé",
    sexologue: "Sexologue",
    etudiant: "Étudiant",
    chercheur: "Chercheur",
    autre: "Autre",
  },
  submissionTypes: { oral: "Communication orale", poster: "Poster scientifique" },
  categories: {
    innovations: "Innovations scientifiques",
    formation: "Formation professionnelle",
    "sante-femmes": "Santé des femmes",
    "recherche-politiques": "Recherche et politiques",
    prevention: "Prévention",
    violences: "Violences sexuelles",
    adolescents: "Santé sexuelle des adolescents",
  },
  otherCountry: "Autre",
  // The specification's words (§3) where ICU's French differs: it writes "Côte d’Ivoire".
  countryNames: { CI: "Côte d'Ivoire" },
};
