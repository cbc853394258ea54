import { IdCard, Send } from "lucide-react";
import { useSearchParams } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { filtersOf } from "../core/list-url-state.ts";
import { toastError } from "../core/toast-error.ts";
import { badgesUrl, useCertificatesSummary, useSendCertificates } from "./documents-api.ts";
import { REGISTRATION_FILTERS } from "./registrations-api.ts";

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/**
 * The registrations list's documents: badges of the rows it shows (search and filters; paid or
 * waived ones only), and "Envoyer les attestations" after the congress, behind a confirmation
 * that says how many mails it queues.
 */
export function RegistrationDocumentsToolbar() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const filters = filtersOf(REGISTRATION_FILTERS, params);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={badgesUrl("sheet", q, filters)} download className={buttonClasses("secondary")}>
        <IdCard aria-hidden="true" className="size-4" />
        Badges (8 par page)
      </a>
      <a href={badgesUrl("single", q, filters)} download className={buttonClasses("secondary")}>
        <IdCard aria-hidden="true" className="size-4" />
        Badges (1 par page)
      </a>
      <SendCertificates />
    </div>
  );
}

function SendCertificates() {
  const { data } = useCertificatesSummary();
  const send = useSendCertificates();

  const description = !data
    ? "Calcul du nombre d'attestations…"
    : !data.available
      ? data.message
      : data.pending === 0
        ? "Toutes les attestations de présence ont déjà été envoyées."
        : `${data.pending} ${plural(data.pending, "attestation de présence sera envoyée", "attestations de présence seront envoyées")} par e-mail, en pièce jointe, aux inscriptions payées ou exonérées${data.recipients === "checked_in" ? " passées au moins une fois à l'accueil" : ""} qui n'en ont pas encore reçu.`;

  async function confirm(): Promise<boolean> {
    const outcome = await send();
    if (outcome.ok) {
      const { queued } = outcome.data;
      toast({
        title: "Attestations envoyées",
        description: `${queued} ${plural(queued, "e-mail mis", "e-mails mis")} en file d'envoi.`,
      });
      return true;
    }
    toastError(outcome.message ?? "Envoi impossible. Veuillez réessayer.");
    return false;
  }

  return (
    <ConfirmActionDialog
      trigger={
        <>
          <Send aria-hidden="true" className="size-4" />
          Envoyer les attestations
        </>
      }
      title="Envoyer les attestations de présence"
      description={description}
      confirmLabel="Envoyer"
      busyLabel="Envoi…"
      onConfirm={confirm}
    />
  );
}
