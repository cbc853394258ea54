import { useId } from "react";
import { controlClasses } from "../../../components/ui/field.tsx";
import { useReviewers } from "./review-admin-api.ts";

/** A reviewer to choose, with how many abstracts each already holds; `exclude`: those left out. */
export function ReviewerSelect({
  label,
  value,
  onChange,
  exclude = new Set(),
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  exclude?: ReadonlySet<number>;
}) {
  const reviewers = useReviewers();
  const id = useId();
  return (
    <div className="w-full sm:w-72">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClasses(false)} mt-1.5 pr-8`}
      >
        <option value="">Choisir un relecteur</option>
        {reviewers.data?.data
          .filter((reviewer) => !exclude.has(reviewer.id))
          .map((reviewer) => (
            <option key={reviewer.id} value={reviewer.id}>
              {reviewer.name} ({reviewer.assigned} attribués)
            </option>
          ))}
      </select>
    </div>
  );
}
