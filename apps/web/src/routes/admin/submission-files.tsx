import { FolderDown } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { Panel } from "../../features/admin/core/panel.tsx";
import { AdminScreen } from "../../features/admin/core/screen-header.tsx";
import { frenchDay } from "../../features/admin/programme/programme-api.ts";
import {
  FileDeadlineForm,
  fileDeadlineText,
} from "../../features/admin/submission-files/file-deadline-form.tsx";
import {
  dayArchiveUrl,
  FILE_KIND_LABELS,
  useFileDeadline,
  useMissingFiles,
} from "../../features/admin/submission-files/submission-files-api.ts";
import { editionFacts } from "../../lib/edition-facts.ts";

export const meta = () => adminMeta("Fichiers des auteurs");

/**
 * « Fichiers des auteurs » (issue #39 item 3): until when authors upload, each congress day's
 * posters and slides as one ZIP for the room laptops, and the accepted abstracts still without
 * their file (a mailing's « fichiers manquants » audience writes to them).
 */
export default function SubmissionFiles() {
  const deadline = useFileDeadline();
  const missing = useMissingFiles();
  return (
    <AdminScreen title="Fichiers des auteurs">
      <Panel id="file-deadline" title="Date limite des envois">
        {deadline.data ? (
          <>
            <p className="text-sm text-ink">{fileDeadlineText(deadline.data)}</p>
            <FileDeadlineForm key={deadline.data.closes_at ?? "none"} deadline={deadline.data} />
          </>
        ) : (
          <p className="text-muted">Chargement...</p>
        )}
      </Panel>
      <Panel id="file-archives" title="Posters et diapositives par jour">
        <p className="text-sm text-muted">
          Un ZIP par jour du programme en préparation, un dossier par session : la dernière version
          de chaque fichier.
        </p>
        <div className="flex flex-wrap gap-2">
          {editionFacts.dates.days.map((day) => (
            <a key={day} className={buttonClasses("secondary")} href={dayArchiveUrl(day)} download>
              <FolderDown aria-hidden="true" className="size-4" />
              ZIP du {frenchDay(day)}
            </a>
          ))}
        </div>
      </Panel>
      <Panel id="missing-files" title="Fichiers manquants">
        <p className="text-sm text-muted">
          Résumés acceptés dont le poster (ou, pour une communication orale, les diapositives) n'est
          pas arrivé. Pour leur écrire : un message groupé aux soumissions, « fichiers manquants ».
        </p>
        {missing.data && missing.data.total === 0 && (
          <p className="text-sm text-ink">Tous les fichiers attendus sont arrivés.</p>
        )}
        {missing.data && missing.data.total > 0 && (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th className="py-2 pe-3 font-medium">Référence</th>
                <th className="py-2 pe-3 font-medium">Titre</th>
                <th className="py-2 pe-3 font-medium">Présentateur</th>
                <th className="py-2 font-medium">Attendu</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {missing.data.data.map((row) => (
                <tr key={row.id}>
                  <td className="py-2 pe-3">
                    <Link
                      className="text-brand-700 underline"
                      to={`/admin/app/soumissions/${row.id}`}
                    >
                      {row.reference}
                    </Link>
                  </td>
                  <td className="py-2 pe-3">{row.title}</td>
                  <td className="py-2 pe-3">{row.presenter}</td>
                  <td className="py-2">{FILE_KIND_LABELS[row.needed]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </AdminScreen>
  );
}
