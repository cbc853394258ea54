import type { SubmissionDetail as Detail } from "@congres/shared";
import { CATEGORIES, labelOf, SUBMISSION_TYPES } from "@congres/shared";
import { useParams } from "react-router";
import { AuditTrail } from "../../features/admin/audit/audit-trail.tsx";
import {
  adminMeta,
  formatDateTime,
  fullName,
  orDash,
  yesNo,
} from "../../features/admin/core/admin-format.ts";
import { useAdminDetail } from "../../features/admin/core/admin-queries.ts";
import { DetailScreen, personRows } from "../../features/admin/core/detail-rows.tsx";
import { PanelSection } from "../../features/admin/core/panel-section.tsx";
import { useMayAccess } from "../../features/admin/core/staff-access.tsx";
import { EntityMails } from "../../features/admin/emails/entity-mails.tsx";
import { PersonalDataActions } from "../../features/admin/records/personal-data-actions.tsx";
import { SubmissionReviews } from "../../features/admin/review/submission-reviews.tsx";
import { SubmissionFilesPanel } from "../../features/admin/submission-files/submission-files-panel.tsx";
import { PresentationCertificateLink } from "../../features/admin/submissions/presentation-certificate-link.tsx";
import { SubmissionAuthorChanges } from "../../features/admin/submissions/submission-author-changes.tsx";
import { SubmissionDecisionForm } from "../../features/admin/submissions/submission-decision-form.tsx";

export const meta = () => adminMeta("Soumission");

export default function SubmissionDetail() {
  const { id } = useParams();
  const { data } = useAdminDetail<Detail>("/api/admin/submissions", id);
  const submission = data?.submission;
  // The Journal and the outbox are the secretariat's: the committee's page goes without them.
  const office = useMayAccess("office");
  const rows = submission
    ? [
        { label: "ID", value: submission.id },
        { label: "Référence", value: orDash(submission.reference) },
        { label: "Date", value: formatDateTime(submission.created_at) },
        ...personRows(submission),
        { label: "Département", value: orDash(submission.department) },
        { label: "Pays", value: orDash(submission.country) },
        { label: "Type", value: labelOf(SUBMISSION_TYPES, submission.submission_type) },
        { label: "Catégorie", value: labelOf(CATEGORIES, submission.category) },
        { label: "Titre", value: orDash(submission.title) },
        { label: "Résumé", value: orDash(submission.abstract) },
        { label: "Mots-clés", value: orDash(submission.keywords) },
        { label: "Conflit d'intérêts", value: yesNo(submission.has_conflict_of_interest) },
        { label: "Description du conflit", value: orDash(submission.conflict_description) },
        { label: "Conditions acceptées", value: yesNo(submission.accepts_terms) },
        { label: "Évaluation acceptée", value: yesNo(submission.accepts_review) },
      ]
    : [];
  return (
    <DetailScreen
      title={`Soumission #${id}`}
      backTo="/admin/app/soumissions"
      loading={!data}
      rows={rows}
    >
      <PanelSection id="authors-title" title="Auteurs">
        <ol className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
          {data?.authors.map((author) => (
            <li key={JSON.stringify(author)} className="px-4 py-3">
              <p className="font-medium text-ink">
                {fullName(author.first_name, author.last_name)}
                {author.is_presenting && (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                    Auteur présentateur
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">
                {orDash(author.email)} · {orDash(author.affiliation)}
                {author.country && ` · ${author.country}`}
              </p>
            </li>
          ))}
        </ol>
      </PanelSection>
      {submission && (
        <>
          <SubmissionAuthorChanges submissionId={submission.id} />
          <SubmissionReviews submissionId={submission.id} />
          <SubmissionFilesPanel submissionId={submission.id} />
          {submission.presentation === "confirmed" && (
            <PresentationCertificateLink submissionId={submission.id} />
          )}
          {/* Keyed on the stored decision: a new answer starts the form from its values. */}
          <SubmissionDecisionForm
            key={`${submission.status}-${submission.committee_note}-${submission.author_message}`}
            submission={submission}
          />
          {office && <AuditTrail entityType="submission" entityId={submission.id} />}
          {office && <EntityMails entityType="submission" entityId={submission.id} />}
          <PersonalDataActions
            endpoint="/api/admin/submissions"
            id={submission.id}
            fileName={`donnees-${submission.reference}.json`}
            editPath={`/admin/app/soumissions/${submission.id}/modifier`}
            listPath="/admin/app/soumissions"
            what="cette soumission"
            alsoFrom="des versions publiées du programme (republié sans elle s'il la montre)"
          />
        </>
      )}
    </DetailScreen>
  );
}
