import { formatCentimes, type PaymentStatus, type ProposalCandidate } from "@congres/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { StatusBadge } from "../core/status-badge.tsx";
import { PAYMENT_STATUS_KIND } from "../payments/payment-status.ts";
import { searchRegistrations } from "./bank-import-api.ts";

/** "Associer…": finds a registration by reference or name for a line the import left over. */
export function ManualMatch({
  line,
  onChoose,
}: {
  line: number;
  onChoose: (registration: ProposalCandidate) => void;
}) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [results, setResults] = useState<ProposalCandidate[] | null>(null);
  const [failed, setFailed] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    try {
      setResults(await searchRegistrations(q.trim()));
    } catch {
      setFailed(true);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="min-h-9 px-2 py-1">
          Associer…
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Associer la ligne ${line} à une inscription`}
        description="Cherchez par référence (CPSS-…), nom ou e-mail."
      >
        <form noValidate onSubmit={search} className="mt-4 flex items-end gap-2">
          <Field label="Rechercher une inscription" className="flex-1">
            <Input value={q} onChange={(event) => setQ(event.target.value)} autoFocus />
          </Field>
          <Button type="submit">Rechercher</Button>
        </form>
        {failed && (
          <p role="alert" className="mt-3 text-sm text-danger">
            La recherche n'a pas abouti. Réessayez.
          </p>
        )}
        {results && results.length === 0 && (
          <p className="mt-3 text-sm text-muted">Aucune inscription trouvée.</p>
        )}
        {results && results.length > 0 && (
          <ul className="mt-4 divide-y divide-gray-100" aria-label="Inscriptions trouvées">
            {results.map((candidate) => (
              <li key={candidate.id} className="flex items-center justify-between gap-3 py-2">
                <span className="text-sm">
                  <span className="font-semibold">{candidate.reference}</span> — {candidate.name}
                  <span className="block text-xs text-muted">
                    Reste dû {formatCentimes(candidate.remaining_centimes)}{" "}
                    <StatusBadge
                      kind={PAYMENT_STATUS_KIND}
                      status={candidate.payment_status as PaymentStatus}
                    />
                  </span>
                </span>
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  disabled={candidate.payment_status !== "en_attente"}
                  onClick={() => {
                    onChoose(candidate);
                    setOpen(false);
                  }}
                >
                  Choisir <span className="sr-only">{candidate.reference}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
