import { edition } from "../lib/edition.ts";
import { aboutStats, CARD_ICONS, withIcons } from "./language-invariant.ts";

export const ABOUT_INTRO = [
  `Le ${edition.name} réunit à ${edition.city} les chercheurs, décideurs, associations, professionnels de santé, sexologues et étudiants du continent autour d'une même question : comment garantir à chaque femme l'accès à des soins de santé sexuelle de qualité ?`,
  "Pendant trois jours, conférences plénières, sessions parallèles, ateliers et tables rondes croisent les regards de la médecine, de la santé publique, des sciences humaines et du droit.",
];

export const ABOUT_STATS = aboutStats([
  "pays africains",
  "participants attendus",
  "focus sur les femmes",
  "jours intensifs",
]);

export const ABOUT_CHALLENGES = withIcons(CARD_ICONS.aboutChallenges, [
  {
    title: "Des défis majeurs",
    text: "Grossesses non désirées, infections sexuellement transmissibles, cancer du col de l'utérus et violences sexuelles pèsent encore lourdement sur la santé des femmes africaines.",
  },
  {
    title: "Des populations vulnérables",
    text: "Adolescentes, femmes en milieu rural, migrantes ou en situation de handicap restent les plus éloignées des services de santé sexuelle.",
  },
  {
    title: "Des innovations scientifiques",
    text: "Vaccination HPV, dépistage simplifié, télémédecine : la recherche ouvre des solutions accessibles qu'il faut partager et déployer.",
  },
]);

export const ABOUT_PROGRAMME_OVERVIEW = [
  {
    title: "Conférences plénières",
    when: "Matinées",
    text: "Les grandes conférences qui ouvrent chaque journée.",
  },
  {
    title: "Ateliers pratiques",
    when: "Après-midis",
    text: "Des formats interactifs centrés sur la pratique clinique.",
  },
  {
    title: "Tables rondes",
    when: "Sessions spéciales",
    text: "Des débats entre chercheurs, décideurs et associations.",
  },
  {
    title: "Présentations de recherche",
    when: "Tout au long du congrès",
    text: "Communications orales et posters sélectionnés.",
  },
];

/** The presentation text of /about-detailed. */
export const ABOUT_DETAILED_TEXT = [
  `Placée sous le thème « ${edition.theme.fr} », cette ${edition.editionLabel} est la première rencontre scientifique panafricaine consacrée à la sexologie et à la santé sexuelle.`,
  "Elle est née d'un constat partagé par les professionnels du continent : les femmes restent trop souvent à l'écart des progrès de la recherche en santé sexuelle, faute d'accès, d'information ou de professionnels formés.",
  "Le congrès veut relier la recherche et le terrain : faire connaître les innovations scientifiques, former les professionnels, nourrir les politiques publiques et donner la parole aux associations qui accompagnent les femmes au quotidien.",
  `Rendez-vous à ${edition.city}, ${edition.venue.name}, du ${edition.dates.label}.`,
];
