import { z } from "zod";
import { ABSTRACT_MAX_WORDS, countWordsInAbstract } from "./abstract-words.ts";
import { CATEGORIES, COUNTRIES, SUBMISSION_TYPES, valuesOf } from "./choices.ts";
import {
  choice,
  email,
  flag,
  LIMITS,
  longText,
  optionalEmail,
  optionalLongText,
  optionalPhone,
  optionalText,
  personName,
  text,
  ticked,
} from "./fields.ts";
import { messages } from "./messages.ts";

const m = messages.submission;

export const MAX_AUTHORS = 20;

export const authorSchema = z.object({
  firstName: personName(m.authorFirstName),
  lastName: personName(m.authorLastName),
  email: optionalEmail(m.authorEmail),
  affiliation: optionalText(LIMITS.shortText),
  isPresenting: flag.default(false),
});

/** The scientific submission form (§3) with its authors, rules of §5. */
export const submissionSchema = z
  .object({
    firstName: personName(m.firstName),
    lastName: personName(m.lastName),
    email: email(m.email),
    phone: optionalPhone(m.phone),
    institution: text(m.institution, 1, LIMITS.shortText),
    department: optionalText(LIMITS.shortText),
    country: choice(COUNTRIES, m.country),
    submissionType: choice(valuesOf(SUBMISSION_TYPES), m.submissionType),
    category: choice(valuesOf(CATEGORIES), m.category),
    title: text(m.title, 1, LIMITS.shortText),
    abstract: longText(m.abstract, 1, LIMITS.longText).refine(
      (abstract) => countWordsInAbstract(abstract) <= ABSTRACT_MAX_WORDS,
      { error: m.abstractTooLong },
    ),
    keywords: optionalText(LIMITS.shortText),
    hasConflictOfInterest: flag.default(false),
    conflictDescription: optionalLongText(LIMITS.longText),
    acceptsTerms: ticked(m.acceptance),
    acceptsReview: ticked(m.acceptance),
    authors: z
      .array(authorSchema, { error: m.authorsRequired })
      .min(1, { error: m.authorsRequired })
      .max(MAX_AUTHORS, { error: m.authorsTooMany })
      .superRefine((authors, context) => {
        const presenting = authors.filter((author) => author?.isPresenting === true).length;
        if (authors.length === 0 || presenting === 1) return;
        context.addIssue({
          code: "custom",
          message: presenting === 0 ? m.presentingAuthorMissing : m.presentingAuthorSeveral,
        });
      }),
  })
  .superRefine((submission, context) => {
    if (submission.hasConflictOfInterest && submission.conflictDescription === "") {
      context.addIssue({
        code: "custom",
        path: ["conflictDescription"],
        message: m.conflictDescription,
      });
    }
  })
  // A description without a declared conflict would contradict the declaration: it is not kept.
  .transform((submission) => ({
    ...submission,
    conflictDescription: submission.hasConflictOfInterest ? submission.conflictDescription : "",
  }));

export type AuthorInput = z.input<typeof authorSchema>;
export type SubmissionInput = z.input<typeof submissionSchema>;
export type Submission = z.output<typeof submissionSchema>;
