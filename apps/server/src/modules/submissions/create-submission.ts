import type { CreatedWithReference, Submission } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import { submissionMails } from "../mail/delegate-mails.ts";
import {
  type AlsoInTransaction,
  createWithReference,
} from "../references/create-with-reference.ts";
import { insertSubmission } from "./submission-repository.ts";

/** A submission with its authors, its reference, the acknowledgement and the organisers' notice. */
export function createSubmission(
  app: FastifyInstance,
  submission: Submission,
  alsoInTransaction?: AlsoInTransaction,
): Promise<CreatedWithReference> {
  return createWithReference(app, {
    prefix: app.mail.settings.edition.referencePrefixes.submission,
    insert: (trx, reference) => insertSubmission(trx, submission, reference),
    mails: (_trx, saved) => submissionMails(saved, submission, app.mail.context),
    alsoInTransaction,
  });
}
