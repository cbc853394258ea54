import { choiceLabelsEn, editionWordingEn } from "@congres/shared/facts";
import { messagesEn } from "@congres/shared/messages-en";
import { whateverLocale } from "./one-language.ts";

/** English pages' bundle: the English data whatever the argument (see all.ts). */
export const validationCatalogue = whateverLocale(messagesEn);
export const choiceLabels = whateverLocale(choiceLabelsEn);
export const editionWording = whateverLocale(editionWordingEn);
