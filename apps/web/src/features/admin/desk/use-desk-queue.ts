import { type CheckInRefusal, type DeskPerson, zonedDay } from "@congres/shared";
import { useCallback, useEffect, useState } from "react";
import { edition } from "../../../lib/edition.ts";
import { keepForOffline } from "../../../lib/offline-page.ts";
import { type DeskScan, fetchDeskReferences, sendScan } from "./desk-api.ts";
import { judgeOffline, type OfflineJudgement } from "./desk-judge.ts";
import {
  dismissRefusal,
  type KeptReferences,
  type KeptRefusal,
  type KeptScan,
  keepReferences,
  keepScan,
  keptReferences,
  keptRefusals,
  keptScans,
  type SendResult,
  sendKeptScans,
} from "./desk-offline-queue.ts";

/** While scans wait, the desk tries again this often (the browser's "online" may not come). */
const RETRY_EVERY_MS = 20_000;
/** The day's references are read again this often while the network is up. */
const REFERENCES_EVERY_MS = 5 * 60_000;

/** The refusal's person, when the server named one. */
function personOf(body: unknown): DeskPerson | undefined {
  if (!body || typeof body !== "object" || !("registration" in body)) return undefined;
  const { registration } = body as { registration?: DeskPerson };
  return registration && typeof registration.name === "string" ? registration : undefined;
}

/** A refused scan's answer: the sentence and, when the reference names one, the person. */
export function refusalOf(answer: {
  message: string | undefined;
  errors: Record<string, string[]>;
  body?: unknown;
}): CheckInRefusal {
  const registration = personOf(answer.body);
  const message =
    answer.errors.reference?.[0] ??
    answer.errors.scannedAt?.[0] ??
    answer.message ??
    "La réponse du serveur est illisible.";
  return registration ? { message, registration } : { message };
}

/**
 * Sends one kept scan under the account that kept it. No network, the session gone, the server
 * busy or failing: kept to try again. Any other answer ends the scan; a refusal is kept to be
 * shown (issue #36).
 */
async function sendKept(scan: KeptScan): Promise<SendResult> {
  const answer = await sendScan(scan);
  if (answer.ok) return { kind: "sent" };
  const { status } = answer;
  if (status === 0 || status === 401 || status === 419 || status === 429 || status >= 500) {
    return { kind: "offline" };
  }
  return { kind: "refused", refusal: refusalOf(answer) };
}

const today = () => zonedDay(new Date(), edition.timeZone);

/**
 * The desk's offline side for one account (decisions 0047 and 0058): its kept scans and their
 * refusals, sent on "online", after each scan and every 20 s; the day's references kept while the
 * network is up to judge a scan without it; the page itself kept to load offline.
 */
export function useDeskQueue(account: number, onSent: (remaining: number) => void) {
  const [pending, setPending] = useState(0);
  const [refusals, setRefusals] = useState<KeptRefusal[]>([]);
  const [references, setReferences] = useState<{ count: number; keptAt: string }>();
  const noteReferences = useCallback((kept: KeptReferences | undefined) => {
    if (kept) setReferences({ count: kept.data.length, keptAt: kept.keptAt });
  }, []);

  const load = useCallback(async () => {
    const [scans, refused] = await Promise.all([keptScans(account), keptRefusals(account)]);
    setPending(scans.length);
    setRefusals(refused);
    return scans.length;
  }, [account]);

  const flush = useCallback(async () => {
    const done = await sendKeptScans(account, sendKept);
    const remaining = await load();
    if (done > 0) onSent(remaining);
  }, [account, load, onSent]);

  useEffect(() => {
    void flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [flush]);
  useEffect(() => {
    if (pending === 0) return;
    const timer = setInterval(flush, RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [pending, flush]);

  useEffect(() => {
    const refresh = () =>
      fetchDeskReferences().then(
        async (list) => noteReferences(await keepReferences(account, list)),
        () => undefined,
      );
    void keptReferences(account, today()).then(noteReferences);
    void refresh();
    const timer = setInterval(refresh, REFERENCES_EVERY_MS);
    window.addEventListener("online", refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", refresh);
    };
  }, [account, noteReferences]);

  useEffect(() => {
    keepForOffline().then(
      () => {
        document.documentElement.dataset.offline = "ready";
      },
      (error: unknown) => reportError(error),
    );
  }, []);

  /** Judged against the day's references; undefined when the desk has none for today. */
  const judge = useCallback(
    async (typed: string): Promise<OfflineJudgement | undefined> => {
      const list = await keptReferences(account, today());
      return list && judgeOffline(typed, list, edition.referencePrefixes.registration);
    },
    [account],
  );

  /** Keeps a scan; answers whether the same badge was waiting already. */
  const keep = useCallback(
    async (scan: DeskScan): Promise<boolean> => {
      const code = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
      const again = (await keptScans(account)).some(
        (kept) => code(kept.reference) === code(scan.reference),
      );
      await keepScan({ ...scan, queuedBy: account });
      await load();
      return again;
    },
    [account, load],
  );

  const dismiss = useCallback(
    async (scanId: string) => {
      await dismissRefusal(scanId);
      await load();
    },
    [load],
  );

  return { pending, refusals, references, flush, judge, keep, dismiss };
}
