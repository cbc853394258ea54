import {
  type ContactInput,
  type ContactRow,
  countryFormValue,
  type RegistrationInput,
  type RegistrationRow,
  type SubmissionDetail,
  type SubmissionInput,
} from "@congres/shared";

/**
 * A stored row as the public form's values: the correction form starts from what is stored, its
 * country as the list's ISO code (the server stores it back by its French name, decision 0036).
 */

export const registrationInputOf = (row: RegistrationRow): RegistrationInput => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  title: row.title as RegistrationInput["title"],
  specialty: row.specialty,
  institution: row.institution,
  address: row.address,
  city: row.city,
  country: countryFormValue(row.country),
  participationType: row.participation_type as RegistrationInput["participationType"],
  accommodationNeeded: row.accommodation_needed,
  dietaryRestrictions: row.dietary_restrictions,
  emergencyContact: row.emergency_contact,
  emergencyPhone: row.emergency_phone,
  latinName: row.latin_name,
  termsAccepted: row.terms_accepted as true,
});

export const submissionInputOf = ({ submission, authors }: SubmissionDetail): SubmissionInput => ({
  firstName: submission.first_name,
  lastName: submission.last_name,
  email: submission.email,
  phone: submission.phone,
  institution: submission.institution,
  department: submission.department,
  country: countryFormValue(submission.country),
  submissionType: submission.submission_type as SubmissionInput["submissionType"],
  category: submission.category as SubmissionInput["category"],
  title: submission.title,
  abstract: submission.abstract,
  keywords: submission.keywords,
  hasConflictOfInterest: submission.has_conflict_of_interest,
  conflictDescription: submission.conflict_description,
  acceptsTerms: submission.accepts_terms as true,
  acceptsReview: submission.accepts_review as true,
  authors: authors.map((author) => ({
    firstName: author.first_name,
    lastName: author.last_name,
    email: author.email,
    affiliation: author.affiliation,
    isPresenting: author.is_presenting,
    country: author.country,
  })),
});

export const contactInputOf = (row: ContactRow): ContactInput => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  institution: row.institution,
  subject: row.subject,
  message: row.message,
});
