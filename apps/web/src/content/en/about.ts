import { editionWordingEn } from "@congres/shared/facts";
import { edition } from "../../lib/edition.ts";
import { aboutStats, CARD_ICONS, withIcons } from "../language-invariant.ts";

type French = typeof import("../about.ts");

const wording = editionWordingEn;

export const ABOUT_INTRO: French["ABOUT_INTRO"] = [
  `The ${wording.name} brings together in ${wording.city} researchers, policy-makers, civil society organisations, health professionals, sexologists and students from across the continent around one question: how can every woman be guaranteed access to quality sexual health care?`,
  "Over three days, plenary lectures, parallel sessions, workshops and round tables combine the perspectives of medicine, public health, the humanities and law.",
];

export const ABOUT_STATS = aboutStats([
  "African countries",
  "expected participants",
  "focused on women",
  "intensive days",
]);

export const ABOUT_CHALLENGES = withIcons(CARD_ICONS.aboutChallenges, [
  {
    title: "Major challenges",
    text: "Unintended pregnancy, sexually transmitted infections, cervical cancer and sexual violence still weigh heavily on the health of African women.",
  },
  {
    title: "Vulnerable populations",
    text: "Adolescent girls, women in rural areas, migrant women and women with disabilities remain the furthest from sexual health services.",
  },
  {
    title: "Scientific innovations",
    text: "HPV vaccination, simplified screening, telemedicine: research is opening up affordable solutions that need to be shared and scaled up.",
  },
]);

export const ABOUT_PROGRAMME_OVERVIEW: French["ABOUT_PROGRAMME_OVERVIEW"] = [
  {
    title: "Plenary lectures",
    when: "Mornings",
    text: "The keynote lectures that open each day.",
  },
  {
    title: "Hands-on workshops",
    when: "Afternoons",
    text: "Interactive formats focused on clinical practice.",
  },
  {
    title: "Round tables",
    when: "Special sessions",
    text: "Debates between researchers, policy-makers and civil society organisations.",
  },
  {
    title: "Research presentations",
    when: "Throughout the congress",
    text: "Selected oral presentations and posters.",
  },
];

export const ABOUT_DETAILED_TEXT: French["ABOUT_DETAILED_TEXT"] = [
  `Held under the theme "${edition.theme.en}", this ${wording.editionLabel} is the first pan-African scientific meeting dedicated to sexology and sexual health.`,
  "It grew out of an observation shared by professionals across the continent: women are still too often left out of the progress of sexual health research, for lack of access, information or trained professionals.",
  "The congress aims to connect research and practice: to share scientific innovations, train professionals, inform public policy and give a voice to the organisations that support women in their daily lives.",
  `Join us in ${wording.city}, at the ${wording.venueName}, on ${wording.datesLabel}.`,
];
