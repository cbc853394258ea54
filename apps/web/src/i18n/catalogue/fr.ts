import {
  type ChoiceLabels,
  choiceLabelsFr,
  type EditionWording,
  editionWordingFr,
  messages,
  type ValidationMessages,
} from "@congres/shared/facts";

/** French pages' bundle: the French data whatever the argument (see all.ts). */
export const validationCatalogue = (_locale: string): ValidationMessages => messages;
export const choiceLabels = (_locale: string): ChoiceLabels => choiceLabelsFr;
export const editionWording = (_locale: string): EditionWording => editionWordingFr;
