import type { CheckInRefusal, DeskReferenceList } from "@congres/shared";
import {
  DESK_REFERENCES,
  DESK_REFUSALS,
  DESK_SCANS,
  deskDatabase,
} from "../core/offline-database.ts";
import type { DeskScan } from "./desk-api.ts";

/**
 * What the desk keeps in the browser's IndexedDB (issues #25 and #36, decisions 0047 and 0058):
 * the scans it could not send, with their own time and the account that made them, until the
 * server has them; the refusals the server answered for them, until the volunteer has seen them;
 * and the day's badge references with their status, to judge a scan while the network is down.
 * Everything is per account, and all of it goes at sign-out.
 */
/** A scan kept offline, and the account that kept it: it is sent under no other. */
export type KeptScan = DeskScan & { queuedBy: number };

/** A kept scan the server refused once the network was back, shown until dismissed. */
export type KeptRefusal = KeptScan & CheckInRefusal;

/** The day's references as the desk last read them, for one account, and when. */
export type KeptReferences = DeskReferenceList & { account: number; keptAt: string };

const byTime = <T extends { scannedAt: string }>(rows: T[]) =>
  rows.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));

export async function keepScan(scan: KeptScan): Promise<void> {
  await (await deskDatabase()).put(DESK_SCANS, scan);
}

/** The account's kept scans, oldest first; another account's are never read for it. */
export async function keptScans(account: number): Promise<KeptScan[]> {
  const scans = (await (await deskDatabase()).getAll(DESK_SCANS)) as KeptScan[];
  return byTime(scans.filter((scan) => scan.queuedBy === account));
}

export async function keptRefusals(account: number): Promise<KeptRefusal[]> {
  const refusals = (await (await deskDatabase()).getAll(DESK_REFUSALS)) as KeptRefusal[];
  return byTime(refusals.filter((refusal) => refusal.queuedBy === account));
}

export async function dismissRefusal(scanId: string): Promise<void> {
  await (await deskDatabase()).delete(DESK_REFUSALS, scanId);
}

export async function keepReferences(
  account: number,
  list: DeskReferenceList,
): Promise<KeptReferences> {
  const kept = { ...list, account, keptAt: new Date().toISOString() };
  await (await deskDatabase()).put(DESK_REFERENCES, kept);
  return kept;
}

/** The references kept for the account on `day` (a list of another day is not judged by). */
export async function keptReferences(
  account: number,
  day: string,
): Promise<KeptReferences | undefined> {
  const kept = (await (await deskDatabase()).get(DESK_REFERENCES, account)) as
    | KeptReferences
    | undefined;
  return kept?.day === day ? kept : undefined;
}

/** How a kept scan fared: sent, refused by the server (with its answer), or still offline. */
export type SendResult =
  | { kind: "sent" }
  | { kind: "refused"; refusal: CheckInRefusal }
  | { kind: "offline" };

/**
 * Sends the account's kept scans in the order they were made, one at a time, until the network
 * fails again; a refused one is kept as a refusal, in the same transaction that forgets the scan,
 * so that none vanishes. Answers how many were sent or refused. Two flushes never run together.
 */
let flushing: Promise<number> | undefined;
export function sendKeptScans(
  account: number,
  send: (scan: KeptScan) => Promise<SendResult>,
): Promise<number> {
  flushing ??= (async () => {
    let done = 0;
    try {
      for (const scan of await keptScans(account)) {
        const result = await send(scan);
        if (result.kind === "offline") break;
        const transaction = (await deskDatabase()).transaction(
          [DESK_SCANS, DESK_REFUSALS],
          "readwrite",
        );
        if (result.kind === "refused") {
          await transaction
            .objectStore(DESK_REFUSALS)
            .put({ ...scan, ...result.refusal } satisfies KeptRefusal);
        }
        await transaction.objectStore(DESK_SCANS).delete(scan.scanId);
        await transaction.done;
        done += 1;
      }
      return done;
    } finally {
      flushing = undefined;
    }
  })();
  return flushing;
}
