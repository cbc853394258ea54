import {
  type CreatedWithReference,
  DEFAULT_LOCALE,
  type Locale,
  type Submission,
} from "@congres/shared";
import type { FastifyInstance } from "fastify";
import { submissionMails } from "../../services/mail/delegate-mails.ts";
import { createWithReference } from "../references/create-with-reference-workflow.ts";
import type { AlsoInTransaction } from "../references/new-reference.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import { submissionDetailById } from "./submission-detail.ts";
import { insertSubmission } from "./submission-repository.ts";

/**
 * A submission with its authors, its reference, the acknowledgement (in `language`, the
 * visitor's, stored with the row) and the organisers' notice; its webhook event
 * (`submission.created`) in the same transaction.
 */
export function createSubmission(
  app: FastifyInstance,
  submission: Submission,
  alsoInTransaction?: AlsoInTransaction,
  language: Locale = DEFAULT_LOCALE,
): Promise<CreatedWithReference> {
  return createWithReference(app, {
    prefix: app.mail.settings.edition.referencePrefixes.submission,
    insert: (trx, reference) => insertSubmission(trx, submission, reference, language),
    mails: (_trx, saved) => submissionMails(saved, submission, app.mail.context, language),
    async alsoInTransaction(trx, saved) {
      const detail = () => submissionDetailById(trx, saved.id);
      await emitEvent(trx, "submission.created", detail, app.clock());
      await alsoInTransaction?.(trx, saved);
    },
  });
}
