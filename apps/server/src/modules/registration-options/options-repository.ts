import {
  type AddonInput,
  type AddonUpdate,
  type CountryGroupsInput,
  type FeeTableInput,
  PARTICIPATION_TYPE_VALUES,
  type ParticipationType,
  type PricePeriodDates,
  type PromoCodeInput,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { AddonTable, PromoCodeTable } from "../../db/schema.ts";
import { readSetting } from "../settings/settings-repository.ts";

/** The fees, groups, add-ons and promo codes as stored (decision 0075): this folder's tables. */

export type AddonRow = Selectable<AddonTable>;
export type PromoCodeRow = Selectable<PromoCodeTable>;

/** The setting holding the price periods' dates (`PricePeriodDates` as JSON). */
export const PRICE_PERIODS_SETTING = "registration_options.price_periods";

export async function readPricePeriods(db: Db): Promise<PricePeriodDates> {
  const stored = await readSetting(db, PRICE_PERIODS_SETTING);
  if (!stored) return { earlyBirdUntil: null, onSiteFrom: null };
  return JSON.parse(stored.value) as PricePeriodDates;
}

export const feeRows = (db: Db) =>
  db
    .selectFrom("registration_fees")
    .selectAll()
    .orderBy("participation_type")
    .orderBy("period")
    .orderBy("country_group")
    .execute();

/** The whole fee table replaced (the admin's one form); each type keeps its standard fee. */
export async function replaceFees(trx: Db, fees: FeeTableInput["fees"]): Promise<void> {
  await trx.deleteFrom("registration_fees").execute();
  if (fees.length === 0) return;
  await trx
    .insertInto("registration_fees")
    .values(
      fees.map((fee) => ({
        participation_type: fee.participationType,
        period: fee.period,
        country_group: fee.countryGroup,
        amount: fee.amount,
      })),
    )
    .execute();
}

/** The group of a country (ISO code), if any. */
export async function countryGroupOf(db: Db, countryCode: string): Promise<string> {
  const row = await db
    .selectFrom("country_group_members")
    .select("group_code")
    .where("country_code", "=", countryCode)
    .executeTakeFirst();
  return row?.group_code ?? "";
}

export async function countryGroups(db: Db) {
  const [groups, members] = await Promise.all([
    db.selectFrom("country_groups").selectAll().orderBy("position").execute(),
    db.selectFrom("country_group_members").selectAll().orderBy("country_code").execute(),
  ]);
  return groups.map((group) => ({
    code: group.code,
    label: group.label,
    countries: members.filter((m) => m.group_code === group.code).map((m) => m.country_code),
  }));
}

export async function replaceCountryGroups(trx: Db, input: CountryGroupsInput): Promise<void> {
  await trx.deleteFrom("country_group_members").execute();
  await trx.deleteFrom("country_groups").execute();
  for (const [position, group] of input.groups.entries()) {
    await trx
      .insertInto("country_groups")
      .values({ code: group.code, label: group.label, position })
      .execute();
    if (group.countries.length > 0) {
      await trx
        .insertInto("country_group_members")
        .values(group.countries.map((code) => ({ country_code: code, group_code: group.code })))
        .onConflict((conflict) => conflict.column("country_code").doNothing())
        .execute();
    }
  }
}

/** "" (every type) or the types a row lists. */
export const typesOf = (stored: string): ParticipationType[] =>
  stored === ""
    ? [...PARTICIPATION_TYPE_VALUES]
    : (stored.split(",").filter(Boolean) as ParticipationType[]);

const storedTypes = (types: readonly string[] | undefined) =>
  !types || types.length === PARTICIPATION_TYPE_VALUES.length ? "" : types.join(",");

export const addonRows = (db: Db) => db.selectFrom("addons").selectAll().orderBy("id").execute();

export const addonById = (db: Db, id: number) =>
  db.selectFrom("addons").selectAll().where("id", "=", id).executeTakeFirst();

export const addonByCode = (db: Db, code: string) =>
  db.selectFrom("addons").selectAll().where("code", "=", code).executeTakeFirst();

/** Inserts an add-on; undefined when its code is taken. */
export async function insertAddon(db: Db, input: AddonInput, at: Date) {
  return db
    .insertInto("addons")
    .values({
      code: input.code,
      ...addonColumns(input),
      created_at: at.toISOString(),
    })
    .onConflict((conflict) => conflict.column("code").doNothing())
    .returningAll()
    .executeTakeFirst();
}

const addonColumns = (input: AddonUpdate) => ({
  label_fr: input.label.fr,
  label_en: input.label.en,
  label_ar: input.label.ar,
  price: input.price,
  capacity: input.capacity ?? null,
  sales_end_at: input.salesEndAt ? new Date(input.salesEndAt).toISOString() : null,
  types: storedTypes(input.types),
  closed: input.closed ? 1 : 0,
});

/**
 * Changes an add-on; its capacity never below the seats sold and held (the check constraint
 * refuses it too): answers the row, or "below_sold".
 */
export async function updateAddon(db: Db, id: number, input: AddonUpdate) {
  return db
    .updateTable("addons")
    .set(addonColumns(input))
    .where("id", "=", id)
    .where((eb) =>
      input.capacity == null
        ? eb.lit(true)
        : eb(eb("sold", "+", eb.ref("held")), "<=", input.capacity),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Whether a registration ever took it: a sold add-on is closed, never deleted. */
export async function wasSold(db: Db, addonId: number): Promise<boolean> {
  const row = await db
    .selectFrom("registration_addons")
    .select("addon_id")
    .where("addon_id", "=", addonId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const deleteAddon = (db: Db, id: number) =>
  db.deleteFrom("addons").where("id", "=", id).executeTakeFirst();

/** How many wait for a seat of each add-on. */
export async function waitingCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("waitlist_entries")
    .select((eb) => ["addon_id", eb.fn.countAll<number>().as("waiting")])
    .where("status", "=", "waiting")
    .groupBy("addon_id")
    .execute();
  return new Map(rows.map((row) => [row.addon_id, Number(row.waiting)]));
}

/** Inserts a promo code (upper case); undefined when it exists already. */
export async function insertPromoCode(db: Db, input: PromoCodeInput, at: Date) {
  return db
    .insertInto("promo_codes")
    .values({
      code: input.code.toUpperCase(),
      percent_off: input.percentOff ?? null,
      amount_off: input.amountOff ?? null,
      max_uses: input.maxUses,
      valid_until: input.validUntil,
      applies_to: storedTypes(input.appliesTo),
      created_at: at.toISOString(),
    })
    .onConflict((conflict) => conflict.column("code").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export const promoCodeRows = (db: Db) =>
  db.selectFrom("promo_codes").selectAll().orderBy("id", "desc").execute();

export const promoCodeByCode = (db: Db, code: string) =>
  db
    .selectFrom("promo_codes")
    .selectAll()
    .where("code", "=", code.toUpperCase())
    .executeTakeFirst();

/** One use taken, unless all are (compare-and-set: exact under concurrency on both databases). */
export async function takePromoUse(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("promo_codes")
    .set((eb) => ({ uses: eb("uses", "+", 1) }))
    .where("id", "=", id)
    .where((eb) => eb("uses", "<", eb.ref("max_uses")))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
