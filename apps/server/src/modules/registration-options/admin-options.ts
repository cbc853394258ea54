import type { Db } from "../../db/connection.ts";
import {
  type AddonRow,
  addonRows,
  countryGroups,
  feeRows,
  type PromoCodeRow,
  promoCodeRows,
  readPricePeriods,
  typesOf,
  waitingCounts,
} from "./options-repository.ts";

/** An add-on as the admin's API answers it. */
export const addonAnswer = (row: AddonRow, waiting = 0) => ({
  code: row.code,
  label: { fr: row.label_fr, en: row.label_en, ar: row.label_ar },
  price: row.price,
  capacity: row.capacity,
  sold: row.sold,
  held: row.held,
  waitlist: waiting,
  salesEndAt: row.sales_end_at,
  types: typesOf(row.types),
  closed: row.closed === 1,
});

export const promoCodeAnswer = (row: PromoCodeRow) => ({
  code: row.code,
  percentOff: row.percent_off,
  amountOff: row.amount_off,
  maxUses: row.max_uses,
  uses: row.uses,
  validUntil: row.valid_until,
  appliesTo: typesOf(row.applies_to),
});

/** « Tarifs et options »: everything the screen shows, in one answer. */
export async function adminOptions(db: Db) {
  const [fees, periods, groups, addons, waiting, promoCodes] = await Promise.all([
    feeRows(db),
    readPricePeriods(db),
    countryGroups(db),
    addonRows(db),
    waitingCounts(db),
    promoCodeRows(db),
  ]);
  return {
    ...periods,
    fees: fees.map((fee) => ({
      participationType: fee.participation_type,
      period: fee.period,
      countryGroup: fee.country_group,
      amount: fee.amount,
    })),
    groups,
    addons: addons.map((addon) => addonAnswer(addon, waiting.get(addon.id) ?? 0)),
    promoCodes: promoCodes.map(promoCodeAnswer),
  };
}
