import { Button } from "../../../components/ui/button.tsx";
import type { KeptRefusal } from "./desk-offline-queue.ts";
import { deskTime } from "./desk-outcome.ts";

/** Who a refusal is about: the person when the reference names one, else the code as read. */
const whoOf = (refusal: KeptRefusal) =>
  refusal.registration
    ? `${refusal.registration.name} (${refusal.registration.reference})`
    : `Badge « ${refusal.reference} »`;

/**
 * The scans kept offline that the server refused once the network was back (issue #36, item 7):
 * each with the person and the reason, until the volunteer says it was seen. They are kept in the
 * browser, so a reload or a closed tab does not lose them.
 */
export function DeskRefusals({
  refusals,
  onDismiss,
}: {
  refusals: KeptRefusal[];
  onDismiss: (scanId: string) => void;
}) {
  if (refusals.length === 0) return null;
  return (
    <section
      aria-labelledby="desk-refusals-title"
      className="space-y-3 rounded-xl border-4 border-red-700 bg-red-100 p-5 text-red-950"
    >
      <h2 id="desk-refusals-title" className="text-xl font-bold">
        {refusals.length === 1
          ? "1 passage gardé hors ligne a été refusé"
          : `${refusals.length} passages gardés hors ligne ont été refusés`}
      </h2>
      <ul aria-label="Passages refusés" className="space-y-3">
        {refusals.map((refusal) => (
          <li key={refusal.scanId} className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-lg font-semibold">{whoOf(refusal)}</p>
              <p className="text-base">
                Scanné hors ligne à {deskTime(refusal.scannedAt)} : {refusal.message}
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() => onDismiss(refusal.scanId)}
              aria-label={`J'ai vu le refus : ${whoOf(refusal)}`}
            >
              J'ai vu
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
