import type { ValidationMessages } from "@congres/shared/facts";
import { messagesAr } from "@congres/shared/messages-ar";

/** Arabic pages' bundle: the Arabic catalogue whatever the argument (see all.ts). */
export const validationCatalogue = (_locale: string): ValidationMessages => messagesAr;
