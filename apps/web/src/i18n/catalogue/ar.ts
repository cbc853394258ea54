import {
  type ChoiceLabels,
  choiceLabelsAr,
  type EditionWording,
  editionWordingAr,
  type ValidationMessages,
} from "@congres/shared/facts";
import { messagesAr } from "@congres/shared/messages-ar";

/** Arabic pages' bundle: the Arabic data whatever the argument (see all.ts). */
export const validationCatalogue = (_locale: string): ValidationMessages => messagesAr;
export const choiceLabels = (_locale: string): ChoiceLabels => choiceLabelsAr;
export const editionWording = (_locale: string): EditionWording => editionWordingAr;
