import type { CreatedWithReference, Registration } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import { registrationMails } from "../mail/delegate-mails.ts";
import {
  type AlsoInTransaction,
  createWithReference,
} from "../references/create-with-reference.ts";
import { insertRegistration } from "./registration-repository.ts";

/** A registration with its reference, the delegate's confirmation and the organisers' notice. */
export function createRegistration(
  app: FastifyInstance,
  registration: Registration,
  alsoInTransaction?: AlsoInTransaction,
): Promise<CreatedWithReference> {
  return createWithReference(app, {
    prefix: app.mail.settings.edition.referencePrefixes.registration,
    mails: (reference) => registrationMails(reference, registration, app.mail.context),
    insert: (trx, reference) => insertRegistration(trx, registration, reference),
    alsoInTransaction,
  });
}
