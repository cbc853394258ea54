import type { z } from "zod";
import { storedCountry } from "./countries.ts";
import { messages } from "./messages.ts";
import { makeRegistrationSchema } from "./registration-form-schema.ts";

// The factory lives apart: /inscription loads it without the server's French schema built here.
export { makeRegistrationSchema } from "./registration-form-schema.ts";

/** The French registration schema, as the server checks it. */
export const registrationSchema = makeRegistrationSchema(messages, storedCountry);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
