import { editionWordingEn } from "@congres/shared/facts";
import { edition } from "../../lib/edition.ts";
import { CARD_ICONS, instructionPanels, withIcons } from "../language-invariant.ts";

export const HOME_OBJECTIVES = withIcons(CARD_ICONS.homeObjectives, [
  {
    title: "Scientific Exchange",
    text: "Bringing together researchers, clinicians and policy-makers from across the continent to share data and practice.",
  },
  {
    title: "Innovation",
    text: "Showcasing the scientific innovations that improve women's access to quality care.",
  },
  {
    title: "Impact",
    text: "Turning research findings into practical recommendations for health policy.",
  },
]);

export const ABSTRACT_INSTRUCTION_PANELS = instructionPanels([
  {
    title: "General guidelines",
    items: [
      "Abstracts are written in French or English and state whether they are for a poster or a free oral presentation.",
      "The body of the text is about 330 words in Times New Roman 12, excluding the title, authors, affiliations and contact details.",
      "Conflicts of interest, or their absence, must be declared.",
      "Online submission only; authors may submit several abstracts; the Scientific Committee selects the work presented.",
    ],
  },
  {
    title: "Abstract structure",
    items: [
      "Introduction, Materials and methods, Results, Discussion, Conclusion.",
      "Or, for a case report: Introduction, Case presentation, Discussion, Conclusion.",
      "Authors' names with the main author underlined, affiliation, professional address, title and abstract.",
    ],
  },
  {
    title: "Poster format",
    items: [
      `${edition.poster.format} file, ${edition.poster.orientation} orientation.`,
      `Size: ${edition.poster.heightCm} cm high by ${edition.poster.widthCm} cm wide.`,
      "The poster shows the title, the authors and their affiliations.",
    ],
  },
]);

export const SUBMISSION_ADVANTAGES = withIcons(CARD_ICONS.submissionAdvantages, [
  {
    title: "Easy submission by email",
    text: `Send your abstract to ${edition.abstractEmail} or use the online form.`,
  },
  {
    title: "Quick response",
    text: `The results of the scientific review will be announced ${editionWordingEn.resultsDateLabel}.`,
  },
  {
    title: "Publication",
    text: "The best work is highlighted and presented to all participants.",
  },
]);
