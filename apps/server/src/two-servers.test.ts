import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newReference } from "./modules/references/new-reference.ts";
import { INVALID_CREDENTIALS_MESSAGE } from "./modules/staff/auth-routes.ts";
import { tooManyAttemptsMessage } from "./modules/staff/sign-in-messages.ts";
import { queueEvent } from "./modules/webhooks/webhook-events.ts";
import { insertWebhook } from "./modules/webhooks/webhook-repository.ts";
import { WebhookSecrets } from "./modules/webhooks/webhook-secrets.ts";
import { gaplessInvoices } from "./testing/numbered-invoices.ts";
import { insertRegistrationRows } from "./testing/registration-rows.ts";
import { onePageSite, spawnServer } from "./testing/server-process.ts";
import { type SmtpTestServer, startSmtpTestServer } from "./testing/smtp-test-server.ts";
import { storedRow } from "./testing/stored-rows.ts";
import { DATABASE_ENGINES, type TestDatabase } from "./testing/test-databases.ts";
import { toldDecisions } from "./testing/told-decisions.ts";
import { multipartBody, pdfBytes } from "./testing/upload-samples.ts";
import { startWebhookReceiver } from "./testing/webhook-receiver.ts";

const ADMIN_EMAIL = "direction@example.ma";
const ADMIN_PASSWORD = "mot-de-passe-du-congres";
/** One TWO_FACTOR_KEY for both servers, as production sets it: either opens what the other sealed. */
const SITE_KEY = randomBytes(32).toString("base64");
const TOO_MANY_WRITES =
  /^Trop d'envois depuis votre connexion\. Pour protéger le site, les envois sont limités : veuillez réessayer dans \d+ secondes\.$/;

type Server = { origin: string };
type Answer = { status: number; body: { message?: string; reference?: string }; cookies: string[] };

/** Polls `check` until it answers something, or fails past `deadlineMs`. */
async function within<T>(deadlineMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const until = performance.now() + deadlineMs;
  for (;;) {
    const outcome = await check();
    if (outcome !== undefined) return outcome;
    if (performance.now() > until) throw new Error(`not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Two servers as production runs them behind nginx: `src/main.ts` in two processes on one
 * PostgreSQL database (migrated by whichever starts first), each with its mail worker on the same
 * SMTP relay and the same webhooks' queue, trusting the proxy on loopback for the client's address
 * (TRUST_PROXY).
 */
describe("two servers on one PostgreSQL", () => {
  let database: TestDatabase;
  let smtp: SmtpTestServer;
  let dataDir: string;
  const servers: Server[] = [];
  /** Every process spawned, listening or not: all are stopped at the end. */
  const children: ChildProcess[] = [];

  function startServer(connectionString: string, name: string): Promise<Server> {
    return new Promise((resolve, reject) => {
      const child = spawnServer(
        {
          DATA_DIR: join(dataDir, name),
          TWO_FACTOR_KEY: SITE_KEY,
          WEB_ROOT: join(dataDir, "site"),
          DATABASE_URL: connectionString,
          SMTP_URL: smtp.url,
          TRUST_PROXY: "loopback",
          RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "10",
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
          WEBHOOK_ALLOWED_ADDRESSES: "127.0.0.1",
          // The 500 events of the webhooks' test drain at once, not at a site's gentle pace.
          WEBHOOK_DELIVERIES_PER_SECOND: "1000",
        },
        (entry) => {
          const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(entry.msg);
          if (listening?.[1]) resolve({ origin: listening[1] });
        },
      );
      children.push(child);
      child.once("exit", (code) => reject(new Error(`server ${name} stopped (${code})`)));
    });
  }

  /** A browser's write: the CSRF cookie first, then the JSON, from `client` through the proxy. */
  async function post(
    server: Server,
    path: string,
    body: unknown,
    client: string,
    session?: { cookie: string; token: string },
    method = "POST",
  ): Promise<Answer> {
    let cookie = session?.cookie;
    let token = session?.token;
    if (!session) {
      const csrf = await fetch(`${server.origin}/sanctum/csrf-cookie`);
      const pair = csrf.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      cookie = pair;
      token = pair.slice(pair.indexOf("=") + 1);
    }
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": client,
        cookie: cookie ?? "",
        "x-xsrf-token": token ?? "",
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as Answer["body"],
      cookies: response.headers.getSetCookie().map((line) => line.split(";")[0] ?? ""),
    };
  }

  beforeAll(async () => {
    const postgres = DATABASE_ENGINES.find(({ engine }) => engine === "PostgreSQL");
    if (!postgres) throw new Error("no PostgreSQL engine");
    database = await postgres.create();
    if (database.config.kind !== "postgres") throw new Error("not PostgreSQL");
    smtp = await startSmtpTestServer();
    dataDir = mkdtempSync(join(tmpdir(), "congres-two-servers-"));
    onePageSite(dataDir);
    // Started together, as after a deployment: one migrates and creates the admin, the other waits.
    const { connectionString } = database.config;
    servers.push(
      ...(await Promise.all([
        startServer(connectionString, "a"),
        startServer(connectionString, "b"),
      ])),
    );
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
    await smtp?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const serverFor = (n: number) => {
    const server = servers[n % 2];
    if (!server) throw new Error("server not started");
    return server;
  };

  it("lets 10 contact messages a minute through from one address, whichever server takes them", async () => {
    const messageOf = (n: number) => `Message numéro ${n} envoyé au serveur ${n % 2 ? "B" : "A"}.`;
    const answers: Answer[] = [];
    for (let n = 0; n < 14; n++) {
      const contact = { ...validContact(), message: messageOf(n) };
      answers.push(await post(serverFor(n), "/api/contact", contact, "203.0.113.50"));
    }
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer.body.message).toMatch(TOO_MANY_WRITES);
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const stored = await database.db.selectFrom("contact_messages").select("message").execute();
    expect(stored.map((row) => row.message).sort()).toEqual(
      Array.from({ length: 10 }, (_, n) => messageOf(n)).sort(),
    );
    // Another address still writes: the limit is the address's, not the site's.
    expect((await post(serverFor(1), "/api/contact", validContact(), "203.0.113.51")).status).toBe(
      201,
    );
  });

  it("delivers each registration's confirmation once, although both servers run the outbox", async () => {
    const emails = Array.from({ length: 6 }, (_, n) => `delegue.${n}@example.ma`);
    const references: string[] = [];
    for (const [n, email] of emails.entries()) {
      const answer = await post(
        serverFor(n),
        "/api/registration",
        { ...validRegistration(), email },
        `198.51.100.${n + 1}`,
      );
      expect(answer.status).toBe(201);
      references.push(answer.body.reference ?? "");
    }
    const outbox = () => database.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    const rows = await within(15_000, async () => {
      const all = await outbox();
      return all.every((row) => row.status === "sent") ? all : undefined;
    });
    expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 1));
    expect(smtp.received).toHaveLength(rows.length);
    for (const [n, email] of emails.entries()) {
      const confirmations = smtp.received.filter((mail) => mail.envelopeTo.includes(email));
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]?.text).toContain(references[n]);
    }
  });

  it("refuses a sixth wrong password, the attempts alternating between the servers", async () => {
    const statuses: Answer[] = [];
    for (let n = 0; n < 7; n++) {
      const login = { email: ADMIN_EMAIL, password: `pas-le-bon-${n}` };
      statuses.push(await post(serverFor(n), "/api/login", login, "192.0.2.77"));
    }
    expect(statuses.slice(0, 5).map((answer) => answer.body.message)).toEqual(
      Array(5).fill(INVALID_CREDENTIALS_MESSAGE),
    );
    expect(statuses.slice(5).map((answer) => [answer.status, answer.body.message])).toEqual([
      [429, tooManyAttemptsMessage(15 * 60)],
      [429, tooManyAttemptsMessage(15 * 60)],
    ]);
    const attempts = await database.db.selectFrom("login_attempts").select("id").execute();
    expect(attempts).toHaveLength(5);
  });

  it("enforces on one server, within 2 s, a closing time set on the other", async () => {
    const [serverA, serverB] = [serverFor(0), serverFor(1)];
    const signIn = await post(
      serverA,
      "/api/login",
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      "192.0.2.90",
    );
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookies.join("; ");
    const token = signIn.cookies.find((pair) => pair.startsWith("XSRF-TOKEN="))?.slice(11) ?? "";
    // B reads the registrations' closing time now (open): its copy is the one it must not trust long.
    let client = 0;
    const emptyRegistration = () => post(serverB, "/api/registration", {}, `100.64.0.${++client}`);
    expect((await emptyRegistration()).status).toBe(422);

    const closesAt = new Date(Date.now() - 60_000).toISOString();
    const set = await post(
      serverA,
      "/api/admin/deadlines/registration",
      { closesAt },
      "192.0.2.90",
      { cookie, token },
      "PUT",
    );
    expect(set.status).toBe(200);
    const setAt = performance.now();
    const refused = await within(2_000, async () => {
      const answer = await emptyRegistration();
      return answer.status === 403 ? answer : undefined;
    });
    expect(performance.now() - setAt).toBeLessThan(2_000);
    expect(refused.body.message).toMatch(/^Les inscriptions sont closes depuis le /);
  });

  it("numbers 200 simultaneous invoices across the two processes 1…200, without gap or duplicate", async () => {
    const invoices = 200;
    const signIn = await post(
      serverFor(0),
      "/api/login",
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      "192.0.2.91",
    );
    expect(signIn.status).toBe(200);
    const session = {
      cookie: signIn.cookies.join("; "),
      token: signIn.cookies.find((pair) => pair.startsWith("XSRF-TOKEN="))?.slice(11) ?? "",
    };
    const ids = await insertRegistrationRows(
      database.db,
      Array.from({ length: invoices }, () => ({
        reference: newReference("CPSS"),
        payment_status: "payee" as const,
      })),
    );
    const answers = await Promise.all(
      ids.map((id, n) =>
        post(
          serverFor(n),
          `/api/admin/registrations/${id}/invoice`,
          { buyer: { name: `Acheteur ${n}`, address: "1 rue de la Liberté, Casablanca" } },
          "192.0.2.91",
          session,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 201));
    const rows = await gaplessInvoices(database.db, invoices);
    expect(new Set(rows.map((row) => row.registration_id))).toEqual(new Set(ids));
    const counters = await database.db
      .selectFrom("invoice_counters")
      .select("last_number")
      .where("series", "=", "F")
      .execute();
    expect(counters).toEqual([{ last_number: invoices }]);
  });

  it("delivers 500 webhook events once each, both servers' workers taking from one queue", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const events = 500;
      const at = new Date();
      await database.db.transaction().execute(async (trx) => {
        const webhook = await insertWebhook(trx, {
          url: receiver.url,
          events: ["payment.recorded"],
          sealedSecret: (id) =>
            new WebhookSecrets(SITE_KEY).seal("whsec_deux-serveurs-une-file", id),
          at,
          by: ADMIN_EMAIL,
        });
        for (let n = 0; n < events; n++) {
          await queueEvent(trx, "payment.recorded", { n }, [webhook.id], at);
        }
      });
      const rows = await within(20_000, async () => {
        const all = await database.db
          .selectFrom("webhook_deliveries")
          .select(["status", "attempts"])
          .execute();
        return all.every((row) => row.status === "sent") ? all : undefined;
      });
      expect(rows).toHaveLength(events);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      expect(receiver.received).toHaveLength(events);
      const numbers = receiver.received.map((request) => JSON.parse(request.body).data.n as number);
      expect(new Set(numbers).size).toBe(events);
    } finally {
      await receiver.stop();
    }
  });

  it("serves through one server the poster uploaded through the other", async () => {
    const [serverA, serverB] = [serverFor(0), serverFor(1)];
    const email = "affiche@example.sn";
    const sent = await post(
      serverA,
      "/api/submission",
      { ...validSubmission(), email },
      "198.51.100.80",
    );
    expect(sent.status).toBe(201);
    const submission = await storedRow(
      database.db,
      "submissions",
      { reference: sent.body.reference ?? "" },
      ["id"],
    );
    await toldDecisions(database.db, "acceptee_poster", [{ id: submission.id, email }]);

    // Her sign-in link, asked on A and mailed by whichever server's worker takes it.
    expect((await post(serverA, "/api/space/link", { email }, "198.51.100.81")).status).toBe(202);
    const link = await within(15_000, async () => {
      const texts = smtp.received.filter((one) => one.envelopeTo.includes(email));
      return texts
        .map((one) => /mon-espace#([A-Za-z0-9_-]{20,})/.exec(one.text ?? "")?.[1])
        .find(Boolean);
    });
    const opened = await post(serverA, "/api/space/session", { token: link }, "198.51.100.81");
    expect(opened.status).toBe(200);
    const space = opened.cookies.find((pair) => pair.startsWith("congres_space=")) ?? "";
    const csrf = await fetch(`${serverA.origin}/sanctum/csrf-cookie`, {
      headers: { cookie: space },
    });
    const xsrf = csrf.headers.getSetCookie()[0]?.split(";")[0] ?? "";

    const poster = pdfBytes(3 * 1024 * 1024);
    const body = multipartBody("poster", { name: "Affiche.pdf", bytes: poster });
    const uploaded = await fetch(`${serverA.origin}/api/space/submissions/${submission.id}/files`, {
      method: "POST",
      headers: {
        ...body.headers,
        cookie: `${space}; ${xsrf}`,
        "x-xsrf-token": xsrf.slice(xsrf.indexOf("=") + 1),
      },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };

    const download = await fetch(
      `${serverB.origin}/api/space/submissions/${submission.id}/files/${id}`,
      { headers: { cookie: space } },
    );
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
    expect(sha256(bytes)).toBe(sha256(poster));
  });
});
