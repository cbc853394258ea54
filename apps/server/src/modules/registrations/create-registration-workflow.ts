import {
  type CreatedWithReference,
  DEFAULT_LOCALE,
  type Locale,
  type Registration,
  type RegistrationOrder,
} from "@congres/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connection.ts";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { registrationMails } from "../../services/mail/delegate-mails.ts";
import { createWithReference } from "../references/create-with-reference-workflow.ts";
import type { AlsoInTransaction } from "../references/new-reference.ts";
import { priceOrder } from "../registration-options/order-pricing.ts";
import { attachAddons } from "../registration-options/seats.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import { registrationDetailById } from "./registration-detail.ts";
import { earlierRegistrations, insertRegistration } from "./registration-repository.ts";

/**
 * A registration with its reference, the delegate's confirmation and the organisers' notice;
 * `language` is the visitor's, stored with the row and used for the confirmation. Its price is
 * computed here, once, in the same transaction (decision 0075): the fee of its type, period and
 * country group, the `order`'s add-ons (their seats taken) less its promo code (a use taken).
 * A refused order throws `OrderRefused` and nothing is stored. Every registration — the public
 * form, a late entry, a group's member (in the group's transaction `trx`, decision 0076) — is
 * created through here; its webhook event (`registration.created`) is queued in the same
 * transaction.
 */
export async function createRegistration(
  app: FastifyInstance,
  registration: Registration,
  alsoInTransaction?: AlsoInTransaction,
  language: Locale = DEFAULT_LOCALE,
  order: RegistrationOrder = {},
  trx?: Db,
): Promise<CreatedWithReference & { amountDueCentimes: number }> {
  let amountDueCentimes = 0;
  const created = await createWithReference(
    app,
    {
      prefix: app.mail.settings.edition.referencePrefixes.registration,
      insert: async (trx, reference) => {
        const at = app.clock();
        const priced = await priceOrder(trx, {
          participationType: registration.participationType,
          country: registration.country,
          order,
          at,
          timeZone: app.mail.settings.edition.timeZone,
          locale: language,
        });
        amountDueCentimes = priced.amountDueCentimes;
        const id = await insertRegistration(trx, registration, reference, priced, language);
        await attachAddons(trx, id, priced.addons);
        if (priced.waived) {
          // The code is the waiver's reason, as staff's « Exonérer » keeps its reason (0075).
          await recordAudit(trx, {
            actor: { id: null, email: registration.email, kind: "delegate" },
            action: "registration.payment.waive",
            entity: { type: "registration", id, reference },
            changes: {
              payment_status: [null, "exoneree"],
              waive_reason: [null, `Code promo ${priced.promoCode}`],
            },
            at,
          });
        }
        return id;
      },
      // The answer is the same whether the address registered before: only its mails say so.
      mails: async (trx, saved) =>
        registrationMails(
          saved,
          registration,
          await earlierRegistrations(trx, { id: saved.id, email: registration.email }),
          app.mail.context,
          language,
          amountDueCentimes,
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
  return { ...created, amountDueCentimes };
}
