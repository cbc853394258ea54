import { CARD_ICONS, withIcons } from "./language-invariant.ts";

/** The four research axes of /themes (§2). */
export const RESEARCH_AXES = withIcons(CARD_ICONS.researchAxes, [
  {
    title: "Innovations scientifiques",
    text: "Nouvelles approches diagnostiques et thérapeutiques, santé numérique et télémédecine au service de la santé sexuelle.",
  },
  {
    title: "Formation des professionnels",
    text: "Intégrer la sexologie dans la formation initiale et continue des médecins, sages-femmes, infirmiers et psychologues.",
  },
  {
    title: "Santé des femmes",
    text: "Santé sexuelle et reproductive à tous les âges de la vie, dysfonctions sexuelles et bien-être.",
  },
  {
    title: "Recherche et politiques",
    text: "Produire des données africaines et les traduire en politiques publiques et en programmes de santé.",
  },
]);

/** The four major challenges of /themes (§2). */
export const MAJOR_CHALLENGES = withIcons(CARD_ICONS.majorChallenges, [
  {
    title: "Grossesses non désirées",
    text: "Accès à la contraception, à l'information et à l'accompagnement, en particulier pour les adolescentes.",
  },
  {
    title: "IST et VIH",
    text: "Prévention combinée, dépistage et prise en charge adaptés aux besoins des femmes.",
  },
  {
    title: "Cancer du col de l'utérus",
    text: "Vaccination contre le HPV, dépistage précoce et accès au traitement sur tout le continent.",
  },
  {
    title: "Violences sexuelles",
    text: "Repérage, prise en charge médicale, psychologique et juridique des victimes.",
  },
]);
