import { type ProgrammeAdminView, SESSION_KIND_LABELS } from "@congres/shared";
import type {
  ProgrammeDayData,
  ProgrammeItemData,
  ProgrammeSessionData,
} from "@congres/shared/programme";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useActionOutcome } from "../../features/admin/core/action-outcome.ts";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { ConfirmActionDialog } from "../../features/admin/core/confirm-action-dialog.tsx";
import { Panel } from "../../features/admin/core/panel.tsx";
import {
  deleteItem,
  deleteSession,
  draftsWaiting,
  frenchDay,
  sessionTimes,
  useProgramme,
  useProgrammeChanged,
} from "../../features/admin/programme/programme-api.ts";
import { ItemFormDialog } from "../../features/admin/programme/programme-item-form.tsx";
import { PlacesPanel } from "../../features/admin/programme/programme-places.tsx";
import {
  ConflictList,
  PublishButton,
  VersionsPanel,
} from "../../features/admin/programme/programme-publication.tsx";
import { SessionFormDialog } from "../../features/admin/programme/programme-session-form.tsx";
import { useUnregisteredPresenters } from "../../features/admin/submissions/presenters-api.ts";
import { PresentersPanel } from "../../features/admin/submissions/presenters-panel.tsx";
import { UnregisteredPresenterBadge } from "../../features/admin/submissions/unregistered-presenter-badge.tsx";

export const meta = () => adminMeta("Programme");

type Editing =
  | { kind: "session"; session?: ProgrammeSessionData }
  | { kind: "item"; session: ProgrammeSessionData; item?: ProgrammeItemData };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Pr. Amina Benali, Dr Salma Tazi": the names of a list of people. */
const names = (people: readonly { name: string }[]) =>
  people.map((person) => person.name).join(", ");

function ItemLine({
  session,
  item,
  onEdit,
}: {
  session: ProgrammeSessionData;
  item: ProgrammeItemData;
  onEdit: () => void;
}) {
  const changed = useProgrammeChanged();
  const settle = useActionOutcome();
  const label = item.title?.fr ?? names(item.speakers);
  const unregistered = useUnregisteredPresenters();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <p className="min-w-0 flex-1 text-sm text-ink wrap-anywhere">
        {[
          item.startsAt ? sessionTimes({ startsAt: item.startsAt, endsAt: item.endsAt }) : "",
          item.reference ?? "",
          item.board ? `Panneau ${item.board}` : "",
        ]
          .filter(Boolean)
          .map((part) => `${part} · `)
          .join("")}
        <span className="font-medium">{label}</span>
        {item.title && item.speakers.length > 0 && (
          <span className="text-muted"> — {names(item.speakers)}</span>
        )}
        {item.submissionId && unregistered.has(Number(item.submissionId)) && (
          <>
            {" "}
            <UnregisteredPresenterBadge />
          </>
        )}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onEdit}>
          Modifier<span className="sr-only"> l'intervention « {label} »</span>
        </Button>
        <ConfirmActionDialog
          trigger={
            <>
              Retirer<span className="sr-only"> l'intervention « {label} »</span>
            </>
          }
          triggerVariant="ghost"
          title="Retirer cette intervention ?"
          description={`« ${label} » quitte la session « ${session.title.fr} » dans le brouillon.`}
          confirmLabel="Retirer"
          confirmVariant="danger"
          busyLabel="Retrait..."
          onConfirm={async () =>
            settle(await deleteItem(session.id, item.id), changed, "Retrait impossible")
          }
        />
      </div>
    </li>
  );
}

/** The draft's public page in each language (`GET /api/admin/programme/preview`). */
const PREVIEWS = [
  { lang: "fr", label: "en français" },
  { lang: "en", label: "en anglais" },
  { lang: "ar", label: "en arabe" },
] as const;

function SessionCard({
  session,
  onEdit,
}: {
  session: ProgrammeSessionData;
  onEdit: (editing: Editing) => void;
}) {
  const changed = useProgrammeChanged();
  const settle = useActionOutcome();
  return (
    <li className="space-y-2 px-4 py-3" data-session-id={session.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">{sessionTimes(session)}</span> · {session.room}{" "}
            · {SESSION_KIND_LABELS[session.kind]}
          </p>
          <h3 className="font-semibold text-brand-900 wrap-anywhere">{session.title.fr}</h3>
          {session.subtitle && (
            <p className="text-sm text-ink wrap-anywhere">{session.subtitle.fr}</p>
          )}
          {session.chairs.length > 0 && (
            <p className="text-sm text-muted wrap-anywhere">Présidence : {names(session.chairs)}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onEdit({ kind: "session", session })}>
            Modifier<span className="sr-only"> la session « {session.title.fr} »</span>
          </Button>
          <Button variant="secondary" onClick={() => onEdit({ kind: "item", session })}>
            Ajouter une intervention<span className="sr-only"> à « {session.title.fr} »</span>
          </Button>
          <ConfirmActionDialog
            trigger={
              <>
                Supprimer<span className="sr-only"> la session « {session.title.fr} »</span>
              </>
            }
            title="Supprimer cette session ?"
            description={`« ${session.title.fr} » (${frenchDay(session.day)}, ${sessionTimes(session)}) et ses interventions quittent le brouillon. Le programme public ne change qu'à la prochaine publication.`}
            confirmLabel="Supprimer"
            confirmVariant="danger"
            busyLabel="Suppression..."
            onConfirm={async () =>
              settle(await deleteSession(session.id), changed, "Suppression impossible")
            }
          />
        </div>
      </div>
      {session.items.length > 0 && (
        <ul className="divide-y divide-brand-50 border-s-2 border-brand-100 ps-3">
          {session.items.map((item) => (
            <ItemLine
              key={item.id}
              session={session}
              item={item}
              onEdit={() => onEdit({ kind: "item", session, item })}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function DayPanel({
  day,
  sessions,
  onEdit,
}: {
  day: ProgrammeDayData;
  sessions: ProgrammeSessionData[];
  onEdit: (editing: Editing) => void;
}) {
  const titleId = `programme-day-${day.date}`;
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {capitalized(frenchDay(day.date))} — {day.heading.fr}
      </h2>
      <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
        {sessions.map((session) => (
          <SessionCard key={session.id} session={session} onEdit={onEdit} />
        ))}
        {sessions.length === 0 && (
          <li className="px-4 py-6 text-center text-muted">Aucune session ce jour-là.</li>
        )}
      </ul>
    </section>
  );
}

function DraftStatus({ view }: { view: ProgrammeAdminView }) {
  return (
    <div role="status" className="space-y-1 rounded-lg bg-brand-50 px-4 py-3 text-ink">
      <p className="font-semibold text-brand-900">
        {view.published_version === null
          ? "Aucune version publiée."
          : view.draft_changed
            ? `Le brouillon a des modifications non publiées (en ligne : version ${view.published_version}).`
            : `Le brouillon est publié (version ${view.published_version}).`}
      </p>
      {view.mail_drafts > 0 && (
        <p className="text-sm">
          {draftsWaiting(view.mail_drafts)}{" "}
          <Link to="/admin/app/a-envoyer" className="font-medium text-brand-800 underline">
            « À envoyer »
          </Link>
          .
        </p>
      )}
    </div>
  );
}

/**
 * "Programme" (issue #24): the draft by day (sessions with their items), its add / edit / move /
 * delete forms, its conflicts and the accepted submissions still to place, "Publier", and the
 * published versions with "Rétablir". Nothing is public before a publication.
 */
export default function Programme() {
  const { data } = useProgramme();
  const unregistered = useUnregisteredPresenters();
  const [editing, setEditing] = useState<Editing>();
  const close = (open: boolean) => !open && setEditing(undefined);

  if (!data) return <p className="text-muted">Chargement...</p>;
  const { draft, conflicts, unplaced_submissions: unplaced } = data;
  return (
    <section aria-labelledby="programme-title" className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="programme-title" className="text-2xl font-bold text-brand-900">
          Programme
        </h1>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setEditing({ kind: "session" })}>
            <Plus aria-hidden="true" className="size-4" />
            Ajouter une session
          </Button>
          <PublishButton
            conflicts={conflicts}
            disabled={!data.draft_changed && conflicts.length === 0}
          />
        </div>
      </div>
      <p className="text-ink">
        Les modifications restent un brouillon, visible ici et dans son aperçu seulement ; « Publier
        » le met en ligne en français, en anglais et en arabe, sans reconstruire le site.
      </p>
      <p className="text-sm text-ink">
        Aperçu du brouillon tel que les délégués le liront :{" "}
        {PREVIEWS.map(({ lang, label }, index) => (
          <span key={lang}>
            {index > 0 && " · "}
            <a
              href={`/api/admin/programme/preview?lang=${lang}`}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-800 underline"
            >
              {label}
              <span className="sr-only"> (nouvel onglet)</span>
            </a>
          </span>
        ))}
      </p>
      <DraftStatus view={data} />

      {conflicts.length > 0 && (
        <Panel id="programme-conflicts-title" title={`Conflits (${conflicts.length})`}>
          <ConflictList conflicts={conflicts} />
        </Panel>
      )}
      <PresentersPanel />
      {unplaced.length > 0 && (
        <Panel
          id="programme-unplaced-title"
          title={`Soumissions acceptées à placer (${unplaced.length})`}
        >
          <ul className="space-y-1 text-sm text-ink">
            {unplaced.map((submission) => (
              <li key={submission.id} className="wrap-anywhere">
                <Link
                  to={`/admin/app/soumissions/${submission.id}`}
                  className="font-medium text-brand-800 underline"
                >
                  {submission.reference}
                </Link>{" "}
                {submission.title} — {submission.speaker}
                {unregistered.has(Number(submission.id)) && (
                  <>
                    {" "}
                    <UnregisteredPresenterBadge />
                  </>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {draft.days.map((day) => (
        <DayPanel
          key={day.date}
          day={day}
          sessions={draft.sessions.filter((session) => session.day === day.date)}
          onEdit={setEditing}
        />
      ))}

      <PlacesPanel programme={draft} />
      <VersionsPanel />

      {editing?.kind === "session" && (
        <SessionFormDialog
          key={editing.session?.id ?? "new"}
          programme={draft}
          session={editing.session}
          open
          onOpenChange={close}
        />
      )}
      {editing?.kind === "item" && (
        <ItemFormDialog
          key={`${editing.session.id}-${editing.item?.id ?? "new"}`}
          session={editing.session}
          item={editing.item}
          unplaced={unplaced}
          open
          onOpenChange={close}
        />
      )}
    </section>
  );
}
