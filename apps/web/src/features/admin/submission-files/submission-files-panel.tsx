import { Download } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { formatDateTime } from "../core/admin-format.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { FILE_KIND_LABELS, submissionFileUrl, useSubmissionFiles } from "./submission-files-api.ts";

const sizeOf = (bytes: number) =>
  `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} Mo`;

/** « Fichiers de l'auteur » on a submission's page: every version, the current one first. */
export function SubmissionFilesPanel({ submissionId }: { submissionId: number }) {
  const { data, isError } = useSubmissionFiles(submissionId);
  return (
    <PanelSection id="submission-files-title" title="Fichiers de l'auteur">
      {isError && <p className="text-muted">Fichiers indisponibles.</p>}
      {data && data.data.length === 0 && (
        <p className="text-sm text-muted">Aucun fichier envoyé par l'auteur.</p>
      )}
      {data && data.data.length > 0 && (
        <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
          {data.data.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="font-medium text-ink">
                {FILE_KIND_LABELS[file.kind]} — version {file.version}
                {!file.current && <span className="ml-2 text-sm text-muted">(remplacée)</span>}
              </span>
              <span className="text-sm text-muted">
                {sizeOf(file.size)} · {formatDateTime(file.uploaded_at)}
              </span>
              <a
                className={buttonClasses("secondary")}
                href={submissionFileUrl(submissionId, file.id)}
                download={file.name}
              >
                <Download aria-hidden="true" className="size-4" />
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
