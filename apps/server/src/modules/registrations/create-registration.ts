import type { CreatedWithReference, Registration } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import { registrationMails } from "../mail/delegate-mails.ts";
import {
  type AlsoInTransaction,
  createWithReference,
} from "../references/create-with-reference.ts";
import { earlierRegistrations, insertRegistration } from "./registration-repository.ts";

/** A registration with its reference, the delegate's confirmation and the organisers' notice. */
export function createRegistration(
  app: FastifyInstance,
  registration: Registration,
  alsoInTransaction?: AlsoInTransaction,
): Promise<CreatedWithReference> {
  return createWithReference(app, {
    prefix: app.mail.settings.edition.referencePrefixes.registration,
    insert: (trx, reference) => insertRegistration(trx, registration, reference),
    // The answer is the same whether the address registered before: only its mails say so.
    mails: async (trx, saved) =>
      registrationMails(
        saved,
        registration,
        await earlierRegistrations(trx, { id: saved.id, email: registration.email }),
        app.mail.context,
      ),
    alsoInTransaction,
  });
}
