import { type IDBPDatabase, openDB } from "idb";
import type { DeskScan } from "./desk-api.ts";

/**
 * The scans the desk could not send (the network dropped), kept in the browser's IndexedDB with
 * their own time until the server has them (issue #25). Each keeps its scan id, so a scan sent
 * again after a lost answer is still stored once.
 */
const DATABASE = "congres-accueil";
const STORE = "scans";

let opened: Promise<IDBPDatabase> | undefined;
const database = () => {
  opened ??= openDB(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "scanId" });
    },
  });
  return opened;
};

export async function keepScan(scan: DeskScan): Promise<void> {
  await (await database()).put(STORE, scan);
}

export async function keptScans(): Promise<DeskScan[]> {
  const scans = (await (await database()).getAll(STORE)) as DeskScan[];
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export async function forgetScan(scanId: string): Promise<void> {
  await (await database()).delete(STORE, scanId);
}

/** How a kept scan fared: sent (forget it), refused by the server (forget it), or still offline. */
export type SendResult = "sent" | "refused" | "offline";

/**
 * Sends the kept scans in the order they were made, one at a time, until the network fails
 * again; answers how many were sent or refused. Two flushes never run together.
 */
let flushing: Promise<number> | undefined;
export function sendKeptScans(send: (scan: DeskScan) => Promise<SendResult>): Promise<number> {
  flushing ??= (async () => {
    let done = 0;
    try {
      for (const scan of await keptScans()) {
        if ((await send(scan)) === "offline") break;
        await forgetScan(scan.scanId);
        done += 1;
      }
      return done;
    } finally {
      flushing = undefined;
    }
  })();
  return flushing;
}
