import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { RegistrationTable } from "../../db/schema.ts";
import { searchConditions } from "../../services/lists/admin-search-finders.ts";
import { NAME_COLUMNS } from "./delegate-data.ts";

/** What the check-in desk reads of a registration: no phone, address, institution or e-mail. */
const DESK_COLUMNS = [
  "id",
  "reference",
  ...NAME_COLUMNS,
  "participation_type",
  "payment_status",
  "amount_due_centimes",
  "amount_received_centimes",
] as const satisfies readonly (keyof RegistrationTable)[];

export type DeskRow = Pick<Selectable<RegistrationTable>, (typeof DESK_COLUMNS)[number]>;

/** The first registration (by id) among well-formed `references`. */
export const deskRowByReferences = (db: Db, references: string[]) =>
  db
    .selectFrom("registrations")
    .select(DESK_COLUMNS)
    .where("reference", "in", references)
    .orderBy("id")
    .executeTakeFirst();

export const findDeskRow = (db: Db, id: number) =>
  db.selectFrom("registrations").select(DESK_COLUMNS).where("id", "=", id).executeTakeFirst();

/** Every badge reference with its payment status, for the desk's judging offline. */
export const deskReferenceList = (db: Db) =>
  db.selectFrom("registrations").select(["reference", "payment_status"]).orderBy("id").execute();

/**
 * The first `limit` registrations the admin's search index finds for `q`, by last name then
 * first name; the desk then keeps those whose name or reference match.
 */
export const deskSearchCandidates = (db: Db, q: string, limit: number) =>
  db
    .selectFrom("registrations as s")
    .select(DESK_COLUMNS)
    .where((eb) => eb.and(searchConditions(db, "registrations", q)))
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy("id")
    .limit(limit)
    .execute();
