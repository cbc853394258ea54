import {
  edition,
  type ReviewCriterion,
  type ReviewSettingsAnswer,
  utcToZonedDateTime,
} from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { controlClasses } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { type DataColumn, DataTable } from "../core/data-table.tsx";
import { saveReviewSettings, useReviewAdminChanged } from "./review-admin-api.ts";

const NUMBER_FIELDS = [
  ["weight", "Poids"],
  ["min", "Min"],
  ["max", "Max"],
] as const;

const LABEL_FIELDS = [
  ["label_fr", "Libellé (français)", "Libellé français"],
  ["label_en", "Libellé (anglais)", "Libellé anglais"],
] as const;

/** A criterion being edited, and its place in the list. */
type CriterionRow = { criterion: ReviewCriterion; index: number };

/** The review settings: criteria (labels only once a review is in), blind, reviewers per abstract, deadline. */
export function ReviewSettingsForm({ settings }: { settings: ReviewSettingsAnswer }) {
  const changed = useReviewAdminChanged();
  const [criteria, setCriteria] = useState<ReviewCriterion[]>(settings.criteria);
  const [blind, setBlind] = useState(settings.blind);
  const [perAbstract, setPerAbstract] = useState(settings.reviewers_per_abstract);
  const [deadline, setDeadline] = useState(
    settings.deadline ? utcToZonedDateTime(new Date(settings.deadline), edition.timeZone) : "",
  );
  const [errors, setErrors] = useState<string[]>([]);
  const edit = (index: number, change: Partial<ReviewCriterion>) =>
    setCriteria((list) =>
      list.map((criterion, i) => (i === index ? { ...criterion, ...change } : criterion)),
    );
  const locked = settings.criteria_locked;

  return (
    <form
      aria-labelledby="review-settings-title"
      className="space-y-4 rounded-lg border border-brand-100 bg-white p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await saveReviewSettings({
          criteria,
          blind,
          reviewersPerAbstract: perAbstract,
          deadline: deadline === "" ? null : deadline,
        });
        if (outcome.ok) {
          setErrors([]);
          await changed();
          toast({ title: "Réglages de la relecture enregistrés" });
        } else {
          setErrors(
            [outcome.message ?? "", ...Object.values(outcome.errors ?? {}).flat()].filter(Boolean),
          );
        }
      }}
    >
      <h2 id="review-settings-title" className="text-lg font-bold text-brand-900">
        Réglages
      </h2>
      {locked && (
        <p className="text-sm text-muted">
          Une relecture a été envoyée : seuls les libellés des critères peuvent encore changer.
        </p>
      )}
      <DataTable
        plain
        caption="Critères de notation"
        className="min-w-full"
        columns={[
          { header: "Clé", className: "font-mono", cell: ({ criterion }) => criterion.key },
          ...LABEL_FIELDS.map(
            ([field, header, label]): DataColumn<CriterionRow> => ({
              header,
              cell: ({ criterion, index }) => (
                <input
                  aria-label={`${label} de ${criterion.key}`}
                  value={criterion[field]}
                  onChange={(event) => edit(index, { [field]: event.target.value })}
                  className={controlClasses(false)}
                />
              ),
            }),
          ),
          ...NUMBER_FIELDS.map(
            ([field, label]): DataColumn<CriterionRow> => ({
              header: label,
              className: "w-20",
              cell: ({ criterion, index }) => (
                <input
                  type="number"
                  aria-label={`${label} de ${criterion.key}`}
                  value={criterion[field]}
                  disabled={locked}
                  onChange={(event) => edit(index, { [field]: Number(event.target.value) })}
                  className={controlClasses(false)}
                />
              ),
            }),
          ),
        ]}
        rows={criteria.map((criterion, index) => ({ criterion, index }))}
        rowKey={({ criterion }) => criterion.key}
      />
      <Checkbox
        label="Relecture anonyme : les relecteurs ne voient ni le nom, ni les coordonnées, ni l'établissement des auteurs"
        checked={blind}
        onChange={(event) => setBlind(event.target.checked)}
      />
      <div className="flex flex-wrap gap-4">
        <label className="text-sm font-medium text-ink">
          Relecteurs par résumé
          <input
            type="number"
            min={1}
            max={10}
            value={perAbstract}
            onChange={(event) => setPerAbstract(Number(event.target.value))}
            className={`${controlClasses(false)} mt-1.5 w-24`}
          />
        </label>
        <label className="text-sm font-medium text-ink">
          Date limite (heure de Casablanca)
          <input
            type="datetime-local"
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
            className={`${controlClasses(false)} mt-1.5`}
          />
        </label>
      </div>
      {errors.length > 0 && (
        <ul role="alert" className="text-sm text-danger">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <Button type="submit">Enregistrer les réglages</Button>
    </form>
  );
}
