import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { formatDateTime } from "../core/admin-format.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { useLinkPresenter, usePresenters, useSubmissionVersions } from "./presenters-api.ts";
import { UnregisteredPresenterBadge } from "./unregistered-presenter-badge.tsx";

/** Who presents an accepted abstract and her registration; staff link one by hand. */
function PresenterPanel({ submissionId }: { submissionId: number }) {
  const { data } = usePresenters();
  const link = useLinkPresenter();
  const [registrationId, setRegistrationId] = useState("");
  const [failure, setFailure] = useState<string | undefined>();
  const row = data?.data.find((one) => one.id === submissionId);
  if (!row) return null;
  return (
    <PanelSection id="presenter-title" title="Présentateur">
      <p className="text-ink">
        {row.presenter_first_name} {row.presenter_last_name} · {row.presenter_email || "—"}
      </p>
      {row.registered ? (
        <p className="text-sm text-ink">
          Inscription {row.registration?.reference} ({row.registration?.payment_status})
        </p>
      ) : (
        <UnregisteredPresenterBadge />
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void link(submissionId, registrationId ? Number(registrationId) : null).then((outcome) =>
            setFailure(outcome.ok ? undefined : outcome.message),
          );
        }}
      >
        <Field label="Lier une inscription (ID)" error={failure}>
          <Input
            value={registrationId}
            inputMode="numeric"
            onChange={(event) => setRegistrationId(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary">
          Lier
        </Button>
      </form>
    </PanelSection>
  );
}

/** The versions its author sent from « Mon espace », the original being version 1. */
function VersionsPanel({ submissionId }: { submissionId: number }) {
  const { data } = useSubmissionVersions(submissionId);
  if (!data || data.total < 2) return null;
  return (
    <PanelSection id="versions-title" title={`Versions (${data.total})`}>
      <ol className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
        {data.data.map((version) => (
          <li key={version.version} className="px-4 py-3 text-sm">
            <p className="font-medium text-ink">
              Version {version.version} · {formatDateTime(version.created_at)} ·{" "}
              {version.created_by_email}
            </p>
            <p className="text-muted" dir="auto">
              {version.body.title} —{" "}
              {version.body.authors.map((a) => `${a.firstName} ${a.lastName}`).join(", ")}
            </p>
          </li>
        ))}
      </ol>
    </PanelSection>
  );
}

/** What authors changed themselves (issue #39): the presenter's registration and the versions. */
export function SubmissionAuthorChanges({ submissionId }: { submissionId: number }) {
  return (
    <>
      <PresenterPanel submissionId={submissionId} />
      <VersionsPanel submissionId={submissionId} />
    </>
  );
}
