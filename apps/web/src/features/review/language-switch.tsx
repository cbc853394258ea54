import { REVIEWER_LANGUAGES, REVIEWER_TEXTS, type ReviewerLanguage } from "@congres/shared";
import { useId } from "react";
import { controlClasses } from "../../components/ui/field.tsx";
import { setReviewerLanguage, useReviewsChanged } from "./review-api.ts";

const NAMES: Record<ReviewerLanguage, string> = { fr: "Français", en: "English" };

/** The workspace's language, kept on the reviewer's account (their mails follow it too). */
export function LanguageSwitch({ language }: { language: ReviewerLanguage }) {
  const id = useId();
  const changed = useReviewsChanged();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {REVIEWER_TEXTS[language].language}
      </label>
      <select
        id={id}
        value={language}
        className={`${controlClasses(false)} w-auto pr-8`}
        onChange={async (event) => {
          const outcome = await setReviewerLanguage(event.target.value as ReviewerLanguage);
          if (outcome.ok) await changed();
        }}
      >
        {REVIEWER_LANGUAGES.map((value) => (
          <option key={value} value={value} lang={value}>
            {NAMES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
