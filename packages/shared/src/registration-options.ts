import { z } from "zod";
import { PARTICIPATION_TYPE_VALUES, type ParticipationType } from "./choice-values.ts";
import { LOCALES, type Locale } from "./locales.ts";
import { isCalendarDate } from "./payment.ts";

/**
 * Registration as data (issue #40 items 1–3, decision 0075): fees per participation type, price
 * period and country group; add-ons with seats and a waiting list; promo codes. The staff API's
 * bodies (French messages: the admin's), the public answer's shape, and the sentences a delegate
 * is answered with, in her language.
 */

export const PRICE_PERIODS = ["early_bird", "standard", "on_site"] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/** The periods' dates: early bird until a day (inclusive), on site from a day; Casablanca days. */
export type PricePeriodDates = { earlyBirdUntil: string | null; onSiteFrom: string | null };

/** `code` of an add-on (the rule). */
export const ADDON_CODE = /^[a-z0-9-]{2,40}$/;
/** A promo code: 3–32 letters, digits or dashes, matched without regard to case. */
export const PROMO_CODE = /^[A-Za-z0-9-]{3,32}$/;
/** The most an amount may be, in whole units (a fee, an add-on, an amount off). */
export const MAX_PRICE_UNITS = 1_000_000;

const price = z
  .number({ error: "Indiquez un montant en unités entières (0 permis)" })
  .int({ error: "Indiquez un montant en unités entières (0 permis)" })
  .min(0, { error: "Indiquez un montant en unités entières (0 permis)" })
  .max(MAX_PRICE_UNITS, { error: "Montant trop élevé" });

const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, { error: message });

const participationTypes = z
  .array(z.enum(PARTICIPATION_TYPE_VALUES, { error: "Type de participation inconnu" }))
  .max(PARTICIPATION_TYPE_VALUES.length)
  .refine((types) => new Set(types).size === types.length, { error: "Type répété" });

const label = z.object({
  fr: z.string().trim().min(2, { error: "Libellé en français : au moins 2 caractères" }).max(120),
  en: z.string().trim().min(2, { error: "Libellé en anglais : au moins 2 caractères" }).max(120),
  ar: z.string().trim().min(2, { error: "Libellé en arabe : au moins 2 caractères" }).max(120),
});

/** `POST /api/admin/registration-options/addons` (PUT without `code`, which never changes). */
export const addonSchema = z.object({
  code: z.string().regex(ADDON_CODE, {
    error: "Code : 2 à 40 lettres minuscules, chiffres ou tirets",
  }),
  label,
  price,
  capacity: z
    .number()
    .int({ error: "Capacité : un nombre entier de places" })
    .min(1, { error: "Capacité : au moins 1 place" })
    .max(100_000)
    .nullable()
    .optional(),
  salesEndAt: z.iso
    .datetime({ offset: true, error: "Fin des ventes : une date et une heure ISO" })
    .nullable()
    .optional(),
  types: participationTypes.optional(),
  closed: z.boolean().optional(),
});
export const addonUpdateSchema = addonSchema.omit({ code: true });
export type AddonInput = z.output<typeof addonSchema>;
export type AddonUpdate = z.output<typeof addonUpdateSchema>;

/** `POST /api/admin/promo-codes`: a percentage or an amount off, never both. */
export const promoCodeSchema = z
  .object({
    code: z.string().trim().regex(PROMO_CODE, {
      error: "Code : 3 à 32 lettres, chiffres ou tirets",
    }),
    percentOff: z.number().int().min(1).max(100, { error: "Pourcentage : de 1 à 100" }).optional(),
    amountOff: price.optional(),
    maxUses: z.number().int().min(1, { error: "Utilisations : au moins 1" }).max(100_000),
    validUntil: calendarDate("Valable jusqu'au : une date AAAA-MM-JJ"),
    appliesTo: participationTypes.min(1, { error: "Au moins un type" }).optional(),
  })
  .refine((body) => (body.percentOff === undefined) !== (body.amountOff === undefined), {
    error: "Indiquez soit un pourcentage, soit un montant de réduction",
    path: ["percentOff"],
  });
export type PromoCodeInput = z.output<typeof promoCodeSchema>;

/** `PUT /api/admin/registration-options/fees`: the whole table, and the periods' dates. */
export const feeTableSchema = z.object({
  earlyBirdUntil: calendarDate("Fin du tarif préférentiel : une date AAAA-MM-JJ").nullable(),
  onSiteFrom: calendarDate("Début du tarif sur place : une date AAAA-MM-JJ").nullable(),
  fees: z
    .array(
      z.object({
        participationType: z.enum(PARTICIPATION_TYPE_VALUES),
        period: z.enum(PRICE_PERIODS),
        countryGroup: z.string().max(40).default(""),
        amount: price,
      }),
    )
    .max(500),
});
export type FeeTableInput = z.output<typeof feeTableSchema>;

/** `PUT /api/admin/registration-options/country-groups`: each group and its ISO country codes. */
export const countryGroupsSchema = z.object({
  groups: z
    .array(
      z.object({
        code: z.string().regex(ADDON_CODE, { error: "Code : 2 à 40 minuscules, chiffres, tirets" }),
        label: z
          .string()
          .trim()
          .min(2, { error: "Nom du groupe : 2 caractères au moins" })
          .max(120, { error: "Nom du groupe : 120 caractères au plus" }),
        countries: z
          .array(z.string().regex(/^[A-Z]{2}$/, { error: "Pays : un code ISO de deux lettres" }))
          .max(300),
      }),
    )
    .max(20, { error: "20 groupes au plus" })
    .refine((groups) => new Set(groups.map((group) => group.code)).size === groups.length, {
      error: "Deux groupes portent le même code",
    }),
});
export type CountryGroupsInput = z.output<typeof countryGroupsSchema>;

/** What a registration may order beside the form's fields (`POST /api/registration`). */
export const registrationOrderSchema = z.object({
  addons: z.array(z.string().max(40)).max(20).optional(),
  promoCode: z.string().trim().max(64).optional(),
  /** The token of a waiting-list offer (its mail's link): books the seat held for her. */
  offer: z.string().max(100).optional(),
});
export type RegistrationOrder = z.output<typeof registrationOrderSchema>;

/** `POST /api/waitlist`. */
export const waitlistSchema = z.object({
  email: z.email().max(254),
  addon: z.string().max(40),
  locale: z.enum(LOCALES).default("fr"),
});

/** `GET /api/registration/options`: what the public form prices and offers, at run time. */
export type RegistrationOptionsAnswer = {
  currency: string;
  period: PricePeriod;
  /** Each type's price in whole units: `price` for every country, `byGroup` where a group differs. */
  types: { code: ParticipationType; price: number; byGroup: Record<string, number> }[];
  /** ISO code → country group, for the countries in a group. */
  countries: Record<string, string>;
  addons: {
    code: string;
    label: Record<Locale, string>;
    price: number;
    capacity: number | null;
    remaining: number | null;
    /** People waiting for a seat. */
    waitlist: number;
    types: ParticipationType[];
    salesEndAt: string | null;
  }[];
};

export type OrderMessages = {
  addonUnknown: string;
  addonFull: (label: string) => string;
  addonClosed: (label: string) => string;
  addonNotForType: (label: string) => string;
  promoUnknown: string;
  promoExpired: string;
  promoUsedUp: string;
  promoNotForType: string;
  offerInvalid: string;
  waitlistNotFull: string;
};

/** The sentences of a refused order, in the delegate's language. */
export const ORDER_MESSAGES: Record<Locale, OrderMessages> = {
  fr: {
    addonUnknown: "Cette option n'existe pas.",
    addonFull: (label) =>
      `« ${label} » est complet : rien n'a été enregistré. Vous pouvez rejoindre la liste d'attente.`,
    addonClosed: (label) => `« ${label} » n'est plus en vente : rien n'a été enregistré.`,
    addonNotForType: (label) => `« ${label} » n'est pas proposé pour ce type de participation.`,
    promoUnknown: "Ce code promo n'existe pas.",
    promoExpired: "Ce code promo a expiré.",
    promoUsedUp: "Ce code promo a déjà été utilisé autant de fois que prévu.",
    promoNotForType: "Ce code promo ne s'applique pas à ce type de participation.",
    offerInvalid: "Ce lien de la liste d'attente n'est plus valable.",
    waitlistNotFull: "Cette option a encore des places : inscrivez-vous directement.",
  },
  en: {
    addonUnknown: "This option does not exist.",
    addonFull: (label) =>
      `“${label}” is full: nothing was recorded. You may join the waiting list.`,
    addonClosed: (label) => `“${label}” is no longer on sale: nothing was recorded.`,
    addonNotForType: (label) => `“${label}” is not offered for this type of participation.`,
    promoUnknown: "This promo code does not exist.",
    promoExpired: "This promo code has expired.",
    promoUsedUp: "This promo code has already been used as many times as allowed.",
    promoNotForType: "This promo code does not apply to this type of participation.",
    offerInvalid: "This waiting-list link is no longer valid.",
    waitlistNotFull: "This option still has seats: register directly.",
  },
  ar: {
    addonUnknown: "هذا الخيار غير موجود.",
    addonFull: (label) => `«${label}» مكتمل: لم يُسجَّل أي شيء. يمكنكم الانضمام إلى قائمة الانتظار.`,
    addonClosed: (label) => `«${label}» لم يعد معروضًا للبيع: لم يُسجَّل أي شيء.`,
    addonNotForType: (label) => `«${label}» غير متاح لهذا النوع من المشاركة.`,
    promoUnknown: "رمز التخفيض هذا غير موجود.",
    promoExpired: "انتهت صلاحية رمز التخفيض هذا.",
    promoUsedUp: "استُخدم رمز التخفيض هذا بالعدد المسموح به من المرات.",
    promoNotForType: "لا ينطبق رمز التخفيض هذا على هذا النوع من المشاركة.",
    offerInvalid: "رابط قائمة الانتظار هذا لم يعد صالحًا.",
    waitlistNotFull: "لا تزال في هذا الخيار أماكن: سجّلوا مباشرة.",
  },
};

/** The price period in force on a Casablanca day. */
export function pricePeriodOn(day: string, dates: PricePeriodDates): PricePeriod {
  if (dates.earlyBirdUntil && day <= dates.earlyBirdUntil) return "early_bird";
  if (dates.onSiteFrom && day >= dates.onSiteFrom) return "on_site";
  return "standard";
}

/** What a code takes off `centimes` (never below 0). */
export function discountedCentimes(
  centimes: number,
  code: { percent_off: number | null; amount_off: number | null },
): number {
  if (code.percent_off !== null) return Math.round((centimes * (100 - code.percent_off)) / 100);
  return Math.max(0, centimes - (code.amount_off ?? 0) * 100);
}
