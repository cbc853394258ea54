import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { edition } from "../../../lib/edition.ts";
import { AdminAvatarMenu } from "../core/admin-avatar-menu.tsx";
import { useStaffAccountId, useStaffRole } from "../core/staff-access.tsx";
import { DESK_TODAY_KEY, fetchDeskToday, newScanId, sendScan } from "./desk-api.ts";
import { beep } from "./desk-beep.ts";
import { DeskCamera } from "./desk-camera.tsx";
import {
  type DeskOutcome,
  deskTime,
  keptOfflineOutcome,
  outcomeOfCheckIn,
  refusedOutcome,
  sentOfflineOutcome,
} from "./desk-outcome.ts";
import { DeskRefusals } from "./desk-refusals.tsx";
import { DeskResult } from "./desk-result.tsx";
import { DeskSearch } from "./desk-search.tsx";
import { refusalOf, useDeskQueue } from "./use-desk-queue.ts";

/** The live counters are asked again this often; each scan also refreshes them at once. */
const COUNTERS_EVERY_MS = 15_000;
const DEVICE_KEY = "congres-accueil-poste";

/**
 * The check-in desk (issues #25 and #36): full screen, large type, phone first. A badge is read
 * by the camera, typed, or found by name; each scan carries its own id, so that one kept while
 * the network is down and sent later is still counted once. Offline, a scan is judged against the
 * day's references: a cancelled or unknown badge is refused at once, the others kept.
 */
export function DeskScreen() {
  const role = useStaffRole();
  const account = useStaffAccountId();
  const queryClient = useQueryClient();
  const today = useQuery({
    queryKey: DESK_TODAY_KEY,
    queryFn: fetchDeskToday,
    refetchInterval: COUNTERS_EVERY_MS,
  });
  const [outcome, setOutcome] = useState<DeskOutcome>();
  const [typed, setTyped] = useState("");
  const [device, setDevice] = useState("");
  useEffect(() => setDevice(localStorage.getItem(DEVICE_KEY) ?? ""), []);

  const refreshCounters = useCallback(
    () => queryClient.invalidateQueries({ queryKey: DESK_TODAY_KEY }),
    [queryClient],
  );
  const onSent = useCallback(
    (remaining: number) => {
      void refreshCounters();
      // « Passage gardé … sera transmis » is no longer true once the queue is sent.
      if (remaining === 0) {
        setOutcome((current) => (current?.keptOffline ? sentOfflineOutcome : current));
      }
    },
    [refreshCounters],
  );
  const queue = useDeskQueue(account, onSent);

  const show = useCallback((next: DeskOutcome) => {
    setOutcome(next);
    beep(next.tone);
  }, []);

  const { flush, judge, keep } = queue;
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
        const judged = await judge(text);
        if (judged?.kind === "refused") {
          show(refusedOutcome(judged.message));
          return;
        }
        const again = await keep({ ...scan, reference: judged?.reference ?? text });
        const unpaid = judged !== undefined && judged.paymentStatus === "en_attente";
        show(keptOfflineOutcome(judged?.reference ?? text, again, unpaid));
      } else {
        const refusal = refusalOf(answer);
        show(refusedOutcome(refusal.message, refusal.registration));
      }
    },
    [device, show, refreshCounters, flush, judge, keep],
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
      {(counters?.checked_in_unpaid ?? 0) > 0 && (
        <p className="-mt-3 text-center text-base text-muted">
          {counters?.checked_in_unpaid === 1
            ? "Et 1 arrivée non réglée (hors des attendus)"
            : `Et ${counters?.checked_in_unpaid} arrivées non réglées (hors des attendus)`}
        </p>
      )}
      {queue.pending > 0 && (
        <p
          role="status"
          className="rounded-lg bg-amber-100 p-3 text-lg font-semibold text-amber-950"
        >
          {queue.pending === 1
            ? "1 passage en attente d'envoi"
            : `${queue.pending} passages en attente d'envoi`}
        </p>
      )}

      <DeskRefusals refusals={queue.refusals} onDismiss={queue.dismiss} />

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

      {queue.references && (
        <p className="mt-auto text-base text-muted">
          Hors ligne, les badges sont vérifiés sur la liste du jour : {queue.references.count}{" "}
          références, mise à jour à {deskTime(queue.references.keptAt)}.
        </p>
      )}
      <label className="flex items-center gap-2 text-base text-muted">
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
