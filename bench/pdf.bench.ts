import { join } from "node:path";
import { openDatabase } from "../apps/server/src/db/connection.ts";
import { issueVerificationCode } from "../apps/server/src/modules/verification/verification-codes.ts";
import {
  decideVisaLetter,
  insertVisaLetter,
} from "../apps/server/src/modules/visa-letters/visa-letter-repository.ts";
import { adminClient, p95, seedRegistrations, timeCalls } from "./lib/payments-fixtures.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";
import { rssMb, startServer } from "./lib/server-process.ts";

const ADMIN = { email: "bench@congres.local", password: "bench-password-123" };

/**
 * An approved visa letter for a registration seeded paid (1 and 8 are), with its English
 * translation or not, written with the server's own repositories as the approval writes it:
 * answers the letter's id.
 */
async function seedVisaLetter(
  dataDir: string,
  registrationId: number,
  englishCopy: boolean,
): Promise<number> {
  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
  try {
    const at = new Date("2025-10-06T09:30:00.000Z");
    const id = await insertVisaLetter(
      db,
      registrationId,
      {
        passportNumber: "AB1234567",
        nationality: "SN",
        birthDate: "1985-04-12",
        passportExpiry: "2030-01-31",
        placeOfBirth: "Dakar",
        englishCopy,
      },
      at,
    );
    await decideVisaLetter(db, id, { status: "approved", by: ADMIN.email, reason: null, at });
    await issueVerificationCode(db, {
      kind: "visa_letter",
      subjectId: id,
      registrationId,
      holderName: `Dr Prénom${registrationId - 1} Nom${registrationId - 1}`,
      at,
    });
    return id;
  } finally {
    await db.destroy();
  }
}

async function timedPdf(call: () => Promise<Response>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await call();
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status} from a measured PDF`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/**
 * `GET /api/health` asked again and again, one at a time, until `done` settles: the latency of
 * each answer, that is how long the server made other requests wait meanwhile.
 */
async function probeWhile(url: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((settle) => setTimeout(settle, 20));
  }
  return latencies;
}

/**
 * Issue #9's PDFs on the built server (decision 0021): the memory an idle server keeps (react-pdf
 * is loaded with the first PDF, never at start) beside the memory once it has rendered some; a
 * receipt downloaded again beside the registration detail it is linked from; the badges of every
 * paid delegate of a 500-delegate congress, printed once before it, and how long the server
 * kept other requests waiting meanwhile (PDFs are laid out on a thread of their own, decision 0034).
 */
const suite: BenchSuite = {
  name: "pdf",
  title: "PDF receipts, badges and certificates (built server, SQLite)",
  run: async ({ root, quick, log }) => {
    // One in seven seeded registrations is paid: 3 500 gives the 500 delegates of the spec.
    const registrations = quick ? 700 : 3_500;
    const calls = quick ? 5 : 30;
    const dataDir = await seedRegistrations(registrations);
    const frenchLetter = await seedVisaLetter(dataDir, 1, false);
    const translatedLetter = await seedVisaLetter(dataDir, 8, true);
    const server = await startServer({ root, env: { DATA_DIR: dataDir } });
    try {
      const admin = await adminClient(server.url, ADMIN.email, ADMIN.password);
      await new Promise((settle) => setTimeout(settle, 1000));
      const idle = rssMb(server.pid);

      // Registration 2 was seeded waiting: paying it in full issues receipt n° 1 and its mail.
      const paid = await admin.post("/api/admin/registrations/2/payment/mark-paid", {
        paidAt: "2025-10-06",
        amount: "1000",
      });
      if (!paid.ok) throw new Error(`mark paid: HTTP ${paid.status}`);
      const detail = (await paid.json()) as { receipts: { number: string }[] };
      const receipt = detail.receipts[0]?.number;
      if (!receipt) throw new Error("no receipt issued");
      const [downloads = [], details = []] = await timeCalls(
        calls,
        () => admin.get(`/api/admin/registrations/2/receipts/${receipt}.pdf`),
        () => admin.get("/api/admin/registrations/2"),
      );
      const receiptP95 = p95(downloads);
      log(`receipt p95 ${receiptP95.toFixed(0)} ms, detail p95 ${p95(details).toFixed(0)} ms`);

      // The visa letter (French and English pages, letterhead, signature image, QR code): each
      // download renders it anew from the stored letter, as the mail's attachment does.
      // Interleaved with the receipt, so that the three see the same machine.
      const [french = [], translated = [], receipts = []] = await timeCalls(
        calls,
        () => admin.get(`/api/admin/visa-letters/${frenchLetter}/letter.pdf`),
        () => admin.get(`/api/admin/visa-letters/${translatedLetter}/letter.pdf`),
        () => admin.get(`/api/admin/registrations/2/receipts/${receipt}.pdf`),
      );
      const letterRows = [
        ["French", p95(french)],
        ["French + English translation", p95(translated)],
      ] as const;
      log(
        `visa letter p95: French ${p95(french).toFixed(0)} ms, with English ${p95(translated).toFixed(0)} ms, receipt ${p95(receipts).toFixed(0)} ms`,
      );

      const idleHealth = await probeWhile(
        server.url,
        new Promise((settle) => setTimeout(settle, 2000)),
      );
      const printing = timedPdf(() =>
        admin.get("/api/admin/registrations/badges.pdf?layout=sheet&payment_status=payee"),
      );
      const duringBadges = await probeWhile(server.url, printing);
      const badges = await printing;
      const worstWait = Math.max(...duringBadges);
      log(
        `health during the badges: worst ${worstWait.toFixed(0)} ms over ${duringBadges.length} calls (idle worst ${Math.max(...idleHealth).toFixed(0)} ms)`,
      );
      const delegates = Math.ceil(registrations / 7);
      log(
        `${delegates} badges: ${badges.ms.toFixed(0)} ms, ${(badges.bytes / 1024).toFixed(0)} KB`,
      );
      const afterPdfs = rssMb(server.pid);
      log(`RSS idle ${idle.toFixed(0)} MB, after PDFs ${afterPdfs.toFixed(0)} MB`);
      return [
        {
          measure: "idle server RSS (no PDF yet) beside RSS once it has rendered PDFs",
          product: idle,
          baseline: afterPdfs,
          unit: "MB",
          target: "idle ≤ 100 MB (react-pdf not loaded at start)",
          pass: idle <= 100,
        },
        {
          measure: `receipt PDF downloaded again, p95, beside the registration detail's p95`,
          product: receiptP95,
          baseline: p95(details),
          unit: "ms",
          target: "≤ 1 000 ms",
          pass: receiptP95 <= 1000,
          note: `${calls} rounds, interleaved, after warm-up`,
        },
        ...letterRows.map(([pages, ms]) => ({
          measure: `visa invitation letter PDF (${pages}) downloaded, p95, beside the receipt's p95`,
          product: ms,
          baseline: p95(receipts),
          unit: "ms",
          target: "≤ 150 ms (issue #38)",
          pass: ms <= 150,
          note: `${calls} rounds interleaved with the receipt, after warm-up; rendered anew each time`,
        })),
        {
          measure: `badges of ${delegates} paid delegates, A4 sheets of 8 (${(badges.bytes / 1024).toFixed(0)} KB)`,
          product: badges.ms,
          unit: "ms",
          target: "≤ 30 000 ms (printed once)",
          pass: badges.ms <= 30_000,
          note: "one request, QR codes included",
        },
        {
          measure: `GET /api/health while those badges are laid out, worst latency, beside idle`,
          product: worstWait,
          baseline: Math.max(...idleHealth),
          unit: "ms",
          target: "≤ 250 ms (the server keeps answering)",
          pass: worstWait <= 250,
          note: `${duringBadges.length} calls one after the other during the badges, ${idleHealth.length} before`,
        },
      ] satisfies BenchRow[];
    } finally {
      await server.stop();
    }
  },
};

export default suite;
