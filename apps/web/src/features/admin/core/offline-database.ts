import { deleteDB, type IDBPDatabase, openDB } from "idb";

/**
 * The admin's IndexedDB database: the desk's scans kept offline, their refusals and the day's
 * badge references (decisions 0047 and 0058). It is opened here, below the desk, because
 * signing out (admin-session.ts) deletes it whatever screen the person is on.
 */
const DATABASE = "congres-accueil";
export const DESK_SCANS = "scans";
export const DESK_REFUSALS = "refusals";
export const DESK_REFERENCES = "references";

let opened: Promise<IDBPDatabase> | undefined;
export const deskDatabase = (): Promise<IDBPDatabase> => {
  opened ??= openDB(DATABASE, 2, {
    upgrade(db) {
      for (const [store, keyPath] of [
        [DESK_SCANS, "scanId"],
        [DESK_REFUSALS, "scanId"],
        [DESK_REFERENCES, "account"],
      ] as const) {
        if (!db.objectStoreNames.contains(store)) db.createObjectStore(store, { keyPath });
      }
    },
    // Signing out elsewhere deletes the database: let it.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opened = undefined;
    },
  });
  return opened;
};

/** Sign-out: every account's scans, refusals and references leave this browser. */
export async function forgetDeskData(): Promise<void> {
  const open = opened;
  opened = undefined;
  if (open) (await open.catch(() => undefined))?.close();
  // A tab of an older build holding the database open must not keep the person signed in here.
  await Promise.race([deleteDB(DATABASE), new Promise((done) => setTimeout(done, 3000))]);
}
