import type { DeskSearchResult } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { paymentStatusLabel } from "../payments/payment-labels.ts";
import { searchDeskPeople } from "./desk-api.ts";
import { participationLabel } from "./desk-outcome.ts";

/** The forgotten badge: find the person by name or reference, then record their arrival. */
export function DeskSearch({ onCheckIn }: { onCheckIn: (reference: string) => void }) {
  const [q, setQ] = useState("");
  const [found, setFound] = useState<DeskSearchResult["data"]>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  const search = async (event: React.FormEvent) => {
    event.preventDefault();
    if (q.trim().length < 2) {
      setMessage("Tapez au moins deux lettres du nom ou de la référence.");
      return;
    }
    setBusy(true);
    try {
      const answer = await searchDeskPeople(q.trim());
      setFound(answer.data);
      setMessage(
        answer.data.length === 0 ? "Personne ne correspond à cette recherche." : undefined,
      );
    } catch {
      setFound(undefined);
      setMessage("Recherche impossible hors ligne : tapez la référence du badge.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="desk-search-title" className="space-y-3">
      <h2 id="desk-search-title" className="text-xl font-bold text-brand-900">
        Badge oublié ? Chercher par nom
      </h2>
      <form onSubmit={search} className="flex gap-2">
        <label htmlFor="desk-search" className="sr-only">
          Nom ou référence
        </label>
        <input
          id="desk-search"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Nom ou référence"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-gray-400 px-4 py-3 text-xl"
        />
        <Button type="submit" loading={busy} className="text-lg">
          Chercher
        </Button>
      </form>
      {message && <p className="text-lg text-muted">{message}</p>}
      {found && found.length > 0 && (
        <ul
          aria-label="Résultats de la recherche"
          className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white"
        >
          {found.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="text-xl font-semibold">{person.name}</p>
                <p className="text-base text-muted">
                  <span dir="ltr">{person.reference}</span> ·{" "}
                  {participationLabel(person.participation_type)} ·{" "}
                  {paymentStatusLabel(person.payment_status)}
                  {person.checked_in_today && " · déjà arrivé(e) aujourd'hui"}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => onCheckIn(person.reference)}
                aria-label={`Enregistrer l'arrivée de ${person.name}`}
              >
                Enregistrer l'arrivée
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
