import {
  type AddonInput,
  type AddonUpdate,
  type AuditAction,
  type CountryGroupsInput,
  type FeeTableInput,
  PARTICIPATION_TYPE_VALUES,
  type PromoCodeInput,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type ActedAt, auditBy } from "../../services/audit/audit-repository.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { writeSettingIn } from "../settings/settings-repository.ts";
import {
  type AddonRow,
  addonByCode,
  deleteAddon,
  insertAddon,
  insertPromoCode,
  PRICE_PERIODS_SETTING,
  replaceCountryGroups,
  replaceFees,
  updateAddon,
  wasSold,
} from "./options-repository.ts";
import { holdFreeSeat } from "./seats.ts";
import { offerFreedSeat } from "./waitlist-offers.ts";
import { reorderWaitlist } from "./waitlist-repository.ts";

/**
 * « Tarifs et options » (issue #40, decision 0075): each change by an admin, in one transaction
 * with its Journal line. Later changes never reprice a registration: its amount was stored.
 */

export type StaffChange = ActedAt;

export type AdminOutcome<T> =
  | { kind: "done"; value: T }
  | { kind: "not_found" }
  | { kind: "refused"; status: 409 | 422; message: string };

const audit = (
  trx: Db,
  change: StaffChange,
  action: AuditAction,
  reference: string,
  changes = {},
) => auditBy(trx, change, action, { type: "registration_options", id: null, reference }, changes);

/** The fee table and the periods' dates, replaced; every type keeps a standard fee for every country. */
export async function saveFees(
  db: Db,
  input: FeeTableInput,
  change: StaffChange,
): Promise<AdminOutcome<null>> {
  const missing = PARTICIPATION_TYPE_VALUES.filter(
    (type) =>
      !input.fees.some(
        (fee) =>
          fee.participationType === type && fee.period === "standard" && fee.countryGroup === "",
      ),
  );
  if (missing.length > 0) {
    return {
      kind: "refused",
      status: 422,
      message: `Chaque type garde un tarif standard pour tous les pays (manque : ${missing.join(", ")})`,
    };
  }
  return db.transaction().execute(async (trx) => {
    await replaceFees(trx, input.fees);
    await writeSettingIn(trx, {
      key: PRICE_PERIODS_SETTING,
      field: "price_periods",
      value: JSON.stringify({ earlyBirdUntil: input.earlyBirdUntil, onSiteFrom: input.onSiteFrom }),
      actor: change.actor,
      at: change.at,
    });
    await audit(trx, change, "registration_options.fees", "fees", {
      fees: [null, input.fees.length],
    });
    return { kind: "done", value: null };
  });
}

export async function saveCountryGroups(db: Db, input: CountryGroupsInput, change: StaffChange) {
  await db.transaction().execute(async (trx) => {
    await replaceCountryGroups(trx, input);
    await audit(trx, change, "registration_options.country_groups", "country_groups", {
      groups: [null, input.groups.map((group) => group.code).join(", ")],
    });
  });
}

export async function createAddon(
  db: Db,
  input: AddonInput,
  change: StaffChange,
): Promise<AdminOutcome<AddonRow>> {
  return db.transaction().execute(async (trx) => {
    const row = await insertAddon(trx, input, change.at);
    if (!row) {
      return {
        kind: "refused",
        status: 409,
        message: `Une option porte déjà le code ${input.code}`,
      };
    }
    await audit(trx, change, "registration_options.addon.create", input.code, {
      price: [null, input.price],
      capacity: [null, input.capacity ?? null],
    });
    return { kind: "done", value: row };
  });
}

/**
 * Changes an add-on. A capacity raised frees seats: each goes to the next on its waiting list.
 * A capacity below the seats sold and held is refused.
 */
export async function changeAddon(
  db: Db,
  code: string,
  input: AddonUpdate,
  change: StaffChange & { mail: MailService },
): Promise<AdminOutcome<AddonRow>> {
  const outcome = await db.transaction().execute(async (trx): Promise<AdminOutcome<AddonRow>> => {
    const before = await addonByCode(trx, code);
    if (!before) return { kind: "not_found" };
    const row = await updateAddon(trx, before.id, input);
    if (!row) {
      return {
        kind: "refused",
        status: 409,
        message: `La capacité ne peut descendre sous les places vendues ou réservées (${before.sold + before.held})`,
      };
    }
    await audit(trx, change, "registration_options.addon.update", code, {
      price: [before.price, row.price],
      capacity: [before.capacity, row.capacity],
      closed: [before.closed, row.closed],
    });
    const free = row.capacity === null ? 0 : row.capacity - row.sold - row.held;
    for (let seat = 0; seat < free; seat++) {
      if (!(await offerFreedSeat(trx, row, change.at, change.mail, false))) break;
      await holdFreeSeat(trx, row.id);
    }
    return { kind: "done", value: row };
  });
  if (outcome.kind === "done") change.mail.queued();
  return outcome;
}

/** Deletes an add-on nobody ever took; a sold one is only closed (409 says so). */
export async function removeAddon(
  db: Db,
  code: string,
  change: StaffChange,
): Promise<AdminOutcome<null>> {
  return db.transaction().execute(async (trx): Promise<AdminOutcome<null>> => {
    const row = await addonByCode(trx, code);
    if (!row) return { kind: "not_found" };
    if (await wasSold(trx, row.id)) {
      return {
        kind: "refused",
        status: 409,
        message: "Cette option a été vendue : elle ne peut être que fermée, pas supprimée",
      };
    }
    await deleteAddon(trx, row.id);
    await audit(trx, change, "registration_options.addon.delete", code);
    return { kind: "done", value: null };
  });
}

export async function createPromoCode(db: Db, input: PromoCodeInput, change: StaffChange) {
  return db.transaction().execute(async (trx) => {
    const row = await insertPromoCode(trx, input, change.at);
    if (!row) return undefined;
    await audit(trx, change, "registration_options.promo_code.create", row.code, {
      max_uses: [null, row.max_uses],
      valid_until: [null, row.valid_until],
    });
    return row;
  });
}

export async function orderWaitlist(
  db: Db,
  code: string,
  ids: readonly number[],
  change: StaffChange,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const addon = await addonByCode(trx, code);
    if (!addon) return false;
    await reorderWaitlist(trx, addon.id, ids);
    await audit(trx, change, "registration_options.waitlist.order", code, {
      order: [null, ids.join(", ")],
    });
    return true;
  });
}
