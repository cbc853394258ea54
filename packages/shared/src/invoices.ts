import { z } from "zod";
import type { CountryRule } from "./country-codes.ts";
import { LIMITS, makeFields } from "./fields.ts";
import { GROUP_INVOICE_TEXTS } from "./invoice-facts.ts";
import type { Locale } from "./locales.ts";
import { VALIDATION_MESSAGES } from "./messages-by-locale.ts";
import { makeRegistrationSchema } from "./registration.ts";

// Group orders' and invoices' request bodies (decision 0076); their words are invoice-facts.ts'.

/** Delegates in one group order: a ministry's delegation, not a mass import. */
export const GROUP_MAX_DELEGATES = 50;
const TAX_ID_MAX = 40;

/** Who an invoice is made out to, asked when it is requested (space or admin). */
export function makeInvoiceRequestSchema(locale: Locale) {
  const t = GROUP_INVOICE_TEXTS[locale];
  const { text, optionalText } = makeFields(VALIDATION_MESSAGES[locale].common);
  return z.object({
    buyer: z.object(
      {
        name: text(t.buyerName, 2, LIMITS.shortText),
        address: text(t.buyerAddress, 5, LIMITS.shortText),
        taxId: optionalText(TAX_ID_MAX),
      },
      { error: t.buyerName },
    ),
    kind: z.enum(["invoice", "proforma"], { error: t.kind }).default("invoice"),
  });
}

export const invoiceRequestSchema = makeInvoiceRequestSchema("fr");
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;

/**
 * `POST /api/group-registrations`: the payer and each delegate's own registration body (the
 * public form's, checked by the same schema: an error names `delegates.2.email`).
 */
export function makeGroupRegistrationSchema(locale: Locale, countries: CountryRule) {
  const t = GROUP_INVOICE_TEXTS[locale];
  const catalogue = VALIDATION_MESSAGES[locale];
  const { text, optionalText, email } = makeFields(catalogue.common);
  return z.object({
    payer: z.object(
      {
        name: text(t.payerName, 2, LIMITS.name),
        institution: text(t.institution, 2, LIMITS.shortText),
        email: email(t.email),
        address: text(t.address, 5, LIMITS.shortText),
        taxId: optionalText(TAX_ID_MAX),
      },
      { error: t.payerName },
    ),
    delegates: z
      .array(makeRegistrationSchema(catalogue, countries), { error: t.delegatesRequired })
      .min(1, { error: t.delegatesRequired })
      .max(GROUP_MAX_DELEGATES, { error: t.delegatesTooMany(GROUP_MAX_DELEGATES) }),
  });
}

export type GroupRegistration = z.output<ReturnType<typeof makeGroupRegistrationSchema>>;
