import { CARD_ICONS, withIcons } from "../language-invariant.ts";

export const RESEARCH_AXES = withIcons(CARD_ICONS.researchAxes, [
  {
    title: "Scientific innovations",
    text: "New diagnostic and therapeutic approaches, digital health and telemedicine for sexual health.",
  },
  {
    title: "Training of professionals",
    text: "Making sexology part of the initial and continuing education of doctors, midwives, nurses and psychologists.",
  },
  {
    title: "Women's health",
    text: "Sexual and reproductive health across the life course, sexual dysfunction and well-being.",
  },
  {
    title: "Research and policy",
    text: "Generating African data and translating it into public policy and health programmes.",
  },
]);

export const MAJOR_CHALLENGES = withIcons(CARD_ICONS.majorChallenges, [
  {
    title: "Unintended pregnancy",
    text: "Access to contraception, information and support, especially for adolescent girls.",
  },
  {
    title: "STIs and HIV",
    text: "Combination prevention, testing, and treatment and care adapted to women's needs.",
  },
  {
    title: "Cervical cancer",
    text: "HPV vaccination, early screening and access to treatment across the continent.",
  },
  {
    title: "Sexual violence",
    text: "Identifying survivors and providing medical, psychological and legal care.",
  },
]);
