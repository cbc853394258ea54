import {
  countryFormValue,
  discountedCentimes,
  type Locale,
  ORDER_MESSAGES,
  pricePeriodOn,
  type RegistrationOrder,
  zonedDay,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { hashOfferToken } from "./offer-tokens.ts";
import {
  type AddonRow,
  addonByCode,
  countryGroupOf,
  feeRows,
  promoCodeByCode,
  readPricePeriods,
  takePromoUse,
  typesOf,
} from "./options-repository.ts";
import { takeHeldSeat, takeSeat } from "./seats.ts";
import { endOffer, openOffer } from "./waitlist-repository.ts";

/**
 * An order refused: 409 (an add-on full or no longer sold, an offer no longer valid) or 422 on a
 * field (`addons`, `promoCode`), with a sentence in the delegate's language. Thrown inside the
 * registration's transaction, so that nothing of it is stored.
 */
export class OrderRefused extends Error {
  constructor(
    readonly status: 409 | 422,
    message: string,
    readonly field?: "addons" | "promoCode",
  ) {
    super(message);
  }
}

export type PricedOrder = {
  amountDueCentimes: number;
  /** The code used, upper case, or null. */
  promoCode: string | null;
  /** A code brought the amount to 0: the registration is waived, the code its reason. */
  waived: boolean;
  addons: { addonId: number; priceCentimes: number }[];
};

export type OrderRequest = {
  participationType: string;
  /** As stored: the French name (decision 0036). */
  country: string;
  order: RegistrationOrder;
  at: Date;
  timeZone: string;
  locale: Locale;
};

type FeeRow = Awaited<ReturnType<typeof feeRows>>[number];

/** A type's fee, in whole units: its group's in the period, else every country's, else the standard period's. */
export function pickFee(fees: readonly FeeRow[], type: string, period: string, group: string) {
  const find = (p: string, g: string) =>
    fees.find(
      (fee) => fee.participation_type === type && fee.period === p && fee.country_group === g,
    );
  const fee =
    (group ? find(period, group) : undefined) ??
    find(period, "") ??
    (group ? find("standard", group) : undefined) ??
    find("standard", "");
  if (!fee) throw new Error(`no standard fee for ${type}`);
  return fee.amount;
}

/** The price period in force at `at`. */
export async function periodAt(db: Db, at: Date, timeZone: string) {
  return pricePeriodOn(zonedDay(at, timeZone), await readPricePeriods(db));
}

async function feeOf(db: Db, request: OrderRequest): Promise<number> {
  const [fees, period, group] = await Promise.all([
    feeRows(db),
    periodAt(db, request.at, request.timeZone),
    countryGroupOf(db, countryFormValue(request.country)),
  ]);
  return pickFee(fees, request.participationType, period, group);
}

/** The add-ons asked, once each, in a fixed order (PostgreSQL takes their rows' locks in it). */
const askedCodes = (order: RegistrationOrder) => [...new Set(order.addons ?? [])].sort();

async function takeAddon(trx: Db, addon: AddonRow, request: OrderRequest, heldFor: number | null) {
  const words = ORDER_MESSAGES[request.locale];
  const label = { fr: addon.label_fr, en: addon.label_en, ar: addon.label_ar }[request.locale];
  if (!typesOf(addon.types).includes(request.participationType as never)) {
    throw new OrderRefused(422, words.addonNotForType(label), "addons");
  }
  if (heldFor !== null) {
    if (!(await endOffer(trx, heldFor, "booked")) || !(await takeHeldSeat(trx, addon.id))) {
      throw new OrderRefused(409, words.offerInvalid);
    }
    return;
  }
  const salesEnded = addon.sales_end_at !== null && addon.sales_end_at <= request.at.toISOString();
  if (addon.closed === 1 || salesEnded) throw new OrderRefused(409, words.addonClosed(label));
  if (!(await takeSeat(trx, addon.id))) throw new OrderRefused(409, words.addonFull(label));
}

/**
 * What a new registration owes, computed once in its transaction (decision 0075): the fee of its
 * type in the period and for its country's group, its add-ons (each seat taken), less its promo
 * code (one use taken). Throws OrderRefused; the transaction then stores nothing.
 */
export async function priceOrder(trx: Db, request: OrderRequest): Promise<PricedOrder> {
  const words = ORDER_MESSAGES[request.locale];
  const fee = await feeOf(trx, request);
  const offer = request.order.offer
    ? await openOffer(trx, hashOfferToken(request.order.offer), request.at)
    : undefined;
  if (request.order.offer && !offer) throw new OrderRefused(409, words.offerInvalid);
  const addons: PricedOrder["addons"] = [];
  for (const code of askedCodes(request.order)) {
    const addon = await addonByCode(trx, code);
    if (!addon) throw new OrderRefused(422, words.addonUnknown, "addons");
    await takeAddon(trx, addon, request, offer?.addon_id === addon.id ? offer.id : null);
    addons.push({ addonId: addon.id, priceCentimes: addon.price * 100 });
  }
  if (offer && !addons.some((addon) => addon.addonId === offer.addon_id)) {
    throw new OrderRefused(409, words.offerInvalid);
  }
  const total = fee * 100 + addons.reduce((sum, addon) => sum + addon.priceCentimes, 0);
  const typed = request.order.promoCode ?? "";
  if (typed === "") return { amountDueCentimes: total, promoCode: null, waived: false, addons };
  const code = await promoCodeByCode(trx, typed);
  if (!code) throw new OrderRefused(422, words.promoUnknown, "promoCode");
  if (zonedDay(request.at, request.timeZone) > code.valid_until) {
    throw new OrderRefused(422, words.promoExpired, "promoCode");
  }
  if (!typesOf(code.applies_to).includes(request.participationType as never)) {
    throw new OrderRefused(422, words.promoNotForType, "promoCode");
  }
  if (!(await takePromoUse(trx, code.id)))
    throw new OrderRefused(422, words.promoUsedUp, "promoCode");
  const amountDueCentimes = discountedCentimes(total, code);
  return { amountDueCentimes, promoCode: code.code, waived: amountDueCentimes === 0, addons };
}
