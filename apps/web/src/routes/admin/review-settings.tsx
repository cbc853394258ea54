import { CATEGORIES, labelOf } from "@congres/shared";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { PanelSection } from "../../features/admin/core/panel-section.tsx";
import { AdminScreen } from "../../features/admin/core/screen-header.tsx";
import { AutoAssignmentPanel } from "../../features/admin/review/auto-assignment-panel.tsx";
import { useReviewers, useReviewSettings } from "../../features/admin/review/review-admin-api.ts";
import { ReviewSettingsForm } from "../../features/admin/review/review-settings-form.tsx";
import { ReviewerProfileRow } from "../../features/admin/review/reviewer-profile-row.tsx";

export const meta = () => adminMeta("Relecteurs");

/** The committee's review setup: settings, reviewers' expertise, automatic assignment (decision 0046). */
export default function ReviewSettings() {
  const settings = useReviewSettings();
  const reviewers = useReviewers();
  return (
    <AdminScreen title="Relecteurs et relecture" className="max-w-5xl">
      {settings.data ? (
        <ReviewSettingsForm settings={settings.data} />
      ) : (
        <p role="status">Chargement...</p>
      )}
      <PanelSection id="reviewers-title" title="Relecteurs">
        <p className="text-sm text-muted">
          Expertise : sans catégorie cochée, le relecteur reçoit toutes les catégories (
          {CATEGORIES.map((category) => labelOf(CATEGORIES, category.value)).join(", ")}).
        </p>
        <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
          {reviewers.data?.data.map((reviewer) => (
            <ReviewerProfileRow key={reviewer.id} reviewer={reviewer} />
          ))}
        </ul>
      </PanelSection>
      <AutoAssignmentPanel />
    </AdminScreen>
  );
}
