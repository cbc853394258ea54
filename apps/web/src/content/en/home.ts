import { editionWordingEn } from "@congres/shared/facts";
import {
  BookOpen,
  Clock,
  Coffee,
  FlaskConical,
  Mail,
  Mic,
  Presentation,
  Sparkles,
  Target,
  Users,
} from "lucide-react";
import { edition } from "../../lib/edition.ts";

type French = typeof import("../home.ts");

const wording = editionWordingEn;

export const HOME_PROGRAMME_CARDS: French["HOME_PROGRAMME_CARDS"] = [
  {
    id: "plenieres",
    title: "Plenary lectures",
    time: "Every morning, 09:00 - 10:30",
    description:
      "African and international experts present the state of knowledge on women's sexual health.",
    icon: Mic,
  },
  {
    id: "paralleles",
    title: "Parallel sessions",
    time: "11:00 - 13:00",
    description:
      "Unintended pregnancy, STIs and HIV, training, vulnerable populations: two rooms, two perspectives.",
    icon: Users,
  },
  {
    id: "ateliers",
    title: "Hands-on workshops",
    time: "Afternoons",
    description:
      "Sexology consultations and digital health: interactive workshops for health professionals.",
    icon: FlaskConical,
  },
  {
    id: "tables-rondes",
    title: "Round tables",
    time: "Special sessions",
    description:
      "Sexual violence and public policy: researchers, policy-makers and civil society organisations in debate.",
    icon: Presentation,
  },
  {
    id: "posters",
    title: "Oral presentations and posters",
    time: "Throughout the congress",
    description: "Work selected by the Scientific Committee, presented by its authors.",
    icon: BookOpen,
  },
  {
    id: "pauses",
    title: "Breaks and gala dinner",
    time: "Friday, 20:00",
    description: "Time for participants to meet and talk, up to the gala dinner on the second day.",
    icon: Coffee,
  },
];

export const HOME_OBJECTIVES: French["HOME_OBJECTIVES"] = [
  {
    title: "Scientific Exchange",
    text: "Bringing together researchers, clinicians and policy-makers from across the continent to share data and practice.",
    icon: Users,
  },
  {
    title: "Innovation",
    text: "Showcasing the scientific innovations that improve women's access to quality care.",
    icon: Sparkles,
  },
  {
    title: "Impact",
    text: "Turning research findings into practical recommendations for health policy.",
    icon: Target,
  },
];

export const ABSTRACT_INSTRUCTION_PANELS: French["ABSTRACT_INSTRUCTION_PANELS"] = [
  {
    id: "consignes",
    title: "General guidelines",
    items: [
      "Abstracts are written in French or English and state whether they are for a poster or a free oral presentation.",
      "The body of the text is about 330 words in Times New Roman 12, excluding the title, authors, affiliations and contact details.",
      "Conflicts of interest, or their absence, must be declared.",
      "Online submission only; authors may submit several abstracts; the Scientific Committee selects the work presented.",
    ],
  },
  {
    id: "structure",
    title: "Abstract structure",
    items: [
      "Introduction, Materials and methods, Results, Discussion, Conclusion.",
      "Or, for a case report: Introduction, Case presentation, Discussion, Conclusion.",
      "Authors' names with the main author underlined, affiliation, professional address, title and abstract.",
    ],
  },
  {
    id: "poster",
    title: "Poster format",
    items: [
      `${edition.poster.format} file, ${edition.poster.orientation} orientation.`,
      `Size: ${edition.poster.heightCm} cm high by ${edition.poster.widthCm} cm wide.`,
      "The poster shows the title, the authors and their affiliations.",
    ],
  },
];

export const SUBMISSION_ADVANTAGES: French["SUBMISSION_ADVANTAGES"] = [
  {
    title: "Easy submission by email",
    text: `Send your abstract to ${edition.abstractEmail} or use the online form.`,
    icon: Mail,
  },
  {
    title: "Quick response",
    text: `The results of the scientific review will be announced ${wording.resultsDateLabel}.`,
    icon: Clock,
  },
  {
    title: "Publication",
    text: "The best work is highlighted and presented to all participants.",
    icon: BookOpen,
  },
];
