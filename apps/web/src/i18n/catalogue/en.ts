import {
  type ChoiceLabels,
  choiceLabelsEn,
  type EditionWording,
  editionWordingEn,
  type ValidationMessages,
} from "@congres/shared/facts";
import { messagesEn } from "@congres/shared/messages-en";

/** English pages' bundle: the English data whatever the argument (see all.ts). */
export const validationCatalogue = (_locale: string): ValidationMessages => messagesEn;
export const choiceLabels = (_locale: string): ChoiceLabels => choiceLabelsEn;
export const editionWording = (_locale: string): EditionWording => editionWordingEn;
