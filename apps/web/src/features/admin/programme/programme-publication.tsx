import type {
  ProgrammeConflict,
  ProgrammePublishResult,
  ProgrammeVersionRow,
} from "@congres/shared";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { type DataColumn, DataTable } from "../core/data-table.tsx";
import { Panel } from "../core/panel.tsx";
import {
  draftsWaiting,
  publishProgramme,
  restoreVersion,
  useProgrammeChanged,
  useProgrammeVersions,
} from "./programme-api.ts";

/** The draft's conflicts, each in the server's French sentence. */
export function ConflictList({ conflicts }: { conflicts: readonly ProgrammeConflict[] }) {
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-ink">
      {conflicts.map((conflict) => (
        <li key={`${conflict.code}-${conflict.message}`}>{conflict.message}</li>
      ))}
    </ul>
  );
}

const publishedToast = (result: ProgrammePublishResult, what: string) =>
  toast({
    title: `${what} : version ${result.version}`,
    description:
      result.mail_drafts > 0
        ? `Le site public la montre dans quelques secondes. ${draftsWaiting(result.mail_drafts)} « À envoyer ».`
        : "Le site public la montre dans quelques secondes.",
  });

/**
 * "Publier": a confirmation, which lists the conflicts (the draft's, or those the server found
 * meanwhile) and then offers "Publier quand même".
 */
export function PublishButton({
  conflicts,
  disabled,
}: {
  conflicts: readonly ProgrammeConflict[];
  disabled: boolean;
}) {
  const changed = useProgrammeChanged();
  const settle = useActionOutcome();
  return (
    <ConfirmActionDialog
      trigger="Publier"
      triggerVariant="primary"
      triggerDisabled={disabled}
      title="Publier le programme ?"
      description={
        conflicts.length === 0
          ? "Le brouillon devient le programme public, en français, en anglais et en arabe."
          : `Le brouillon a ${conflicts.length === 1 ? "un conflit" : `${conflicts.length} conflits`} :`
      }
      confirmLabel={conflicts.length === 0 ? "Publier" : "Publier quand même"}
      confirmVariant={conflicts.length === 0 ? "primary" : "danger"}
      busyLabel="Publication..."
      onConfirm={async () => {
        const outcome = await publishProgramme(conflicts.length > 0);
        // A conflict found by the server meanwhile: the list is read again and shown here.
        if (!outcome.ok && outcome.status === 409) changed();
        return settle(
          outcome,
          (result) => {
            changed();
            publishedToast(result, "Programme publié");
          },
          "Publication impossible",
        );
      }}
    >
      {conflicts.length > 0 && (
        <div className="mt-3 max-h-64 overflow-y-auto rounded-md bg-amber-50 p-3">
          <ConflictList conflicts={conflicts} />
        </div>
      )}
    </ConfirmActionDialog>
  );
}

/** Each publication, newest first, with who and when; an earlier one can be published again. */
export function VersionsPanel() {
  const { data } = useProgrammeVersions();
  const changed = useProgrammeChanged();
  const settle = useActionOutcome();
  const versions = data?.data ?? [];
  const online = versions[0]?.version;
  const columns: DataColumn<ProgrammeVersionRow>[] = [
    {
      header: "Version",
      className: "font-medium",
      cell: (version) => (
        <>
          {version.version}
          {version.version === online && (
            <span className="ms-2 text-xs text-muted">(en ligne)</span>
          )}
        </>
      ),
    },
    { header: "Publiée le", cell: (version) => formatDateTime(version.published_at, "short") },
    {
      header: "Par",
      className: "hidden sm:table-cell",
      cell: (version) => version.published_by ?? "Programme d'origine",
    },
    {
      header: "Actions",
      className: "text-right",
      cell: (version) => (
        <div className="flex justify-end">
          {version.version !== online && (
            <ConfirmActionDialog
              trigger={
                <>
                  Rétablir<span className="sr-only"> la version {version.version}</span>
                </>
              }
              title={`Rétablir la version ${version.version} ?`}
              description={`Le brouillon devient la version ${version.version} (${version.sessions} sessions), publiée aussitôt comme nouvelle version. Les modifications non publiées du brouillon sont perdues.`}
              confirmLabel="Rétablir et publier"
              busyLabel="Publication..."
              onConfirm={async () =>
                settle(
                  await restoreVersion(version.version),
                  (result) => {
                    changed();
                    publishedToast(result, `Version ${version.version} rétablie`);
                  },
                  "Rétablissement impossible",
                )
              }
            />
          )}
        </div>
      ),
    },
  ];
  return (
    <Panel id="programme-versions-title" title="Versions publiées">
      <DataTable
        columns={columns}
        rows={data ? versions : undefined}
        rowKey={(version) => version.version}
      />
    </Panel>
  );
}
