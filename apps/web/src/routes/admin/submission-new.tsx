import type { Submission } from "@congres/shared";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { useLateEntry } from "../../features/admin/records/late-entry.ts";
import { LateEntryScreen } from "../../features/admin/records/late-entry-screen.tsx";
import { SubmissionForm } from "../../features/submission/submission-form.tsx";

export const meta = () => adminMeta("Nouvelle soumission");

export default function SubmissionNew() {
  const destination = useLateEntry<Submission>("/api/admin/submissions", {
    title: "Soumission enregistrée",
    path: "/admin/app/soumissions",
  });
  return (
    <LateEntryScreen title="Nouvelle soumission" backTo="/admin/app/soumissions">
      <SubmissionForm {...destination} submitLabel="Enregistrer la soumission" />
    </LateEntryScreen>
  );
}
