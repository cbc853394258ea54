import type { ValidationMessages } from "@congres/shared/facts";
import { messagesEn } from "@congres/shared/messages-en";

/** English pages' bundle: the English catalogue whatever the argument (see all.ts). */
export const validationCatalogue = (_locale: string): ValidationMessages => messagesEn;
