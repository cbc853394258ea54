import {
  CHECK_IN_SEARCH_LIMIT,
  CHECK_IN_UNDO_MINUTES,
  type DeskPerson,
  withReferenceDash,
  zonedDay,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { CheckInTable } from "../../db/schema.ts";
import { foldForSearch } from "../../db/search-text.ts";
import type { Actor } from "../../services/audit/audit-repository.ts";
import { referencesIn } from "../references/reference-finder.ts";
import { titledName } from "../registrations/delegate-data.ts";
import { attendingOn } from "../registrations/registration-attendance.ts";
import {
  type DeskRow,
  deskRowByReferences,
  deskSearchCandidates,
} from "../registrations/registration-desk.ts";

/** The check-in desk's rows (issue #25, decision 0047): plain functions over `check_ins`. */

/** The person as the desk shows them, named as their badge is ("Dr Youssef Alaoui"). */
export const deskPerson = (row: DeskRow): DeskPerson => ({
  id: row.id,
  reference: row.reference,
  name: titledName(row),
  participation_type: row.participation_type,
  payment_status: row.payment_status,
  amount_owed:
    row.payment_status === "en_attente"
      ? Math.max(0, row.amount_due_centimes - row.amount_received_centimes)
      : 0,
});

/**
 * The registration a typed reference or a badge's QR code names: any case, with or without the
 * dash or spaces (`cpss7kq2m`, `CPSS 7KQ2M`), or its bare code (`7kq2m`).
 */
export async function findByTypedReference(
  db: Db,
  typed: string,
  prefix: string,
): Promise<DeskRow | undefined> {
  const written = referencesIn(typed, prefix);
  const references = written.length > 0 ? written : referencesIn(`${prefix}${typed}`, prefix);
  if (references.length === 0) return undefined;
  return deskRowByReferences(db, references);
}

const CHECK_IN_COLUMNS = [
  "id",
  "registration_id",
  "day",
  "checked_in_at",
  "received_at",
  "scan_id",
  "undone_at",
  "user_id",
] as const satisfies readonly (keyof CheckInTable)[];

export type CheckInRow = Pick<Selectable<CheckInTable>, (typeof CHECK_IN_COLUMNS)[number]>;

export type CheckInOutcome =
  /** `stored`: this call wrote the row (not a retry, not another desk's scan found). */
  | { kind: "recorded"; row: CheckInRow; firstTime: boolean; stored?: true }
  | { kind: "scan_reused" };

export type CheckInRecord = {
  registrationId: number;
  scanId: string;
  /** When the badge was scanned (its own time for a scan that waited offline). */
  scannedAt: Date;
  /** The app's clock now. */
  receivedAt: Date;
  actor: Actor;
  device: string;
  timeZone: string;
};

/**
 * Stores a scan once. One statement in the common case: the insert does nothing when the scan
 * id was stored already (a retry) or the person has a live check-in that day (another scan, at
 * this desk or another); the row that stopped it is then read and answered. `first_time` is
 * true for the scan that made the day's row, retries of it included, so a retry answers as the
 * first sending did.
 */
export async function recordCheckIn(db: Db, input: CheckInRecord): Promise<CheckInOutcome> {
  const day = zonedDay(input.scannedAt, input.timeZone);
  // Twice at most: the row that stopped the insert may be undone before it is read.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto("check_ins")
      .values({
        registration_id: input.registrationId,
        day,
        checked_in_at: input.scannedAt.toISOString(),
        received_at: input.receivedAt.toISOString(),
        user_id: input.actor.id,
        actor_email: input.actor.email,
        device: input.device,
        scan_id: input.scanId,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning(CHECK_IN_COLUMNS)
      .executeTakeFirst();
    if (inserted) return { kind: "recorded", row: inserted, firstTime: true, stored: true };
    const existing = await db
      .selectFrom("check_ins")
      .select(CHECK_IN_COLUMNS)
      .where((eb) =>
        eb.or([
          eb("scan_id", "=", input.scanId),
          eb.and([
            eb("registration_id", "=", input.registrationId),
            eb("day", "=", day),
            eb("undone_at", "is", null),
          ]),
        ]),
      )
      .execute();
    const same = existing.find((row) => row.scan_id === input.scanId);
    if (same) {
      return same.registration_id === input.registrationId
        ? { kind: "recorded", row: same, firstTime: true }
        : { kind: "scan_reused" };
    }
    const live = existing.find((row) => row.undone_at === null);
    if (live) return { kind: "recorded", row: live, firstTime: false };
  }
  throw new Error("check-in neither stored nor found");
}

/** Until when the desk may undo a check-in: five minutes after the server stored it. */
export const undoDeadline = (row: Pick<CheckInRow, "received_at">) =>
  new Date(new Date(row.received_at).getTime() + CHECK_IN_UNDO_MINUTES * 60_000);

export const findCheckIn = (db: Db, id: number) =>
  db.selectFrom("check_ins").select(CHECK_IN_COLUMNS).where("id", "=", id).executeTakeFirst();

/** Marks a live check-in undone; false when another undo came first. */
export async function markCheckInUndone(db: Db, id: number, at: Date, by: Actor) {
  const undone = await db
    .updateTable("check_ins")
    .set({ undone_at: at.toISOString(), undone_by_email: by.email })
    .where("id", "=", id)
    .where("undone_at", "is", null)
    .executeTakeFirst();
  return Number(undone.numUpdatedRows) > 0;
}

/** Today's counters: people scanned, paid or waived registrations, and those of them not seen. */
export async function dayCounters(db: Db, day: string) {
  const [checkedIn, { expected, arrived }] = await Promise.all([
    db
      .selectFrom("check_ins")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("day", "=", day)
      .where("undone_at", "is", null)
      .executeTakeFirstOrThrow(),
    attendingOn(db, day),
  ]);
  return {
    checked_in: arrived,
    expected,
    not_arrived: expected - arrived,
    checked_in_unpaid: Number(checkedIn.count ?? 0) - arrived,
  };
}

export type DeskSight = { userId: number; day: string };

/** Notes that the desk account saw these people on `day` (a search's hits, a repeated scan). */
export async function noteSeen(db: Db, sight: DeskSight, registrationIds: number[]) {
  if (registrationIds.length === 0) return;
  await db
    .insertInto("desk_lookups")
    .values(
      registrationIds.map((id) => ({ user_id: sight.userId, registration_id: id, day: sight.day })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Whether the desk account checked this person in, or found or scanned them, on `day`: the only
 * people whose badge it prints or whose cash it takes (decision 0058).
 */
export async function deskHasSeen(db: Db, sight: DeskSight, registrationId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom("check_ins")
              .select("id")
              .where("registration_id", "=", registrationId)
              .where("day", "=", sight.day)
              .where("user_id", "=", sight.userId)
              .where("undone_at", "is", null),
          ),
          eb.exists(
            eb
              .selectFrom("desk_lookups")
              .select("day")
              .where("registration_id", "=", registrationId)
              .where("day", "=", sight.day)
              .where("user_id", "=", sight.userId),
          ),
        ])
        .as("seen"),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.seen);
}

/** The registrations among `ids` with a live check-in on `day`. */
async function checkedInOn(db: Db, day: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("check_ins")
    .select("registration_id")
    .where("day", "=", day)
    .where("undone_at", "is", null)
    .where("registration_id", "in", ids)
    .execute();
  return new Set(rows.map((row) => row.registration_id));
}

/** Candidates read from the search index before keeping those whose name or reference match. */
const SEARCH_CANDIDATES = 200;

/**
 * The desk's search: at most 20 people whose name (as typed or in Latin letters) or reference
 * holds every word, without case or accents; a reference without its dash counts. The admin's
 * index finds the candidates (it also holds e-mails and institutions, which the desk must not
 * search by), then each is kept only when its name or reference matches. The people found are
 * noted as seen by the account that day (their badge may then be printed, decision 0058).
 */
export async function searchDesk(db: Db, q: string, prefix: string, sight: DeskSight) {
  const words = foldForSearch(
    q
      .split(/\s+/)
      .map((word) => withReferenceDash(word, [prefix]))
      .join(" "),
  )
    .split(" ")
    .filter(Boolean);
  const byReference = await findByTypedReference(db, q, prefix);
  const candidates = await deskSearchCandidates(db, q, SEARCH_CANDIDATES);
  const named = candidates.filter((row) => {
    const text = foldForSearch(row.first_name, row.last_name, row.latin_name, row.reference);
    return words.every((word) => text.includes(word));
  });
  const seen = new Set<number>();
  const rows = [...(byReference ? [byReference] : []), ...named]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, CHECK_IN_SEARCH_LIMIT);
  const ids = rows.map((row) => row.id);
  const [today] = await Promise.all([checkedInOn(db, sight.day, ids), noteSeen(db, sight, ids)]);
  return rows.map((row) => ({ ...deskPerson(row), checked_in_today: today.has(row.id) }));
}

/** The days each registration among `ids` was checked in, in order (`YYYY-MM-DD`). */
export async function daysAttended(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const days = new Map<number, string[]>();
  if (ids.length === 0) return days;
  const rows = await db
    .selectFrom("check_ins")
    .select(["registration_id", "day"])
    .where("registration_id", "in", ids)
    .where("undone_at", "is", null)
    .orderBy("registration_id")
    .orderBy("day")
    .execute();
  for (const row of rows) {
    const list = days.get(row.registration_id) ?? [];
    list.push(row.day);
    days.set(row.registration_id, list);
  }
  return days;
}

/** A registration's check-ins as stored, undone ones included: for the person's right of access. */
export const checkInsOf = (db: Db, registrationId: number) =>
  db
    .selectFrom("check_ins")
    .select(["day", "checked_in_at", "actor_email", "device", "undone_at", "undone_by_email"])
    .where("registration_id", "=", registrationId)
    .orderBy("id")
    .execute();
