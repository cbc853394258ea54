import { choiceLabelsAr, editionWordingAr } from "@congres/shared/facts";
import { messagesAr } from "@congres/shared/messages-ar";
import { whateverLocale } from "./one-language.ts";

/** Arabic pages' bundle: the Arabic data whatever the argument (see all.ts). */
export const validationCatalogue = whateverLocale(messagesAr);
export const choiceLabels = whateverLocale(choiceLabelsAr);
export const editionWording = whateverLocale(editionWordingAr);
