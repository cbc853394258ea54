import type { Submission, SubmissionDetail } from "@congres/shared";
import { useParams } from "react-router";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { CorrectionScreen } from "../../features/admin/records/correction-screen.tsx";
import { submissionInputOf } from "../../features/admin/records/correction-values.ts";
import { SubmissionForm } from "../../features/submission/submission-form.tsx";

export const meta = () => adminMeta("Corriger une soumission");

export default function SubmissionEdit() {
  const { id } = useParams();
  return (
    <CorrectionScreen<SubmissionDetail, Submission>
      endpoint="/api/admin/submissions"
      id={id}
      rowOf={(detail) => detail.submission}
      detailPath={(id) => `/admin/app/soumissions/${id}`}
      title={(detail) => `Corriger la soumission ${detail.submission.reference}`}
      form={(correction, detail) => (
        <SubmissionForm {...correction} defaultValues={submissionInputOf(detail)} />
      )}
    />
  );
}
