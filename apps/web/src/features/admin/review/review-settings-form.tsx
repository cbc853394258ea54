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
import { saveReviewSettings, useReviewAdminChanged } from "./review-admin-api.ts";

const NUMBER_FIELDS = [
  ["weight", "Poids"],
  ["min", "Min"],
  ["max", "Max"],
] as const;

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
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Critères de notation</caption>
          <thead>
            <tr className="text-left">
              <th scope="col">Clé</th>
              <th scope="col">Libellé (français)</th>
              <th scope="col">Libellé (anglais)</th>
              {NUMBER_FIELDS.map(([, label]) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {criteria.map((criterion, index) => (
              <tr key={criterion.key}>
                <td className="pr-2 font-mono">{criterion.key}</td>
                {(["label_fr", "label_en"] as const).map((field) => (
                  <td key={field} className="pr-2">
                    <input
                      aria-label={`${field === "label_fr" ? "Libellé français" : "Libellé anglais"} de ${criterion.key}`}
                      value={criterion[field]}
                      onChange={(event) => edit(index, { [field]: event.target.value })}
                      className={controlClasses(false)}
                    />
                  </td>
                ))}
                {NUMBER_FIELDS.map(([field, label]) => (
                  <td key={field} className="w-20 pr-2">
                    <input
                      type="number"
                      aria-label={`${label} de ${criterion.key}`}
                      value={criterion[field]}
                      disabled={locked}
                      onChange={(event) => edit(index, { [field]: Number(event.target.value) })}
                      className={controlClasses(false)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
