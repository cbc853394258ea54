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

type French = typeof import("../themes.ts");

export const RESEARCH_AXES: French["RESEARCH_AXES"] = [
  {
    title: "Scientific innovations",
    text: "New diagnostic and therapeutic approaches, digital health and telemedicine for sexual health.",
    icon: Microscope,
  },
  {
    title: "Training of professionals",
    text: "Making sexology part of the initial and continuing education of doctors, midwives, nurses and psychologists.",
    icon: GraduationCap,
  },
  {
    title: "Women's health",
    text: "Sexual and reproductive health across the life course, sexual dysfunction and well-being.",
    icon: HeartPulse,
  },
  {
    title: "Research and policy",
    text: "Generating African data and translating it into public policy and health programmes.",
    icon: Landmark,
  },
];

export const MAJOR_CHALLENGES: French["MAJOR_CHALLENGES"] = [
  {
    title: "Unintended pregnancy",
    text: "Access to contraception, information and support, especially for adolescent girls.",
    icon: Baby,
  },
  {
    title: "STIs and HIV",
    text: "Combination prevention, testing, and treatment and care adapted to women's needs.",
    icon: ShieldPlus,
  },
  {
    title: "Cervical cancer",
    text: "HPV vaccination, early screening and access to treatment across the continent.",
    icon: Stethoscope,
  },
  {
    title: "Sexual violence",
    text: "Identifying survivors and providing medical, psychological and legal care.",
    icon: ShieldAlert,
  },
];
