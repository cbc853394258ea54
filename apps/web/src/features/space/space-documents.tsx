import { Download } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import {
  DOCUMENTS,
  fetchDocument,
  type SpaceDocument,
  type SpaceRegistration,
} from "./space-api.ts";
import { documentLabel } from "./space-labels.ts";
import { useSpaceDownload } from "./use-space-download.ts";

/**
 * Her documents, each the PDF staff send: a button fetches it; while it does not exist yet the
 * server's sentence says why (not paid yet, letter not approved…).
 */
export function SpaceDocuments({ registration }: { registration: SpaceRegistration }) {
  const locale = useLocale();
  const { busy, message, download } = useSpaceDownload<SpaceDocument>();
  const titleId = `space-documents-${registration.id}`;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h4 id={titleId} className="font-semibold text-brand-900">
        {m.space_documents({}, { locale })}
      </h4>
      <div className="flex flex-wrap gap-2">
        {DOCUMENTS.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            loading={busy === kind}
            disabled={busy !== undefined && busy !== kind}
            aria-label={m.space_document_download(
              { document: documentLabel(kind, locale) },
              { locale },
            )}
            onClick={() => void download(kind, () => fetchDocument(registration.id, kind))}
          >
            {busy !== kind && <Download aria-hidden="true" className="size-4" />}
            {documentLabel(kind, locale)}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-ink empty:hidden">
        {message}
      </p>
    </section>
  );
}
