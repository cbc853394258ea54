import { choiceLabelsFr, editionWordingFr, messages } from "@congres/shared/facts";
import { whateverLocale } from "./one-language.ts";

/** French pages' bundle: the French data whatever the argument (see all.ts). */
export const validationCatalogue = whateverLocale(messages);
export const choiceLabels = whateverLocale(choiceLabelsFr);
export const editionWording = whateverLocale(editionWordingFr);
