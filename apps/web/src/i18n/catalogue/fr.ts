import { messages, type ValidationMessages } from "@congres/shared/facts";

/** French pages' bundle: the French catalogue whatever the argument (see all.ts). */
export const validationCatalogue = (_locale: string): ValidationMessages => messages;
