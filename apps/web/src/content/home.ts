import { edition } from "../lib/edition.ts";
import { CARD_ICONS, instructionPanels, withIcons } from "./language-invariant.ts";

export const HOME_OBJECTIVES = withIcons(CARD_ICONS.homeObjectives, [
  {
    title: "Échange Scientifique",
    text: "Réunir chercheurs, cliniciens et décideurs de tout le continent pour partager données et pratiques.",
  },
  {
    title: "Innovation",
    text: "Faire connaître les innovations scientifiques qui améliorent l'accès des femmes à des soins de qualité.",
  },
  {
    title: "Impact",
    text: "Traduire les résultats de la recherche en recommandations concrètes pour les politiques de santé.",
  },
]);

/** The three collapsible panels of the submission section: the abstract instructions of §5. */
export const ABSTRACT_INSTRUCTION_PANELS = instructionPanels([
  {
    title: "Consignes générales",
    items: [
      "Le résumé est rédigé en français ou en anglais et précise s'il s'agit d'un poster ou d'une communication libre.",
      "Le corps du texte compte environ 330 mots en Times New Roman 12, hors titre, auteurs, affiliations et contact.",
      "Les conflits d'intérêts, ou leur absence, doivent être déclarés.",
      "Soumission en ligne uniquement ; plusieurs résumés sont possibles par auteur ; le comité scientifique sélectionne les travaux.",
    ],
  },
  {
    title: "Structure du résumé",
    items: [
      "Introduction, Matériels et méthodes, Résultats, Discussion, Conclusion.",
      "Ou, pour un cas clinique : Introduction, Observation, Discussion, Conclusion.",
      "Noms des auteurs avec l'auteur principal souligné, affiliation, adresse professionnelle, titre et résumé.",
    ],
  },
  {
    title: "Format du poster",
    items: [
      `Fichier ${edition.poster.format}, orientation ${edition.poster.orientation}.`,
      `Dimensions : ${edition.poster.heightCm} cm de haut sur ${edition.poster.widthCm} cm de large.`,
      "Le poster indique le titre, les auteurs et leur affiliation.",
    ],
  },
]);

export const SUBMISSION_ADVANTAGES = withIcons(CARD_ICONS.submissionAdvantages, [
  {
    title: "Soumission facile par e-mail",
    text: `Envoyez votre résumé à ${edition.abstractEmail} ou utilisez le formulaire en ligne.`,
  },
  {
    title: "Réponse rapide",
    text: `Les résultats de l'évaluation scientifique sont communiqués ${edition.resultsDateLabel}.`,
  },
  {
    title: "Publication",
    text: "Les meilleurs travaux sont valorisés et présentés devant l'ensemble des participants.",
  },
]);
