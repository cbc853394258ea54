import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
// The app's decorations (`app.db`), declared beside buildApp.
import type {} from "../apps/server/src/app.ts";
import { type Db, openDatabase } from "../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { metricsRoutes } from "../apps/server/src/modules/dashboard/metrics-routes.ts";
import { hashPassword } from "../apps/server/src/modules/staff/passwords.ts";
import { createSession } from "../apps/server/src/modules/staff/session-store.ts";
import { insertUser } from "../apps/server/src/modules/staff/user-repository.ts";
import { csrfProtection } from "../apps/server/src/plugins/csrf.ts";
import { SESSION_COOKIE, sessionSupport } from "../apps/server/src/plugins/session.ts";
import { staffRoles } from "../apps/server/src/plugins/staff-roles.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";

/**
 * The app's request path up to an admin route, as `app.ts` registers it (cookies, session
 * guard, CSRF, the route), with or without the staff-roles plugin between session and CSRF:
 * the only difference between the two apps is the hook measured.
 */
async function adminApp(db: Db, withRoles: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  await app.register(fastifyCookie);
  await app.register(sessionSupport);
  if (withRoles) await app.register(staffRoles);
  await app.register(csrfProtection);
  await app.register(metricsRoutes);
  await app.ready();
  return app;
}

type AdminApp = Awaited<ReturnType<typeof adminApp>>;

/**
 * CPU milliseconds per request over one batch of sequential GETs: the process's own CPU time, not
 * the wall clock, which on this shared machine mostly measures the other processes' load.
 */
async function batch(app: AdminApp, session: string, requests: number): Promise<number> {
  const start = process.cpuUsage();
  for (let n = 0; n < requests; n++) {
    const response = await app.inject({
      method: "GET",
      url: "/api/admin/metrics",
      cookies: { [SESSION_COOKIE]: session },
    });
    if (response.statusCode !== 200) throw new Error(`metrics answered ${response.statusCode}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / requests;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const suite: BenchSuite = {
  name: "role-check",
  title: "Role check (issue #22): an admin GET with the staff-roles hook and without it",
  async run({ quick, log }) {
    const dir = mkdtempSync(join(tmpdir(), "congres-bench-roles-"));
    const db = openDatabase({ kind: "sqlite", file: join(dir, "congres.sqlite") });
    try {
      await migrateToLatest(db);
      const id = await insertUser(db, {
        name: "Secrétariat",
        email: "secretariat@example.ma",
        passwordHash: await hashPassword("mot-de-passe-du-banc"),
        role: "secretariat",
      });
      const session = await createSession(db, id);
      // A second app without the hook, measured the same way: its difference to the first
      // is the noise of the measure on this machine, the scale to read the hook's figure on.
      const apps = {
        on: await adminApp(db, true),
        off: await adminApp(db, false),
        again: await adminApp(db, false),
      };
      const names = ["on", "off", "again"] as const;
      // Many short rounds: a burst of load from the machine's other work spoils a few of them,
      // and the median of the differences leaves those out.
      const rounds = quick ? 20 : 100;
      const requests = 200;
      for (const name of names) await batch(apps[name], session, requests); // JIT, statements
      const times = { on: [] as number[], off: [] as number[], again: [] as number[] };
      for (let round = 0; round < rounds; round++) {
        // Each round in another order, so that none of the three always runs first.
        for (let k = 0; k < names.length; k++) {
          const name = names[(round + k) % names.length] as (typeof names)[number];
          times[name].push(await batch(apps[name], session, requests));
        }
      }
      for (const name of names) await apps[name].close();
      // Each round's batches ran one after the other: their difference is the least disturbed
      // by the load of the machine, which moves over seconds.
      const differenceTo = (series: number[]) =>
        median(series.map((time, round) => time - (times.off[round] ?? time)));
      const added = differenceTo(times.on);
      const noise = differenceTo(times.again);
      const perRequest = (series: number[]) => median(series).toFixed(3);
      log(
        `${perRequest(times.on)} ms with the hook, ${perRequest(times.off)} ms without; ${added.toFixed(4)} ms added, ${noise.toFixed(4)} ms between two apps without it`,
      );
      const how = `CPU time (user + system) of the process; median of ${rounds} rounds' differences, each round a batch of ${requests} requests on each app in turn (inject)`;
      const rows: BenchRow[] = [
        {
          measure: "time the hook adds to GET /api/admin/metrics (secretariat session, SQLite)",
          product: added * 1000,
          unit: "µs",
          target: "≤ 50 µs (0.05 ms) per request",
          pass: added <= 0.05,
          note: `${how}; per request ${perRequest(times.on)} ms with the hook, ${perRequest(times.off)} ms without (medians)`,
        },
        {
          measure: "the same between two apps without the hook: the measure's noise",
          product: noise * 1000,
          unit: "µs",
          target: "none (the scale of the figure above)",
          pass: true,
          note: how,
        },
      ];
      return rows;
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default suite;
