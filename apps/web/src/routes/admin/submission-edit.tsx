import type { Submission, SubmissionDetail } from "@congres/shared";
import { useParams } from "react-router";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { useAdminDetail } from "../../features/admin/core/admin-queries.ts";
import { submissionInputOf } from "../../features/admin/records/correction-values.ts";
import { CORRECTION_INTRO, useCorrection } from "../../features/admin/records/corrections.ts";
import { LateEntryScreen } from "../../features/admin/records/late-entry-screen.tsx";
import { SubmissionForm } from "../../features/submission/submission-form.tsx";

export const meta = () => adminMeta("Corriger une soumission");

const ENDPOINT = "/api/admin/submissions";

function Correction({ detail }: { detail: SubmissionDetail }) {
  const { submission } = detail;
  const path = `/admin/app/soumissions/${submission.id}`;
  const destination = useCorrection<Submission>(ENDPOINT, submission, path);
  return (
    <LateEntryScreen
      title={`Corriger la soumission ${submission.reference}`}
      backTo={path}
      intro={CORRECTION_INTRO}
    >
      <SubmissionForm {...destination} defaultValues={submissionInputOf(detail)} />
    </LateEntryScreen>
  );
}

export default function SubmissionEdit() {
  const { id } = useParams();
  const { data } = useAdminDetail<SubmissionDetail>(ENDPOINT, id);
  return data ? <Correction detail={data} /> : <p className="text-muted">Chargement...</p>;
}
