import {
  CATEGORIES,
  LOCALE_NAMES_FR,
  LOCALES,
  labelOf,
  MAILING_AUDIENCE_KINDS,
  type MailingAudienceKind,
  type MailingDetail,
  mayWriteTo,
  PARTICIPATION_TYPES,
  PAYMENT_STATUSES,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
} from "@congres/shared";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import type { MailingAudienceInput } from "./mailings-api.ts";

type Choice = { readonly value: string; readonly label: string };

const LANGUAGE_CHOICES: Choice[] = LOCALES.map((value) => ({
  value,
  label: LOCALE_NAMES_FR[value],
}));
const ROLE_CHOICES: Choice[] = STAFF_ROLES.map((value) => ({
  value,
  label: STAFF_ROLE_LABELS[value],
}));
const INCLUDE_CHOICES: Choice[] = [
  { value: "submitter", label: "L'auteur qui a soumis" },
  { value: "presenting", label: "Les orateurs (auteurs présentateurs)" },
];
const CHECKED_IN_CHOICES: Choice[] = [
  { value: "true", label: "Passés à l'accueil" },
  { value: "false", label: "Pas encore passés à l'accueil" },
];

/** The audiences composed by hand; the payment reminder has its own ready-made texts. */
export const composableKinds = (role: StaffRole) =>
  MAILING_AUDIENCE_KINDS.filter(
    (kind) => kind.value !== "payment_reminder" && mayWriteTo(role, kind.value),
  );

/** An audience of `kind` with no filter: everyone of that kind. */
export const emptyAudience = (kind: MailingAudienceKind) => ({ kind }) as MailingAudienceInput;

/** One filter of several values: a group of checkboxes; none ticked means "all". */
function ChoiceGroup({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly Choice[];
  value: readonly string[] | undefined;
  onChange: (next: string[] | undefined) => void;
}) {
  const ticked = new Set(value ?? []);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            label={choice.label}
            checked={ticked.has(choice.value)}
            onChange={(event) => {
              const next = new Set(ticked);
              if (event.target.checked) next.add(choice.value);
              else next.delete(choice.value);
              onChange(
                next.size > 0 ? choices.map((c) => c.value).filter((v) => next.has(v)) : undefined,
              );
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}

type Filters = Record<string, unknown>;

/** The filters of the chosen audience; every change gives a new audience (counted live). */
export function AudienceFilters({
  audience,
  onChange,
}: {
  audience: MailingAudienceInput;
  onChange: (next: MailingAudienceInput) => void;
}) {
  const filters = audience as Filters;
  const set = (key: string, value: unknown) => {
    const next: Filters = { ...filters };
    if (value === undefined || value === "") delete next[key];
    else next[key] = value;
    onChange(next as MailingAudienceInput);
  };
  const group = (key: string, legend: string, choices: readonly Choice[]) => (
    <ChoiceGroup
      legend={legend}
      choices={choices}
      value={filters[key] as string[] | undefined}
      onChange={(next) => set(key, next)}
    />
  );
  switch (audience.kind) {
    case "registrations":
      return (
        <div className="space-y-4">
          {group("paymentStatus", "Statut du paiement", PAYMENT_STATUSES)}
          {group("participationType", "Type de participation", PARTICIPATION_TYPES)}
          {group("language", "Langue", LANGUAGE_CHOICES)}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Accueil">
              <Select
                placeholder="Tous"
                options={CHECKED_IN_CHOICES}
                value={audience.checkedIn === undefined ? "" : String(audience.checkedIn)}
                onChange={(event) =>
                  set(
                    "checkedIn",
                    event.target.value === "" ? undefined : event.target.value === "true",
                  )
                }
              />
            </Field>
            {(
              [
                ["registeredFrom", "Inscrits à partir du"],
                ["registeredTo", "Inscrits jusqu'au"],
              ] as const
            ).map(([key, label]) => (
              <Field key={key} label={label}>
                <Input
                  type="date"
                  value={audience[key] ?? ""}
                  onChange={(event) => set(key, event.target.value)}
                />
              </Field>
            ))}
          </div>
        </div>
      );
    case "submissions":
      return (
        <div className="space-y-4">
          {group("decision", "Décision", SUBMISSION_STATUSES)}
          {group("submissionType", "Type de soumission", SUBMISSION_TYPES)}
          {group("category", "Catégorie", CATEGORIES)}
          {group("include", "Écrire à", INCLUDE_CHOICES)}
          <Checkbox
            label="Seulement les résumés acceptés dont le présentateur n'est pas inscrit ou pas payé"
            checked={audience.unregisteredPresenter === true}
            onChange={(event) => set("unregisteredPresenter", event.target.checked || undefined)}
          />
          <Checkbox
            label="Fichiers manquants : seulement les résumés acceptés dont le poster ou les diapositives ne sont pas arrivés"
            checked={audience.missingFiles === true}
            onChange={(event) => set("missingFiles", event.target.checked || undefined)}
          />
        </div>
      );
    case "reviewers":
      return (
        <Checkbox
          label="Seulement les relecteurs qui ont encore des relectures à rendre"
          checked={audience.pendingOnly === true}
          onChange={(event) => set("pendingOnly", event.target.checked || undefined)}
        />
      );
    case "staff":
      return group("role", "Rôle", ROLE_CHOICES);
    default:
      return null;
  }
}

const LABELS: Record<string, readonly Choice[]> = {
  paymentStatus: PAYMENT_STATUSES,
  participationType: PARTICIPATION_TYPES,
  language: LANGUAGE_CHOICES,
  decision: SUBMISSION_STATUSES,
  submissionType: SUBMISSION_TYPES,
  category: CATEGORIES,
  include: INCLUDE_CHOICES,
  role: ROLE_CHOICES,
};

/** "Inscriptions · Statut du paiement : En attente · …", as the detail screen shows it. */
export function audienceSummary(audience: MailingDetail["audience"]): string {
  const parts: string[] = [labelOf(MAILING_AUDIENCE_KINDS, audience.kind)];
  for (const [key, value] of Object.entries(audience)) {
    if (key === "kind") continue;
    const choices = LABELS[key];
    if (Array.isArray(value) && choices) {
      parts.push(value.map((item) => labelOf(choices, String(item))).join(", "));
    } else if (key === "checkedIn") {
      parts.push(value ? "passés à l'accueil" : "pas encore passés à l'accueil");
    } else if (key === "pendingOnly") {
      if (value) parts.push("relectures restantes");
    } else if (key === "unregisteredPresenter") {
      if (value) parts.push("présentateur non inscrit / non payé");
    } else if (key === "missingFiles") {
      if (value) parts.push("fichiers manquants");
    } else if (key === "registeredFrom") {
      parts.push(`inscrits à partir du ${value}`);
    } else if (key === "registeredTo") {
      parts.push(`inscrits jusqu'au ${value}`);
    } else if (key === "days") {
      parts.push(`en attente depuis plus de ${value} jours`);
    }
  }
  return parts.join(" · ");
}
