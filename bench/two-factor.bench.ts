import { generate } from "otplib";
import { adminClient, cookieOf, p95 } from "./lib/payments-fixtures.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { startServer } from "./lib/server-process.ts";
import { LIFTED_RATE_LIMITS } from "./lib/write-targets.ts";

const ADMIN = { email: "bench@congres.local", password: "bench-password-123" };
const PASSWORD = "mot-de-passe-du-banc";
const WARM_UP = 5;

/** A JSON write as a browser sends it: the visitor's CSRF token, and the given cookies. */
async function post(url: string, path: string, body: unknown, cookies = "") {
  const token = cookieOf(await fetch(`${url}/sanctum/csrf-cookie`), "XSRF-TOKEN");
  return fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${token}${cookies ? `; ${cookies}` : ""}`,
      "x-xsrf-token": token,
    },
    body: JSON.stringify(body),
  });
}

/** The code one step ahead (accepted, ±1 step), so that it is never the step enrolment used. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/**
 * Issue #22 §6: a sign-in with 2FA (password, then the code: two requests) beside the
 * password-only sign-in, interleaved in the same run, each from its first request to the
 * session's answer. A code is accepted once, so each 2FA round signs in another enrolled account.
 */
const suite: BenchSuite = {
  name: "two-factor",
  title:
    "Sign-in with two-factor authentication beside the password-only sign-in (SQLite, built server)",
  run: async ({ root, quick, log }) => {
    const rounds = quick ? 10 : 40;
    const server = await startServer({ root, env: { ...LIFTED_RATE_LIMITS } });
    try {
      const admin = await adminClient(server.url, ADMIN.email, ADMIN.password);
      const create = async (email: string) => {
        const created = await admin.post("/api/admin/users", {
          name: "Banc",
          email,
          password: PASSWORD,
        });
        if (created.status !== 201) throw new Error(`account: HTTP ${created.status}`);
      };
      await create("mot-de-passe@banc.local");
      log(`enrolling ${rounds + WARM_UP} accounts`);
      const enrolled: { email: string; secret: string }[] = [];
      for (let index = 0; index < rounds + WARM_UP; index++) {
        const email = `deux-facteurs-${index}@banc.local`;
        await create(email);
        const own = await adminClient(server.url, email, PASSWORD);
        const started = await own.post("/api/admin/account/two-factor", { password: PASSWORD });
        const { secret } = (await started.json()) as { secret: string };
        const confirmed = await own.post("/api/admin/account/two-factor/confirm", {
          code: await generate({ secret }),
        });
        if (!confirmed.ok) throw new Error(`enrolment: HTTP ${confirmed.status}`);
        enrolled.push({ email, secret });
      }

      const passwordOnly: number[] = [];
      const withCode: number[] = [];
      for (let round = -WARM_UP; round < rounds; round++) {
        let started = performance.now();
        const plain = await post(server.url, "/api/login", {
          email: "mot-de-passe@banc.local",
          password: PASSWORD,
        });
        await plain.arrayBuffer();
        if (!plain.ok) throw new Error(`password-only sign-in: HTTP ${plain.status}`);
        if (round >= 0) passwordOnly.push(performance.now() - started);

        const account = enrolled[round + WARM_UP];
        if (!account) throw new Error("no enrolled account left");
        const code = await nextCode(account.secret);
        started = performance.now();
        const first = await post(server.url, "/api/login", {
          email: account.email,
          password: PASSWORD,
        });
        await first.arrayBuffer();
        const half = cookieOf(first, "congres_session");
        const second = await post(
          server.url,
          "/api/login/two-factor",
          { code },
          `congres_session=${half}`,
        );
        await second.arrayBuffer();
        if (!second.ok) throw new Error(`2FA sign-in: HTTP ${second.status}`);
        if (round >= 0) withCode.push(performance.now() - started);
      }
      const product = p95(withCode);
      const baseline = p95(passwordOnly);
      log(`2FA sign-in p95 ${product.toFixed(1)} ms, password-only p95 ${baseline.toFixed(1)} ms`);
      const median = (samples: number[]) =>
        [...samples].sort((a, b) => a - b)[samples.length >> 1] ?? Number.NaN;
      const rows: BenchRow[] = [
        {
          measure: "sign-in with 2FA (password, then code) beside the password-only sign-in, p95",
          product,
          baseline,
          unit: "ms",
          target: "ratio ≤ 2",
          pass: product <= 2 * baseline,
          note: `${rounds} rounds interleaved, each with its CSRF token; medians ${median(withCode).toFixed(1)} / ${median(passwordOnly).toFixed(1)} ms`,
        },
      ];
      return rows;
    } finally {
      await server.stop();
    }
  },
};

export default suite;
