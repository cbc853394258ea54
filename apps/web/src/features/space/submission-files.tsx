import type { SpaceSubmissionFiles, SubmissionFileKind } from "@congres/shared/facts";
import { Download, Upload } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { INTL_LOCALES, type Locale } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import type { SpaceSubmission } from "./space-api.ts";
import {
  FILE_KINDS,
  loadSubmissionFiles,
  submissionFileUrl,
  uploadSubmissionFile,
} from "./submission-files-api.ts";

const KIND_LABELS: Record<SubmissionFileKind, (locale: Locale) => string> = {
  poster: (locale) => m.space_file_kind_poster({}, { locale }),
  slides: (locale) => m.space_file_kind_slides({}, { locale }),
  full_text: (locale) => m.space_file_kind_full_text({}, { locale }),
};

const ACCEPT: Record<SubmissionFileKind, string> = {
  poster: ".pdf,application/pdf",
  slides:
    ".pdf,.pptx,application/pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation",
  full_text: ".pdf,application/pdf",
};

/** "2,4 Mo" / "2.4 MB": a size in the page's language, Western digits. */
const sizeIn = (bytes: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));

/**
 * The files of an accepted submission (issue #39 item 3): for each kind, the file she sent last
 * (a download) and a form to send it (again); a refusal says the server's sentence beside the
 * field, in her language. Nothing shows before the decision is hers to read.
 */
export function SubmissionFiles({ submission }: { submission: SpaceSubmission }) {
  const locale = useLocale();
  const accepted = submission.decision?.startsWith("acceptee_") ?? false;
  const [files, setFiles] = useState<SpaceSubmissionFiles | undefined>();
  const [failed, setFailed] = useState(false);
  const titleId = `space-files-${submission.id}`;

  const reload = useCallback(async () => {
    try {
      const answer = await loadSubmissionFiles(submission.id);
      if (answer.ok) setFiles(answer.data);
      setFailed(!answer.ok);
    } catch {
      setFailed(true);
    }
  }, [submission.id]);

  useEffect(() => {
    if (accepted) void reload();
  }, [accepted, reload]);

  if (!accepted) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h4 id={titleId} className="font-semibold text-brand-900">
        {m.space_files({}, { locale })}
      </h4>
      <p className="text-sm text-muted">{m.space_files_intro({}, { locale })}</p>
      {failed && (
        <p role="alert" className="text-sm font-medium text-danger">
          {m.space_files_failed({}, { locale })}
        </p>
      )}
      {files && !files.open && files.closed_reason && (
        <p className="text-sm text-ink">{files.closed_reason}</p>
      )}
      {files && (
        <ul className="flex flex-col gap-4">
          {FILE_KINDS.map((kind) => (
            <FileOfKind
              key={kind}
              submissionId={submission.id}
              kind={kind}
              files={files}
              onSent={reload}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FileOfKind({
  submissionId,
  kind,
  files,
  onSent,
}: {
  submissionId: number;
  kind: SubmissionFileKind;
  files: SpaceSubmissionFiles;
  onSent: () => Promise<void>;
}) {
  const locale = useLocale();
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const current = files.data.find((file) => file.kind === kind);
  const label = KIND_LABELS[kind](locale);

  async function send(event: FormEvent) {
    event.preventDefault();
    setSent(undefined);
    if (!chosen) return setError(m.space_file_missing({}, { locale }));
    setBusy(true);
    try {
      const answer = await uploadSubmissionFile(submissionId, kind, chosen);
      if (answer.ok) {
        setError(undefined);
        setSent(m.space_file_sent({ name: answer.data.name }, { locale }));
        await onSent();
      } else {
        setError(answer.message ?? m.space_failed({}, { locale }));
      }
    } catch {
      setError(m.space_network_failure({}, { locale }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-brand-100 p-3">
      <p className="font-medium text-ink">{label}</p>
      {current ? (
        <a
          className={buttonClasses("secondary", "self-start")}
          href={submissionFileUrl(submissionId, current.id)}
          download={current.name}
          aria-label={m.space_file_download({ name: current.name }, { locale })}
        >
          <Download aria-hidden="true" className="size-4" />
          <bdi>{current.name}</bdi>
          <span className="text-muted" dir="ltr">
            {sizeIn(current.size, locale)}
          </span>
        </a>
      ) : (
        <p className="text-sm text-muted">{m.space_file_none({}, { locale })}</p>
      )}
      {files.open && (
        <form noValidate onSubmit={send} className="flex flex-col gap-2">
          <Field label={m.space_file_choose({ kind: label }, { locale })} error={error}>
            <Input
              type="file"
              accept={ACCEPT[kind]}
              onChange={(event) => {
                setChosen(event.target.files?.[0] ?? null);
                setError(undefined);
              }}
            />
          </Field>
          <Button type="submit" variant="secondary" loading={busy} className="self-start">
            {!busy && <Upload aria-hidden="true" className="size-4" />}
            {m.space_file_send({}, { locale })}
          </Button>
          {sent && (
            <p role="status" className="text-sm text-ink">
              {sent}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
