import { centimesToInput, type DeskPerson } from "@congres/shared";
import { useEffect, useReducer, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { badgeUrl, payInCash, undoScan } from "./desk-api.ts";
import type { DeskOutcome, DeskTone } from "./desk-outcome.ts";

const TONE_CLASSES: Record<DeskTone, string> = {
  green: "border-green-700 bg-green-100 text-green-950",
  orange: "border-amber-600 bg-amber-100 text-amber-950",
  red: "border-red-700 bg-red-100 text-red-950",
};

const isAttending = (status: string) => status === "payee" || status === "exoneree";

/**
 * The last scan's result, in its colour, with what the desk may do next: undo it (five
 * minutes), print the badge, take a cash payment when the secretariat allows it.
 */
export function DeskResult({
  outcome,
  cashPayments,
  onChange,
}: {
  outcome: DeskOutcome | undefined;
  cashPayments: boolean;
  onChange: (outcome: DeskOutcome) => void;
}) {
  const [busy, setBusy] = useState(false);
  // « Annuler ce passage » leaves the screen when its five minutes are over (the server refuses
  // it after that anyway, decision 0047).
  const undoUntil = outcome?.undoUntil;
  const [, showAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (undoUntil === undefined) return;
    const timer = setTimeout(showAgain, Math.max(0, Date.parse(undoUntil) - Date.now()));
    return () => clearTimeout(timer);
  }, [undoUntil]);
  if (!outcome) {
    return (
      <p
        role="status"
        className="rounded-xl border-4 border-dashed border-brand-100 p-6 text-xl text-muted"
      >
        Scannez un badge ou tapez sa référence.
      </p>
    );
  }
  const { person } = outcome;
  const undoable =
    outcome.checkInId !== undefined &&
    outcome.undoUntil !== undefined &&
    Date.now() < Date.parse(outcome.undoUntil);

  const undo = async () => {
    if (outcome.checkInId === undefined) return;
    setBusy(true);
    const answer = await undoScan(outcome.checkInId);
    setBusy(false);
    onChange(
      answer.ok
        ? {
            tone: "orange",
            title: "Passage annulé",
            detail: `${person?.name ?? ""} n'est plus compté(e) aujourd'hui.`,
          }
        : { tone: "red", title: "Annulation impossible", detail: answer.message ?? "Réessayez." },
    );
  };

  return (
    <div
      role="status"
      data-tone={outcome.tone}
      className={cn("space-y-4 rounded-xl border-4 p-5", TONE_CLASSES[outcome.tone])}
    >
      <p className="text-2xl font-bold sm:text-3xl">{outcome.title}</p>
      <p className="text-lg">{outcome.detail}</p>
      <div className="flex flex-wrap gap-3">
        {undoable && (
          <Button variant="secondary" loading={busy} onClick={undo}>
            Annuler ce passage
          </Button>
        )}
        {person && isAttending(person.payment_status) && (
          <a
            href={badgeUrl(person.id)}
            target="_blank"
            rel="noopener"
            className={buttonClasses("secondary")}
          >
            Imprimer le badge
          </a>
        )}
      </div>
      {person && person.payment_status === "en_attente" && cashPayments && (
        <CashForm key={person.id} outcome={outcome} person={person} onChange={onChange} />
      )}
    </div>
  );
}

/** "Encaisser en espèces", the field prefilled with what the person still owes. */
function CashForm({
  outcome,
  person,
  onChange,
}: {
  outcome: DeskOutcome;
  person: DeskPerson;
  onChange: (outcome: DeskOutcome) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState(() =>
    person.amount_owed > 0 ? centimesToInput(person.amount_owed) : "",
  );
  const [cashError, setCashError] = useState<string>();

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await payInCash(person.id, amount);
    setBusy(false);
    if (!answer.ok) {
      setCashError(
        answer.errors.amount?.[0] ?? answer.message ?? "Paiement non enregistré : réessayez.",
      );
      return;
    }
    setCashError(undefined);
    onChange({
      ...outcome,
      person: answer.data.registration,
      tone: "green",
      title: `Paiement en espèces enregistré : ${answer.data.registration.name}`,
      detail: "Inscription payée : le reçu part par e-mail. Vous pouvez imprimer le badge.",
    });
  };

  return (
    <form onSubmit={pay} className="flex flex-wrap items-end gap-3" noValidate>
      <label className="flex flex-col gap-1 text-base font-semibold">
        Montant reçu en espèces (DH)
        <input
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={cashError ? true : undefined}
          aria-describedby={cashError ? "desk-cash-error" : undefined}
          className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-lg text-ink"
        />
      </label>
      <Button type="submit" loading={busy}>
        Encaisser en espèces
      </Button>
      {cashError && (
        <p id="desk-cash-error" className="w-full font-semibold text-red-800">
          {cashError}
        </p>
      )}
    </form>
  );
}
