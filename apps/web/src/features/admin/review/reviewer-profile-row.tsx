import { CATEGORIES, REVIEWER_LANGUAGES } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { controlClasses } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import {
  type ReviewerAccountRow,
  saveReviewProfile,
  useReviewAdminChanged,
} from "./review-admin-api.ts";

/** One reviewer: progress, institution (for conflicts), expertise, language of their workspace. */
export function ReviewerProfileRow({ reviewer }: { reviewer: ReviewerAccountRow }) {
  const changed = useReviewAdminChanged();
  const settle = useActionOutcome();
  const [institution, setInstitution] = useState(reviewer.institution);
  const [language, setLanguage] = useState(reviewer.language);
  const [expertise, setExpertise] = useState<string[]>(reviewer.expertise);
  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <p className="font-medium text-ink">
        {reviewer.name} <span className="text-muted">({reviewer.email})</span> — {reviewer.done} /{" "}
        {reviewer.assigned} relus
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="font-medium text-ink">
          Établissement
          <input
            value={institution}
            onChange={(event) => setInstitution(event.target.value)}
            className={`${controlClasses(false)} mt-1`}
          />
        </label>
        <label className="font-medium text-ink">
          Langue
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as typeof language)}
            className={`${controlClasses(false)} mt-1 pr-8`}
          >
            {REVIEWER_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {value === "fr" ? "Français" : "Anglais"}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="font-medium text-ink">Expertise de {reviewer.name}</legend>
        {CATEGORIES.map((category) => (
          <label key={category.value} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={expertise.includes(category.value)}
              onChange={(event) =>
                setExpertise((list) =>
                  event.target.checked
                    ? [...list, category.value]
                    : list.filter((v) => v !== category.value),
                )
              }
              className="size-4 accent-brand-700"
            />
            {category.label}
          </label>
        ))}
      </fieldset>
      <Button
        variant="secondary"
        onClick={async () => {
          const outcome = await saveReviewProfile(reviewer.id, {
            institution,
            language,
            expertise,
          });
          await changed();
          settle(outcome, () => toast({ title: `Profil de ${reviewer.name} enregistré` }));
        }}
      >
        Enregistrer
      </Button>
    </li>
  );
}
