/**
 * What the write bench and its profiler point at: the product's server (with a CSRF token fetched
 * once, and its rate limits lifted for the load) and the bare baseline, on the same endpoints.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validContact, validRegistration } from "@congres/shared/testing";
import { placeholder } from "./http-load.ts";
import { PRODUCT_SERVER_COMMAND, type RunningServer, startServer } from "./server-process.ts";

export type WriteEndpoint = "registration" | "contact";

export const WRITE_PATHS: Record<WriteEndpoint, string> = {
  registration: "/api/registration",
  contact: "/api/contact",
};

/** A valid body whose e-mail differs per request (and per run, through `runLabel`). */
export function bodyTemplate(endpoint: WriteEndpoint, runLabel: string): string {
  const email = `bench-${runLabel}-${placeholder}@example.org`;
  const body =
    endpoint === "registration"
      ? { ...validRegistration(), email }
      : { ...validContact(), email, message: `Message ${placeholder}. ${"Bonjour ".repeat(60)}` };
  return JSON.stringify(body);
}

/** The write API needs no page, but the server refuses to start without a built site. */
function minimalSite(): string {
  const root = mkdtempSync(join(tmpdir(), "congres-bench-site-"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>bench</title>");
  return root;
}

/** Far above the load's few thousand writes a minute from one address. */
export const LIFTED_RATE_LIMITS = {
  RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "100000000",
  RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: "100000000",
  RATE_LIMIT_SIGN_IN_PER_MINUTE: "100000000",
};

export async function startProduct(
  root: string,
  options: { nodeFlags?: string[]; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const [node = "node", ...rest] = PRODUCT_SERVER_COMMAND;
  return startServer({
    root,
    command: [node, ...(options.nodeFlags ?? []), ...rest],
    env: { WEB_ROOT: minimalSite(), ...LIFTED_RATE_LIMITS, ...options.env },
  });
}

/**
 * The bare server doing the product's own database work (`BARE_JOB=product`), in a file the
 * product itself created and migrated: started once, stopped, then handed to the bare server.
 */
export async function startSameJobBaseline(root: string): Promise<RunningServer> {
  const migrated = await startProduct(root);
  await migrated.stop();
  return startServer({
    root,
    command: ["node", "--import", "tsx", "bench/lib/bare-write-server.ts"],
    env: { DB_FILE: join(migrated.dataDir, "congres.sqlite"), BARE_JOB: "product" },
  });
}

export async function startBaseline(root: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-bare-"));
  return startServer({
    root,
    command: ["node", "--import", "tsx", "bench/lib/bare-write-server.ts"],
    env: { DB_FILE: join(dataDir, "bare.sqlite") },
  });
}

/** The double-submit token (cookie + header) the product asks of every write, fetched once. */
export async function csrfHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/sanctum/csrf-cookie`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("XSRF-TOKEN="));
  const token = cookie?.split(";")[0]?.slice("XSRF-TOKEN=".length);
  if (!token) throw new Error("the product gave no XSRF-TOKEN cookie");
  return { Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token };
}
