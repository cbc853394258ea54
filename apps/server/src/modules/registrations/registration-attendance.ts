import type { CertificateRecipients } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { searchConditions } from "../../services/lists/admin-search-finders.ts";
import { type RegistrationListQuery, registrationList } from "./registration-list.ts";

/**
 * The registrations that attend, for badges, certificates and the desk's figures. The queries
 * that join the desk's `check_ins` stay whole here, in the registrations' owner, rather than
 * becoming two queries by ids (decision 0062).
 */

/** Badges and certificates are for those who paid or were waived (decision 0021). */
export const ATTENDING_STATUSES = ["payee", "exoneree"] as const;

export const isAttending = (status: string) =>
  (ATTENDING_STATUSES as readonly string[]).includes(status);

/**
 * The registrations the list shows for `query` (the same indexed search and filters) that are
 * paid or waived, by last name then first name: the order of the check-in desk's boxes.
 */
export function attendingRegistrations(db: Db, query: RegistrationListQuery) {
  const conditions = [
    ...searchConditions(db, "registrations", query.q),
    ...registrationList.conditions(query),
  ];
  return db
    .selectFrom("registrations as s")
    .selectAll()
    .where((eb) => eb.and(conditions))
    .where("payment_status", "in", ATTENDING_STATUSES)
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy("id")
    .execute();
}

/**
 * Who a certificate is for, by id: paid or waived registrations, by default only those checked
 * in at the desk at least once (issue #25); all of them when the secretariat's setting says so.
 */
export const certificateRecipients = (db: Db, recipients: CertificateRecipients) =>
  db
    .selectFrom("registrations")
    .select(["id", "reference", "first_name", "last_name", "email", "language"])
    .where("payment_status", "in", ATTENDING_STATUSES)
    .$if(recipients === "checked_in", (query) =>
      query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("check_ins")
            .select("check_ins.id")
            .whereRef("check_ins.registration_id", "=", "registrations.id")
            .where("check_ins.undone_at", "is", null),
        ),
      ),
    )
    .orderBy("id")
    .execute();

/** How many registrations attend, and how many of them have a live check-in on `day`. */
export async function attendingOn(db: Db, day: string) {
  const [expected, arrived] = await Promise.all([
    db
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("payment_status", "in", ATTENDING_STATUSES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("check_ins as c")
      .innerJoin("registrations as r", "r.id", "c.registration_id")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("c.day", "=", day)
      .where("c.undone_at", "is", null)
      .where("r.payment_status", "in", ATTENDING_STATUSES)
      .executeTakeFirstOrThrow(),
  ]);
  return { expected: Number(expected.count ?? 0), arrived: Number(arrived.count ?? 0) };
}

/** Per participation type: the registrations that attend, and those checked in at least once. */
export function attendingByType(db: Db) {
  return Promise.all([
    db
      .selectFrom("registrations")
      .select((eb) => ["participation_type", eb.fn.countAll().as("count")])
      .where("payment_status", "in", ATTENDING_STATUSES)
      .groupBy("participation_type")
      .execute(),
    db
      .selectFrom("registrations as r")
      .select((eb) => ["r.participation_type", eb.fn.count("r.id").distinct().as("count")])
      .innerJoin("check_ins as c", "c.registration_id", "r.id")
      .where("c.undone_at", "is", null)
      .where("r.payment_status", "in", ATTENDING_STATUSES)
      .groupBy("r.participation_type")
      .execute(),
  ]);
}
