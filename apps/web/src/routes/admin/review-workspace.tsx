import { REVIEWER_TEXTS } from "@congres/shared";
import { Link } from "react-router";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { LanguageSwitch } from "../../features/review/language-switch.tsx";
import { useAssignments, WORKSPACE_PATH } from "../../features/review/review-api.ts";
import { formatDeadline } from "../../features/review/review-format.ts";

export const meta = () => adminMeta("Relecture");

/** The reviewer's abstracts and progress ("12 / 20 relus"), in their language (decision 0046). */
export default function ReviewWorkspace() {
  const { data } = useAssignments();
  if (!data) {
    return (
      <p role="status" className="text-sm text-muted">
        {REVIEWER_TEXTS.fr.loading}
      </p>
    );
  }
  const { language } = data;
  const t = REVIEWER_TEXTS[language];
  const done = data.data.filter((row) => row.status === "envoyee").length;
  return (
    <section lang={language} aria-labelledby="review-list-title" className="max-w-4xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="review-list-title" className="text-2xl font-bold text-brand-900">
          {t.listTitle}
        </h1>
        <LanguageSwitch language={language} />
      </div>
      <p className="text-lg font-semibold text-ink">
        <span aria-hidden="true">{t.progress(done, data.data.length)}</span>
        <progress
          className="ml-3 align-middle"
          max={Math.max(data.data.length, 1)}
          value={done}
          aria-label={t.progress(done, data.data.length)}
        />
      </p>
      {data.deadline && (
        <p className="text-sm text-muted">
          {t.deadline} : {formatDeadline(data.deadline, language)}
        </p>
      )}
      {data.data.length === 0 ? (
        <p className="text-ink">{t.noAssignment}</p>
      ) : (
        <ol className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
          {data.data.map((row) => (
            <li key={row.submission_id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Link
                to={`${WORKSPACE_PATH}/${row.submission_id}`}
                className="min-w-0 flex-1 font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {row.title}
              </Link>
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                {t.states[row.status]}
              </span>
              {row.changed_since_review && (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  {t.changedSinceReview}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
