import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDatabase } from "../../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../../apps/server/src/db/migrate.ts";

const STATUSES = ["en_attente", "payee", "exoneree", "annulee"] as const;
const TYPES = ["professionnel", "sexologue", "etudiant", "chercheur", "autre"] as const;

/** `count` registrations with varied payment states and types, as the table stores them. */
export function registrationRows(count: number) {
  return Array.from({ length: count }, (_, n) => {
    const participation_type = TYPES[n % TYPES.length] ?? "autre";
    const due = participation_type === "etudiant" ? 50_000 : 100_000;
    const payment_status = STATUSES[n % 7 === 0 ? 1 : n % 11 === 0 ? 3 : 0] ?? "en_attente";
    return {
      reference: `CPSS-B${String(n).padStart(6, "0")}`,
      first_name: `Prénom${n}`,
      last_name: `Nom${n}`,
      email: `delegue${n}@example.ma`,
      phone: "+212 600 000 000",
      title: "dr",
      specialty: "Sexologie",
      institution: `CHU ${n % 40}`,
      address: "1 rue des Hôpitaux",
      city: "Casablanca",
      country: "Maroc",
      participation_type,
      accommodation_needed: 0,
      dietary_restrictions: "",
      emergency_contact: "Contact",
      emergency_phone: "+212 600 000 001",
      terms_accepted: 1,
      created_at: new Date(Date.UTC(2025, 5, 1) + n * 60_000).toISOString(),
      amount_due_centimes: due,
      payment_status,
      amount_received_centimes: payment_status === "payee" ? due : n % 5 === 0 ? 20_000 : 0,
    };
  });
}

/** Writes `rows` into a migrated database, 500 to a statement, in one transaction. */
export async function insertRegistrations(
  db: Db,
  rows: ReturnType<typeof registrationRows>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto("registrations")
        .values(rows.slice(start, start + 500))
        .execute();
    }
  });
}

/**
 * A DATA_DIR whose SQLite database holds `count` registrations with varied payment states,
 * written with the server's own migrations (seeding through the API would take minutes).
 */
export async function seedRegistrations(count: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-payments-"));
  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
  await migrateToLatest(db);
  await insertRegistrations(db, registrationRows(count));
  await db.destroy();
  return dataDir;
}

/** A signed-in admin's requests: session cookie, and the CSRF token bound to it for writes. */
/** A cookie's value as a response sets it ("" when it does not). */
export const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? "";

export async function adminClient(url: string, email: string, password: string) {
  const visitorToken = cookieOf(await fetch(`${url}/sanctum/csrf-cookie`), "XSRF-TOKEN");
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${visitorToken}`,
      "x-xsrf-token": visitorToken,
    },
    body: JSON.stringify({ email, password }),
  });
  const session = cookieOf(login, "congres_session");
  if (!session) throw new Error(`sign-in failed: HTTP ${login.status}`);
  const token = cookieOf(
    await fetch(`${url}/sanctum/csrf-cookie`, {
      headers: { cookie: `congres_session=${session}` },
    }),
    "XSRF-TOKEN",
  );
  const cookie = `congres_session=${session}; XSRF-TOKEN=${token}`;
  return {
    get: (path: string) => fetch(`${url}${path}`, { headers: { cookie } }),
    post: (path: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method: "POST",
        headers: {
          cookie,
          "x-xsrf-token": token,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** The 95th percentile of `samples` (milliseconds). */
export function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status} from a measured call`);
  return performance.now() - started;
}

const WARM_UP_CALLS = 10;

/**
 * Times `times` rounds of the given calls, interleaved (call A, call B, A, B…) so that both see
 * the same machine noise, after warm-up rounds; each call must answer 2xx.
 */
export async function timeCalls(
  times: number,
  ...calls: (() => Promise<Response>)[]
): Promise<number[][]> {
  const samples = calls.map(() => [] as number[]);
  for (let round = -WARM_UP_CALLS; round < times; round++) {
    for (const [index, call] of calls.entries()) {
      const elapsed = await timed(call);
      if (round >= 0) samples[index]?.push(elapsed);
    }
  }
  return samples;
}
