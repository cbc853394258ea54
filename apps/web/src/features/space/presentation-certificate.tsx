import { Download } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { fetchPresentationCertificate, type SpaceSubmission } from "./space-api.ts";
import { useSpaceDownload } from "./use-space-download.ts";

/**
 * The certificate of presentation of a confirmed submission (decision 0080): fetched, so that
 * before the congress the server's sentence shows on the card instead of a download.
 */
export function PresentationCertificate({ submission }: { submission: SpaceSubmission }) {
  const locale = useLocale();
  const { busy, message, download } = useSpaceDownload<"certificate">();
  const label = m.space_presentation_certificate({}, { locale });

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        loading={busy !== undefined}
        aria-label={m.space_document_download({ document: label }, { locale })}
        onClick={() =>
          void download("certificate", () => fetchPresentationCertificate(submission.id))
        }
      >
        {busy === undefined && <Download aria-hidden="true" className="size-4" />}
        {label}
      </Button>
      <p role="status" className="text-sm text-ink empty:hidden">
        {message}
      </p>
    </div>
  );
}
