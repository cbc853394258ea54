import type { CreatedWithReference, GroupRegistration, Locale } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import { nowIso } from "../../db/values.ts";
import { withNewReference } from "../references/new-reference.ts";
import { createRegistration } from "../registrations/create-registration-workflow.ts";
import { invoicedRegistrations } from "../registrations/registration-invoicing.ts";
import { addMember, insertGroup } from "./group-repository.ts";

export type CreatedGroup = {
  id: number;
  reference: string;
  amount_due_centimes: number;
  registrations: CreatedWithReference[];
};

/**
 * A group order (issue #40 item 4, decision 0076), all or nothing in one transaction: the group
 * with its reference and payer, then each delegate's own registration through the one creation
 * path (her price, her confirmation mail in the payer's language, her space by her e-mail),
 * linked to the group. The amount due is the members' prices summed as they were computed. A
 * reference already taken (any of them) rolls it all back and it is tried again with new ones.
 */
export async function createGroupOrder(
  app: FastifyInstance,
  order: GroupRegistration,
  language: Locale,
): Promise<CreatedGroup> {
  const prefix = app.mail.settings.edition.referencePrefixes.group;
  const created = await withNewReference(prefix, (reference) =>
    app.db.transaction().execute(async (trx) => {
      const group = await insertGroup(trx, {
        reference,
        payer_name: order.payer.name,
        institution: order.payer.institution,
        email: order.payer.email,
        address: order.payer.address,
        tax_id: order.payer.taxId,
        language,
        created_at: nowIso(),
      });
      const registrations: CreatedWithReference[] = [];
      for (const delegate of order.delegates) {
        const { id, reference } = await createRegistration(
          app,
          delegate,
          (t, saved) => addMember(t, group.id, saved.id),
          language,
          {},
          trx,
        );
        registrations.push({ id, reference });
      }
      const priced = await invoicedRegistrations(
        trx,
        registrations.map((r) => r.id),
      );
      const amount = priced.reduce((sum, row) => sum + row.amount_due_centimes, 0);
      return { ...group, amount_due_centimes: amount, registrations };
    }),
  );
  app.mail.queued();
  return created;
}
