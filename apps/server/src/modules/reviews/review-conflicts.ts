/**
 * Conflicts of interest between a reviewer and an abstract (issue #23 §2): the reviewer's e-mail
 * is an author's; the reviewer's institution is the submission's or an author's affiliation,
 * compared without case or accents; or the reviewer declared one.
 */

/** `  Université  Cheikh-Anta Diop ` and `universite cheikh-anta diop` fold alike. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("fr")
    .replace(/\s+/g, " ")
    .trim();
}

export type ConflictReviewer = { id: number; email: string; institution: string };

/** What of an abstract a conflict is decided on: its submitter's and authors' addresses and places. */
export type ConflictSubmission = {
  id: number;
  /** Folded e-mails of the submitter and every author. */
  emails: ReadonlySet<string>;
  /** Folded institution of the submitter and affiliations of the authors (blanks left out). */
  institutions: ReadonlySet<string>;
};

export function conflictSubmission(
  submission: { id: number; email: string; institution: string },
  authors: readonly { email: string; affiliation: string }[],
): ConflictSubmission {
  const emails = new Set<string>();
  const institutions = new Set<string>();
  for (const email of [submission.email, ...authors.map((author) => author.email)]) {
    const folded = foldText(email);
    if (folded) emails.add(folded);
  }
  for (const place of [submission.institution, ...authors.map((author) => author.affiliation)]) {
    const folded = foldText(place);
    if (folded) institutions.add(folded);
  }
  return { id: submission.id, emails, institutions };
}

/** Whether the reviewer may not review the abstract; `declared` holds "submissionId:reviewerId". */
export function inConflict(
  reviewer: ConflictReviewer,
  submission: ConflictSubmission,
  declared: ReadonlySet<string>,
): boolean {
  if (declared.has(`${submission.id}:${reviewer.id}`)) return true;
  if (submission.emails.has(foldText(reviewer.email))) return true;
  const institution = foldText(reviewer.institution);
  return institution !== "" && submission.institutions.has(institution);
}
