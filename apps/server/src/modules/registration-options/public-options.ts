import { PARTICIPATION_TYPE_VALUES, type RegistrationOptionsAnswer } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { addonRows, countryGroups, feeRows, typesOf, waitingCounts } from "./options-repository.ts";
import { periodAt, pickFee } from "./order-pricing.ts";

/**
 * `GET /api/registration/options` (decision 0075): what the public form prices and offers now,
 * read at run time so that the page follows the admin without a rebuild. Closed add-ons and those
 * past their sale are left out.
 */
export async function publicOptions(
  db: Db,
  at: Date,
  edition: { timeZone: string; currency: string },
): Promise<RegistrationOptionsAnswer> {
  const [fees, period, groups, addons, waiting] = await Promise.all([
    feeRows(db),
    periodAt(db, at, edition.timeZone),
    countryGroups(db),
    addonRows(db),
    waitingCounts(db),
  ]);
  const now = at.toISOString();
  return {
    currency: edition.currency,
    period,
    types: PARTICIPATION_TYPE_VALUES.map((code) => {
      const price = pickFee(fees, code, period, "");
      const byGroup: Record<string, number> = {};
      for (const group of groups) {
        const amount = pickFee(fees, code, period, group.code);
        if (amount !== price) byGroup[group.code] = amount;
      }
      return { code, price, byGroup };
    }),
    countries: Object.fromEntries(
      groups.flatMap((group) => group.countries.map((country) => [country, group.code])),
    ),
    addons: addons
      .filter(
        (addon) => addon.closed === 0 && (addon.sales_end_at === null || addon.sales_end_at > now),
      )
      .map((addon) => ({
        code: addon.code,
        label: { fr: addon.label_fr, en: addon.label_en, ar: addon.label_ar },
        price: addon.price,
        capacity: addon.capacity,
        remaining:
          addon.capacity === null ? null : Math.max(0, addon.capacity - addon.sold - addon.held),
        waitlist: waiting.get(addon.id) ?? 0,
        types: typesOf(addon.types),
        salesEndAt: addon.sales_end_at,
      })),
  };
}
