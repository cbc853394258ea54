import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { fetchPresentationCertificate, type SpaceSubmission, saveFile } from "./space-api.ts";

/**
 * The certificate of presentation of a confirmed submission (decision 0080): fetched, so that
 * before the congress the server's sentence shows on the card instead of a download.
 */
export function PresentationCertificate({ submission }: { submission: SpaceSubmission }) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const label = m.space_presentation_certificate({}, { locale });

  async function download() {
    setBusy(true);
    setMessage(undefined);
    try {
      const outcome = await fetchPresentationCertificate(submission.id);
      if (outcome.ok) saveFile(outcome.file, outcome.name);
      else setMessage(outcome.message ?? m.space_document_failed({}, { locale }));
    } catch {
      setMessage(m.space_network_failure({}, { locale }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        loading={busy}
        aria-label={m.space_document_download({ document: label }, { locale })}
        onClick={() => void download()}
      >
        {!busy && <Download aria-hidden="true" className="size-4" />}
        {label}
      </Button>
      <p role="status" className="text-sm text-ink empty:hidden">
        {message}
      </p>
    </div>
  );
}
