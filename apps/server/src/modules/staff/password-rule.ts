import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./passwords.ts";

export const passwordMessages = {
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  tooLong: "Le mot de passe est trop long",
} as const;

/**
 * The rule of every password an admin account is given: at creation (screen, CLI, first
 * admin), at a change, at a reset. One schema, so that they never drift apart.
 */
export const newPasswordSchema = z
  .string({ error: passwordMessages.tooShort })
  .min(PASSWORD_MIN_LENGTH, { error: passwordMessages.tooShort })
  .max(1024, { error: passwordMessages.tooLong });
