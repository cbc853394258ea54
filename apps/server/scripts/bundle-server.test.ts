import { type ChildProcess, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { VALIDATION_MESSAGES } from "@congres/shared";
import { validContact, validRegistration } from "@congres/shared/testing";
import type { Metafile } from "esbuild";
import { simpleParser } from "mailparser";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_KEY_FILE, TWO_FACTOR_KEY_MISSING } from "../src/config/two-factor-keys.ts";
import { REPO_ROOT } from "../src/config.ts";
import { openDatabase } from "../src/db/connection.ts";
import { BOOK_PATH } from "../src/modules/book/book-routes.ts";
import { issueVerificationCode } from "../src/modules/verification/verification-codes.ts";
import {
  decideVisaLetter,
  insertVisaLetter,
} from "../src/modules/visa-letters/visa-letter-repository.ts";
import { SESSION_COOKIE } from "../src/plugins/session.ts";
import { precompressSite } from "../src/plugins/site-compression.ts";
import { mailTexts } from "../src/services/mail/mail-texts.ts";
import { freePort } from "../src/testing/free-port.ts";
import { pdfText } from "../src/testing/pdf-text.ts";
import { bundleServer } from "./bundle-server.ts";

const LOADED_MODULES_HOOK = fileURLToPath(
  new URL("../src/testing/loaded-modules.mjs", import.meta.url),
);

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/**
 * The server as `npm start` runs it: compiled by esbuild into dist/, started by plain node. The
 * mail rendering (React Email templates, loaded on the first mail) and nodemailer live in
 * chunks of their own: a contact message must still produce its rendered mail.
 */
describe("the compiled server", () => {
  const dir = mkdtempSync(join(tmpdir(), "congres-dist-"));
  const siteRoot = join(dir, "site");
  const dataDir = join(dir, "data");
  const outdir = join(dir, "apps/server/dist");
  let server: ChildProcess;
  let stderr = "";
  let url = "";
  let metafile: Metafile;
  // What the process had loaded once it answered (src/testing/loaded-modules.mjs).
  const loadedList = join(dir, "loaded-modules.txt");
  let loadedAtStart: string[] = [];

  beforeAll(async () => {
    // dist/ at the depth it has in the repository, beside the installed packages it leaves out.
    symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"));
    ({ metafile } = await bundleServer(outdir));
    mkdirSync(siteRoot);
    const page = `<!doctype html><html lang="fr"><body><h1>Accueil</h1>${"<p>Casablanca</p>".repeat(50)}</body></html>`;
    writeFileSync(join(siteRoot, "index.html"), page);
    writeFileSync(join(siteRoot, "__spa-fallback.html"), page);
    await precompressSite(siteRoot);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["--import", LOADED_MODULES_HOOK, join(outdir, "main.js")], {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        WEB_ROOT: siteRoot,
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: "dist@congres.local",
        ADMIN_PASSWORD: "mot-de-passe-dist",
        LOADED_MODULES_FILE: loadedList,
      },
    });
    server.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    await waitFor(`the server (${stderr})`, async () =>
      (await fetch(`${url}/api/health`)).status === 200 ? true : undefined,
    );
    loadedAtStart = readFileSync(loadedList, "utf8").split("\n").filter(Boolean);
  }, 60_000);

  const cookieOf = (response: Response, name: string) =>
    new RegExp(`${name}=([^;]+)`).exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
  /** A visitor's XSRF token, or the one bound to the session in `cookie`. */
  const csrfToken = async (cookie?: string) =>
    cookieOf(
      await fetch(`${url}/sanctum/csrf-cookie`, cookie ? { headers: { cookie } } : {}),
      "XSRF-TOKEN",
    );
  /** A JSON write as a browser sends it: its cookies, and the XSRF token again in the header. */
  const send = (path: string, body: unknown, cookie: string, token: string) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-xsrf-token": token },
      body: JSON.stringify(body),
    });
  /** The seeded admin (ADMIN_EMAIL) signed in from a visitor's page: its session cookie. */
  const signIn = async () => {
    const token = await csrfToken();
    const login = await send(
      "/api/login",
      { email: "dist@congres.local", password: "mot-de-passe-dist" },
      `XSRF-TOKEN=${token}`,
      token,
    );
    expect(login.status).toBe(200);
    return `${SESSION_COOKIE}=${cookieOf(login, SESSION_COOKIE)}`;
  };

  afterAll(() => {
    server?.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs from plain JavaScript: no TypeScript loader, main.js beside its chunks", () => {
    const files = readdirSync(outdir).filter((file) => file.endsWith(".js"));
    expect(files).toContain("main.js");
    // The PDF thread's entry (decision 0034), started from a chunk beside it.
    expect(files).toContain("pdf-worker.js");
    expect(files.some((file) => file.startsWith("mail-templates-"))).toBe(true);
    expect(readFileSync(join(outdir, "main.js"), "utf8")).not.toMatch(
      /@react-email|react-dom|@react-pdf/,
    );
    expect(existsSync(join(outdir, "main.js.map"))).toBe(true);
  });

  it("has loaded, once it answers, none of what only some requests need (#36 item 14)", () => {
    const inputsOf = new Map(
      Object.entries(metafile.outputs).map(([file, output]) => [
        basename(file),
        Object.keys(output.inputs),
      ]),
    );
    const paths = loadedAtStart.map((loaded) => fileURLToPath(loaded));
    // Each chunk of dist/ loaded stands for the sources bundled in it; the rest are packages.
    const loaded = paths.flatMap((path) =>
      dirname(path) === outdir ? (inputsOf.get(basename(path)) ?? [path]) : [path],
    );
    const matching = (part: string) => loaded.filter((path) => path.includes(part));
    // The list is real: it holds what every start needs.
    expect(matching("node_modules/fastify/").length).toBeGreaterThan(0);
    expect(matching("better-sqlite3").length).toBeGreaterThan(0);
    expect(matching("src/plugins/static-site.ts")).toHaveLength(1);
    for (const firstNeed of [
      "@react-pdf/",
      "pdfkit",
      "piscina",
      "react-dom",
      "@react-email",
      // Its address parser is used at start (the settings' addresses); the mailer is not.
      "nodemailer/dist/esm/mailer",
      "qrcode",
      "src/services/mail/mail-templates",
      // Read with the first bank statement, the first schedule XML (decision 0084).
      "iconv-lite",
      "csv-parse",
      "xmlbuilder2",
    ]) {
      expect(matching(firstNeed)).toEqual([]);
    }
  });

  it("writes chunks of ASCII only: V8 holds a source with one other character at two bytes each, as long as it is loaded (decision 0083)", () => {
    const chunks = readdirSync(outdir).filter((file) => file.endsWith(".js"));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      const text = readFileSync(join(outdir, chunk), "utf8");
      expect(text.match(/.{0,40}[\u0080-\uffff]/) ?? [], chunk).toEqual([]);
    }
  });

  it("imports node:http through require: an ES import loads undici for its WebSocket export (#36 item 14)", () => {
    for (const file of readdirSync(outdir).filter((name) => name.endsWith(".js"))) {
      expect(readFileSync(join(outdir, file), "utf8")).not.toMatch(/from\s*["'](?:node:)?http["']/);
    }
  });

  it("bundles React's production build, while NODE_ENV rules follow the real environment", async () => {
    for (const file of readdirSync(outdir).filter((name) => name.endsWith(".js"))) {
      expect(readFileSync(join(outdir, file), "utf8")).not.toContain("process.env.NODE_ENV");
    }
    // Started without NODE_ENV: the provisional bank details are shown, as outside production.
    const answer = await fetch(`${url}/api/registration/bank-transfer`);
    expect(await answer.json()).toMatchObject({ published: true });
  });

  it("reads NODE_ENV when it starts, not when it was built: production without TWO_FACTOR_KEY is refused", async () => {
    // The server above runs without NODE_ENV: development, with its own key beside its data.
    expect(readFileSync(join(dataDir, DEVELOPMENT_KEY_FILE), "utf8")).toMatch(
      /^[A-Za-z0-9+/]{43}=\n$/,
    );
    const refused = spawn(process.execPath, [join(outdir, "main.js")], {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: join(dir, "production-data"),
        WEB_ROOT: siteRoot,
      },
    });
    let said = "";
    refused.stderr?.on("data", (chunk) => {
      said += chunk;
    });
    const code = await new Promise((resolve) => refused.on("exit", resolve));
    expect({ code, said }).toEqual({ code: 1, said: `${TWO_FACTOR_KEY_MISSING}\n` });
    expect(existsSync(join(dir, "production-data", DEVELOPMENT_KEY_FILE))).toBe(false);
  });

  it("serves the built site from its brotli copy", async () => {
    const response = await fetch(`${url}/`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch decodes the body itself.
    expect(await response.text()).toContain("<h1>Accueil</h1>");
    expect(
      brotliDecompressSync(readFileSync(join(siteRoot, "index.html.br"))).toString(),
    ).toContain("<h1>Accueil</h1>");
  });

  // The parts built or loaded on first need (decision 0084), each asked of the built server.
  it("words a 422 in English from the form's English schema, built at its first use", async () => {
    const visitor = await csrfToken();
    const refused = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "accept-language": "en",
        cookie: `XSRF-TOKEN=${visitor}`,
        "x-xsrf-token": visitor,
      },
      body: JSON.stringify({ ...validContact(), email: "not an address" }),
    });
    expect(refused.status).toBe(422);
    const answer = (await refused.json()) as { message: string; errors: Record<string, string[]> };
    expect(answer.message).toBe(VALIDATION_MESSAGES.en.common.formInvalid);
    expect(answer.errors.email).toHaveLength(1);
  });

  it("answers the schedule XML with xmlbuilder2, loaded with the first one", async () => {
    const schedule = await fetch(`${url}/programme.xml`);
    expect(schedule.status).toBe(200);
    expect(await schedule.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<schedule>/);
  });

  it("reads a Windows-1252 statement with the reader loaded with the first one", async () => {
    const session = await signIn();
    const token = await csrfToken(session);
    const statement = await fetch(`${url}/api/admin/bank-import/analyse`, {
      method: "POST",
      headers: {
        "content-type": "text/csv",
        cookie: `${session}; XSRF-TOKEN=${token}`,
        "x-xsrf-token": token,
      },
      // "Libellé" and "€" in Windows-1252 (0xE9, 0x80): iconv-lite's table reads them.
      body: Buffer.concat([
        Buffer.from("Date;Libell"),
        Buffer.from([0xe9]),
        Buffer.from(";Montant\n01/12/2025;Virement 100 "),
        Buffer.from([0x80]),
        Buffer.from(";100,00\n"),
      ]),
    });
    expect(statement.status).toBe(200);
    const analysis = (await statement.json()) as {
      format: { encoding: string };
      columns: string[];
      sample: string[][];
    };
    expect(analysis.format.encoding).toBe("Windows-1252");
    expect(analysis.columns).toContain("Libellé");
    expect(analysis.sample[0]).toContain("Virement 100 €");
  });

  it("renders the book of abstracts with react-pdf and its embedded fonts", async () => {
    const book = await fetch(`${url}${BOOK_PATH}`, { headers: { cookie: await signIn() } });
    expect(book.status).toBe(200);
    const bytes = new Uint8Array(await book.arrayBuffer());
    // The compiled server finds the font files: Noto Sans is carried in the file.
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans/);
    const parser = new PDFParse({ data: bytes });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain("Livre des résumés");
    expect(text).toContain("0 résumé accepté");
  });

  it("stores a contact message and renders its mail with the React Email template", async () => {
    const token = await csrfToken();
    const contact = validContact();
    const response = await send("/api/contact", contact, `XSRF-TOKEN=${token}`, token);
    expect(response.status).toBe(201);

    // Without SMTP_URL the worker writes each mail as a .eml file.
    const mailDir = join(dataDir, "mail");
    const file = await waitFor("the acknowledgement .eml", async () =>
      readdirSync(mailDir).find((name) => name.endsWith("-contact_acknowledgement.eml")),
    );
    const mail = await simpleParser(readFileSync(join(mailDir, file)));
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toContain(contact.email);
    expect(mail.html).toContain(mailTexts.common.signOff);
    expect(mail.html).toContain(contact.message);
    expect(mail.text).toContain(contact.message);
  });

  it("renders PDFs with react-pdf, its fonts, images and qrcode: a receipt mailed, badges, a visa letter and a certificate downloaded", async () => {
    const visitor = await csrfToken();
    const created = await send(
      "/api/registration",
      validRegistration(),
      `XSRF-TOKEN=${visitor}`,
      visitor,
    );
    expect(created.status).toBe(201);
    const { id, reference } = (await created.json()) as { id: number; reference: string };
    const session = await signIn();
    const bound = await csrfToken(session);
    const admin = `${session}; XSRF-TOKEN=${bound}`;
    const paid = await send(
      `/api/admin/registrations/${id}/payment/mark-paid`,
      { paidAt: "2025-10-06", amount: "1000" },
      admin,
      bound,
    );
    expect(paid.status).toBe(200);

    const badges = await fetch(`${url}/api/admin/registrations/badges.pdf`, {
      headers: { cookie: admin },
    });
    expect(badges.status).toBe(200);
    expect((await pdfText(Buffer.from(await badges.arrayBuffer()))).text).toContain(reference);

    const mailDir = join(dataDir, "mail");
    const file = await waitFor("the receipt .eml", async () =>
      readdirSync(mailDir).find((name) => name.endsWith("-payment_receipt.eml")),
    );
    const mail = await simpleParser(readFileSync(join(mailDir, file)));
    const [receipt] = mail.attachments;
    expect(receipt?.contentType).toBe("application/pdf");
    expect((await pdfText(receipt?.content ?? Buffer.alloc(0))).text).toContain(reference);

    // A visa letter, approved as the workflow stores one: the signature image is found beside
    // the bundle as the fonts are; the certificate carries its verification address.
    const db = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
    const at = new Date();
    const letterId = await insertVisaLetter(
      db,
      id,
      {
        passportNumber: "AB1234567",
        nationality: "SN",
        birthDate: "1985-04-12",
        passportExpiry: "2030-01-31",
        placeOfBirth: "Dakar",
        englishCopy: false,
      },
      at,
    );
    await decideVisaLetter(db, letterId, { status: "approved", by: "dist", reason: null, at });
    await issueVerificationCode(db, {
      kind: "visa_letter",
      subjectId: letterId,
      registrationId: id,
      holderName: "Dr Amina Benali",
      at,
    });
    await db.destroy();
    const letter = await fetch(`${url}/api/admin/visa-letters/${letterId}/letter.pdf`, {
      headers: { cookie: admin },
    });
    expect(letter.status).toBe(200);
    expect((await pdfText(Buffer.from(await letter.arrayBuffer()))).text).toContain(
      "passeport n° AB1234567",
    );
    const certificate = await fetch(`${url}/api/admin/registrations/${id}/certificate.pdf`, {
      headers: { cookie: admin },
    });
    expect((await pdfText(Buffer.from(await certificate.arrayBuffer()))).text).toContain(
      "/verifier/",
    );
    expect(stderr).toBe("");
  });
});
