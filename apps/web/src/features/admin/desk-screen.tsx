import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { edition } from "../../lib/edition.ts";
import { AdminAvatarMenu } from "./admin-avatar-menu.tsx";
import { DESK_TODAY_KEY, type DeskScan, fetchDeskToday, newScanId, sendScan } from "./desk-api.ts";
import { beep } from "./desk-beep.ts";
import { DeskCamera } from "./desk-camera.tsx";
import { keepScan, keptScans, type SendResult, sendKeptScans } from "./desk-offline-queue.ts";
import {
  type DeskOutcome,
  keptOfflineOutcome,
  outcomeOfCheckIn,
  refusedOutcome,
} from "./desk-outcome.ts";
import { DeskResult } from "./desk-result.tsx";
import { DeskSearch } from "./desk-search.tsx";
import { useStaffRole } from "./staff-access.tsx";

/** The live counters are asked again this often; each scan also refreshes them at once. */
const COUNTERS_EVERY_MS = 15_000;
/** While scans wait, the desk tries again this often (the browser's "online" may not come). */
const RETRY_EVERY_MS = 20_000;
const DEVICE_KEY = "congres-accueil-poste";

/** `cpss 7kq2m` and `CPSS-7KQ2M` are one badge. */
const sameBadge = (a: string, b: string) =>
  a.toUpperCase().replace(/[^A-Z0-9]/g, "") === b.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** Sends one kept scan: the network failing again keeps it; an answer, any answer, ends it. */
async function sendKept(scan: DeskScan): Promise<SendResult> {
  const answer = await sendScan(scan);
  if (answer.ok) return "sent";
  // No network, or the session ended: kept until it can be sent.
  return answer.status === 0 || answer.status === 401 || answer.status === 419
    ? "offline"
    : "refused";
}

/**
 * The check-in desk (issue #25): full screen, large type, phone first. A badge is read by the
 * camera, typed, or found by name; each scan carries its own id, so that one kept while the
 * network is down and sent later is still counted once.
 */
export function DeskScreen() {
  const role = useStaffRole();
  const queryClient = useQueryClient();
  const today = useQuery({
    queryKey: DESK_TODAY_KEY,
    queryFn: fetchDeskToday,
    refetchInterval: COUNTERS_EVERY_MS,
  });
  const [outcome, setOutcome] = useState<DeskOutcome>();
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(0);
  const [device, setDevice] = useState("");
  useEffect(() => setDevice(localStorage.getItem(DEVICE_KEY) ?? ""), []);

  const refreshCounters = useCallback(
    () => queryClient.invalidateQueries({ queryKey: DESK_TODAY_KEY }),
    [queryClient],
  );
  const countKept = useCallback(async () => setPending((await keptScans()).length), []);

  const flush = useCallback(async () => {
    const sent = await sendKeptScans(sendKept);
    await countKept();
    if (sent > 0) await refreshCounters();
  }, [countKept, refreshCounters]);

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

  const show = useCallback((next: DeskOutcome) => {
    setOutcome(next);
    beep(next.tone);
  }, []);

  const checkIn = useCallback(
    async (reference: string) => {
      const text = reference.trim();
      if (!text) return;
      const scan = {
        scanId: newScanId(),
        reference: text,
        scannedAt: new Date().toISOString(),
        device,
      };
      const answer = await sendScan(scan);
      if (answer.ok) {
        show(outcomeOfCheckIn(answer.data));
        await refreshCounters();
        void flush();
      } else if (answer.status === 0) {
        const again = (await keptScans()).some((kept) => sameBadge(kept.reference, text));
        await keepScan(scan);
        await countKept();
        show(keptOfflineOutcome(text, again));
      } else {
        show(refusedOutcome(answer.errors.reference?.[0] ?? answer.message));
      }
    },
    [device, show, refreshCounters, flush, countKept],
  );

  const submitTyped = async (event: React.FormEvent) => {
    event.preventDefault();
    await checkIn(typed);
    setTyped("");
  };

  const counters = today.data;
  return (
    <div className="mx-auto flex min-h-screen max-w-3xl flex-col gap-6 bg-white p-4 text-lg text-ink sm:p-6">
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Accueil <span className="font-medium text-muted">{edition.shortName}</span>
        </h1>
        <AdminAvatarMenu role={role} />
      </header>

      <section
        aria-label="Aujourd'hui"
        aria-live="polite"
        className="grid grid-cols-3 gap-3 text-center"
      >
        {[
          ["Arrivés", counters?.checked_in],
          ["Attendus", counters?.expected],
          ["Pas encore arrivés", counters?.not_arrived],
        ].map(([label, value]) => (
          <p key={String(label)} className="rounded-xl bg-brand-50 p-3">
            <span className="block text-3xl font-bold text-brand-900 sm:text-4xl">
              {value ?? "—"}
            </span>
            <span className="text-base">{label}</span>
          </p>
        ))}
      </section>
      {pending > 0 && (
        <p
          role="status"
          className="rounded-lg bg-amber-100 p-3 text-lg font-semibold text-amber-950"
        >
          {pending === 1
            ? "1 passage en attente d'envoi"
            : `${pending} passages en attente d'envoi`}
        </p>
      )}

      <DeskCamera onCode={checkIn} />

      <form onSubmit={submitTyped} className="flex gap-2">
        <label htmlFor="desk-reference" className="sr-only">
          Référence du badge
        </label>
        <input
          id="desk-reference"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Référence du badge (CPSS-…)"
          autoComplete="off"
          autoCapitalize="characters"
          className="min-w-0 flex-1 rounded-lg border border-gray-400 px-4 py-3 text-xl"
        />
        <Button type="submit" className="text-lg">
          Enregistrer
        </Button>
      </form>

      <DeskResult
        outcome={outcome}
        cashPayments={counters?.cash_payments ?? false}
        onChange={show}
      />

      <DeskSearch onCheckIn={checkIn} />

      <label className="mt-auto flex items-center gap-2 text-base text-muted">
        Nom de ce poste
        <input
          value={device}
          maxLength={80}
          onChange={(event) => {
            setDevice(event.target.value);
            localStorage.setItem(DEVICE_KEY, event.target.value);
          }}
          className="rounded border border-gray-300 px-2 py-1"
        />
      </label>
    </div>
  );
}
