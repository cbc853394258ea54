import {
  Baby,
  GraduationCap,
  HeartPulse,
  Landmark,
  Microscope,
  ShieldAlert,
  ShieldPlus,
  Stethoscope,
} from "lucide-react";

/** The four research axes of /themes (§2). */
export const RESEARCH_AXES = [
  {
    title: "Innovations scientifiques",
    text: "Nouvelles approches diagnostiques et thérapeutiques, santé numérique et télémédecine au service de la santé sexuelle.",
    icon: Microscope,
  },
  {
    title: "Formation des professionnels",
    text: "Intégrer la sexologie dans la formation initiale et continue des médecins, sages-femmes, infirmiers et psychologues.",
    icon: GraduationCap,
  },
  {
    title: "Santé des femmes",
    text: "Santé sexuelle et reproductive à tous les âges de la vie, dysfonctions sexuelles et bien-être.",
    icon: HeartPulse,
  },
  {
    title: "Recherche et politiques",
    text: "Produire des données africaines et les traduire en politiques publiques et en programmes de santé.",
    icon: Landmark,
  },
];

/** The four major challenges of /themes (§2). */
export const MAJOR_CHALLENGES = [
  {
    title: "Grossesses non désirées",
    text: "Accès à la contraception, à l'information et à l'accompagnement, en particulier pour les adolescentes.",
    icon: Baby,
  },
  {
    title: "IST et VIH",
    text: "Prévention combinée, dépistage et prise en charge adaptés aux besoins des femmes.",
    icon: ShieldPlus,
  },
  {
    title: "Cancer du col de l'utérus",
    text: "Vaccination contre le HPV, dépistage précoce et accès au traitement sur tout le continent.",
    icon: Stethoscope,
  },
  {
    title: "Violences sexuelles",
    text: "Repérage, prise en charge médicale, psychologique et juridique des victimes.",
    icon: ShieldAlert,
  },
];
