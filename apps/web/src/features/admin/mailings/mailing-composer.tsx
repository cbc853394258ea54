import {
  AUDIENCE_PLACEHOLDERS,
  type CreateMailingRequest,
  LOCALE_NAMES_FR,
  MAILING_AUDIENCE_KINDS,
  MAILING_LANGUAGES,
  MAILING_PLACEHOLDERS,
  type MailingAudienceKind,
  type MailingDetail,
  type MailingText,
} from "@congres/shared";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { type AdminWriteOutcome, useSignedOut } from "../core/admin-api.ts";
import { Panel } from "../core/panel.tsx";
import { ScreenHeader } from "../core/screen-header.tsx";
import { useStaffRole } from "../core/staff-access.tsx";
import { AudienceFilters, composableKinds, emptyAudience } from "./mailing-audience.tsx";
import {
  type MailingAudienceInput,
  mailingPath,
  peopleCount,
  useAudienceCount,
  useMailingsChanged,
} from "./mailings-api.ts";

type Language = (typeof MAILING_LANGUAGES)[number];
type Texts = Record<Language, string>;
const NO_TEXT: Texts = { fr: "", en: "", ar: "" };

/** A stored text in the composer's fields: the languages not written are empty. */
const textsOf = (text: MailingText | undefined): Texts => ({ ...NO_TEXT, ...text });

/** `{fr, en?, ar?}`: the other languages only when written (they fall back to French). */
const perLanguage = (texts: Texts) => ({
  fr: texts.fr,
  ...(texts.en.trim() ? { en: texts.en } : {}),
  ...(texts.ar.trim() ? { ar: texts.ar } : {}),
});

/** The live count of the audience being filtered, announced politely as it changes. */
function AudienceCount({ audience }: { audience: Parameters<typeof useAudienceCount>[0] }) {
  const count = useAudienceCount(audience);
  return (
    <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-900">
      {count.isError
        ? "Comptage impossible pour ces filtres."
        : count.data === undefined
          ? "Comptage..."
          : `${peopleCount(count.data)} dans ce public`}
    </p>
  );
}

type ComposerProps = {
  title: string;
  backTo: string;
  /** The draft being edited ("Modifier"); a new mailing without it. */
  draft?: Pick<MailingDetail, "audience" | "subject" | "body">;
  save: (request: CreateMailingRequest) => Promise<AdminWriteOutcome<{ id: number }>>;
};

/**
 * Compose a mailing (issue #26), or edit a draft: the audience and its filters with their live
 * count, then the subject and Markdown text per language (French required). Saved as a draft:
 * the mailing's screen previews it for any recipient, sends a test and, after a confirmation,
 * sends it.
 */
export function MailingComposer({ title, backTo, draft, save: write }: ComposerProps) {
  const role = useStaffRole();
  const navigate = useNavigate();
  const signedOut = useSignedOut();
  const changed = useMailingsChanged();
  const composable = composableKinds(role);
  // A payment reminder's draft keeps its own audience, which is not composed by hand.
  const kinds =
    draft && !composable.some((kind) => kind.value === draft.audience.kind)
      ? [
          ...composable,
          ...MAILING_AUDIENCE_KINDS.filter((kind) => kind.value === draft.audience.kind),
        ]
      : composable;
  const [audience, setAudience] = useState<MailingAudienceInput>(
    () =>
      draft?.audience ?? emptyAudience((kinds[0]?.value ?? "submissions") as MailingAudienceKind),
  );
  const [language, setLanguage] = useState<Language>("fr");
  const [subject, setSubject] = useState<Texts>(() => textsOf(draft?.subject));
  const [body, setBody] = useState<Texts>(() => textsOf(draft?.body));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const placeholders = MAILING_PLACEHOLDERS.filter((placeholder) =>
    AUDIENCE_PLACEHOLDERS[audience.kind].includes(placeholder.name),
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await write({
      audience,
      subject: perLanguage(subject),
      body: perLanguage(body),
    });
    setBusy(false);
    if (outcome.ok) {
      changed();
      navigate(mailingPath(outcome.data.id));
      return;
    }
    if (signedOut(outcome.status)) return;
    setErrors(outcome.errors);
    setMessage(outcome.message ?? "Enregistrement impossible");
    // The first language with an error is shown.
    const wrong = MAILING_LANGUAGES.find(
      (code) => outcome.errors[`subject.${code}`] || outcome.errors[`body.${code}`],
    );
    if (wrong) setLanguage(wrong);
  }

  return (
    <section aria-labelledby="mailing-new-title" className="max-w-4xl space-y-6">
      <ScreenHeader id="mailing-new-title" title={title} backTo={backTo} />
      <form noValidate onSubmit={save} className="space-y-6">
        <Panel id="mailing-audience-title" title="Destinataires">
          <Field label="Public" required>
            <Select
              placeholder="Choisir un public"
              options={kinds}
              value={audience.kind}
              onChange={(event) =>
                event.target.value &&
                setAudience(emptyAudience(event.target.value as MailingAudienceKind))
              }
            />
          </Field>
          <AudienceFilters audience={audience} onChange={setAudience} />
          <AudienceCount audience={audience} />
        </Panel>

        <Panel id="mailing-text-title" title="Message">
          <p className="text-sm text-ink">
            Le français est obligatoire ; sans texte en anglais ou en arabe, ces personnes reçoivent
            le français. Le texte est en Markdown (**gras**, listes, [liens](https://…)). Champs
            disponibles pour ce public :{" "}
            {placeholders.map((placeholder, index) => (
              <span key={placeholder.name}>
                {index > 0 && ", "}
                <code className="font-mono" dir="ltr">{`{{${placeholder.name}}}`}</code> (
                {placeholder.label})
              </span>
            ))}
            . Conditions possibles :{" "}
            <code className="font-mono" dir="ltr">
              {"{% if … %}…{% else %}…{% endif %}"}
            </code>
            ,{" "}
            <code className="font-mono" dir="ltr">
              {"{% unless … %}"}
            </code>
            ,{" "}
            <code className="font-mono" dir="ltr">
              {"{% case … %}"}
            </code>{" "}
            ; pas de boucle ni d'affectation.
          </p>
          <div
            role="tablist"
            aria-label="Langue du message"
            className="flex gap-1 border-b border-brand-100"
          >
            {MAILING_LANGUAGES.map((code) => (
              <button
                key={code}
                type="button"
                role="tab"
                id={`mailing-tab-${code}`}
                aria-selected={language === code}
                aria-controls={`mailing-panel-${code}`}
                tabIndex={language === code ? 0 : -1}
                onClick={() => setLanguage(code)}
                onKeyDown={(event) => {
                  const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
                  if (!step) return;
                  const next =
                    MAILING_LANGUAGES[
                      (MAILING_LANGUAGES.indexOf(code) + step + MAILING_LANGUAGES.length) %
                        MAILING_LANGUAGES.length
                    ] ?? "fr";
                  setLanguage(next);
                  document.getElementById(`mailing-tab-${next}`)?.focus();
                }}
                className={cn(
                  "-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold",
                  language === code
                    ? "border-brand-700 text-brand-900"
                    : "border-transparent text-muted hover:text-brand-900",
                )}
              >
                {LOCALE_NAMES_FR[code]}
                {code === "fr" && (
                  <span aria-hidden="true" className="text-danger">
                    {" "}
                    *
                  </span>
                )}
              </button>
            ))}
          </div>
          {MAILING_LANGUAGES.map((code) => (
            <div
              key={code}
              role="tabpanel"
              id={`mailing-panel-${code}`}
              aria-labelledby={`mailing-tab-${code}`}
              hidden={language !== code}
              className="space-y-4"
            >
              <Field
                label={`Objet (${LOCALE_NAMES_FR[code].toLowerCase()})`}
                required={code === "fr"}
                error={errors[`subject.${code}`]?.[0]}
              >
                <Input
                  dir={code === "ar" ? "rtl" : "ltr"}
                  lang={code}
                  value={subject[code]}
                  onChange={(event) => setSubject({ ...subject, [code]: event.target.value })}
                />
              </Field>
              <Field
                label={`Texte (${LOCALE_NAMES_FR[code].toLowerCase()}, Markdown)`}
                required={code === "fr"}
                error={errors[`body.${code}`]?.[0]}
              >
                <Textarea
                  rows={12}
                  dir={code === "ar" ? "rtl" : "ltr"}
                  lang={code}
                  value={body[code]}
                  onChange={(event) => setBody({ ...body, [code]: event.target.value })}
                />
              </Field>
            </div>
          ))}
        </Panel>

        {message && (
          <p
            role="alert"
            className="rounded-lg border border-danger bg-red-50 px-4 py-3 text-danger"
          >
            {message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="submit" loading={busy}>
            {busy ? "Enregistrement..." : "Enregistrer et prévisualiser"}
          </Button>
        </div>
      </form>
    </section>
  );
}
