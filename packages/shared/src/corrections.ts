import { z } from "zod";
import { contactSchema } from "./contact.ts";
import { registrationSchema } from "./registration.ts";
import { submissionSchema } from "./submission.ts";

/**
 * Staff corrections (issue #10 item 6): the public forms' own schemas, so the rules and French
 * messages are the same, plus the `version` the editor read (optimistic concurrency, 0024).
 */
export const editedVersion = z
  .number({ error: "Version de la fiche manquante : rechargez la page." })
  .int({ error: "Version de la fiche manquante : rechargez la page." })
  .min(1, { error: "Version de la fiche manquante : rechargez la page." });

export const registrationCorrectionSchema = registrationSchema.extend({ version: editedVersion });
export const contactCorrectionSchema = contactSchema.extend({ version: editedVersion });
// The submission schema refines and transforms its object, so the version is intersected.
export const submissionCorrectionSchema = z
  .object({ version: editedVersion })
  .and(submissionSchema);

export type RegistrationCorrection = z.output<typeof registrationCorrectionSchema>;
export type ContactCorrection = z.output<typeof contactCorrectionSchema>;
export type SubmissionCorrection = z.output<typeof submissionCorrectionSchema>;

/** 409: someone saved the same row since it was opened. */
export const EDIT_CONFLICT_MESSAGE =
  "Cette fiche a été modifiée par quelqu'un d'autre depuis que vous l'avez ouverte. Rechargez la page pour voir sa version actuelle, puis refaites votre correction.";
