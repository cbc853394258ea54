import {
  type CreatedWithReference,
  DEFAULT_LOCALE,
  type Locale,
  type Registration,
} from "@congres/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connection.ts";
import { registrationMails } from "../../services/mail/delegate-mails.ts";
import { createWithReference } from "../references/create-with-reference-workflow.ts";
import type { AlsoInTransaction } from "../references/new-reference.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import { registrationDetailById } from "./registration-detail.ts";
import { earlierRegistrations, insertRegistration } from "./registration-repository.ts";

/**
 * A registration with its reference, the delegate's confirmation and the organisers' notice;
 * `language` is the visitor's, stored with the row and used for the confirmation. The one way a
 * registration is created and priced: a group order creates each member through here, in its
 * own transaction `trx` (decision 0076). Its webhook event (`registration.created`) is queued in
 * the same transaction.
 */
export function createRegistration(
  app: FastifyInstance,
  registration: Registration,
  alsoInTransaction?: AlsoInTransaction,
  language: Locale = DEFAULT_LOCALE,
  trx?: Db,
): Promise<CreatedWithReference> {
  return createWithReference(
    app,
    {
      prefix: app.mail.settings.edition.referencePrefixes.registration,
      insert: (trx, reference) => insertRegistration(trx, registration, reference, language),
      // The answer is the same whether the address registered before: only its mails say so.
      mails: async (trx, saved) =>
        registrationMails(
          saved,
          registration,
          await earlierRegistrations(trx, { id: saved.id, email: registration.email }),
          app.mail.context,
          language,
        ),
      async alsoInTransaction(trx, saved) {
        await emitEvent(
          trx,
          "registration.created",
          () => registrationDetailById(trx, saved.id, app.registrationExtras),
          app.clock(),
        );
        await alsoInTransaction?.(trx, saved);
      },
    },
    trx,
  );
}
