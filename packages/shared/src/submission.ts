import { z } from "zod";
import { ABSTRACT_MAX_WORDS, countWordsInAbstract } from "./abstract-words.ts";
import { CATEGORY_VALUES, SUBMISSION_TYPE_VALUES } from "./choice-values.ts";
import { storedCountry } from "./countries.ts";
import type { CountryRule } from "./country-codes.ts";
import { type Fields, LIMITS, makeFields } from "./fields.ts";
import { messages, type ValidationMessages } from "./messages.ts";
import { MAX_AUTHORS } from "./submission-limits.ts";

type SubmissionMessages = ValidationMessages["submission"];

const makeAuthorSchema = (fields: Fields, m: SubmissionMessages, countries: CountryRule) =>
  z.object({
    firstName: fields.personName({
      required: m.authorFirstNameRequired,
      tooShort: m.authorFirstName,
    }),
    lastName: fields.personName({ required: m.authorLastNameRequired, tooShort: m.authorLastName }),
    email: fields.optionalEmail(m.authorEmail),
    affiliation: fields.optionalText(LIMITS.shortText),
    isPresenting: fields.flag.default(false),
    // Optional (issue #39, decision 0073): a body without it is the spec's; blank is none.
    country: z
      .union([z.literal(""), fields.country(countries, m.authorCountry)], {
        error: m.authorCountry,
      })
      .optional()
      .transform((value) => value ?? ""),
  });

/**
 * The scientific submission form (§3) with its authors (rules of §5), in the catalogue's
 * language, its country checked by `countries` (as in makeRegistrationSchema).
 */
export function makeSubmissionSchema(catalogue: ValidationMessages, countries: CountryRule) {
  const fields = makeFields(catalogue.common);
  const {
    choice,
    country,
    email,
    flag,
    longText,
    optionalLongText,
    optionalPhone,
    optionalText,
    personName,
    text,
    ticked,
  } = fields;
  const m = catalogue.submission;
  return (
    z
      .object({
        firstName: personName({ required: m.firstNameRequired, tooShort: m.firstName }),
        lastName: personName({ required: m.lastNameRequired, tooShort: m.lastName }),
        email: email(m.email),
        phone: optionalPhone(m.phone),
        institution: text(m.institution, 1, LIMITS.shortText),
        department: optionalText(LIMITS.shortText),
        country: country(countries, m.country),
        submissionType: choice(SUBMISSION_TYPE_VALUES, m.submissionType),
        category: choice(CATEGORY_VALUES, m.category),
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
          .array(makeAuthorSchema(fields, m, countries), { error: m.authorsRequired })
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
      }))
  );
}

/** The French submission schema, as the server checks it. */
export const submissionSchema = makeSubmissionSchema(messages, storedCountry);

export type AuthorInput = SubmissionInput["authors"][number];
export type SubmissionInput = z.input<typeof submissionSchema>;
export type Submission = z.output<typeof submissionSchema>;
