import type { MissingFileRow, SubmissionFileKind, SubmissionFileRow } from "@congres/shared";
import { adminGet, type ListResponse, saveClosingTimeAt } from "../core/admin-api.ts";
import { useAdminQuery, useAdminRead } from "../core/admin-queries.ts";

/** The authors' files for the committee (issue #39 item 3): the API's paths and answers. */

export const FILE_DEADLINE_ENDPOINT = "/api/admin/file-deadline";
export const MISSING_FILES_ENDPOINT = "/api/admin/submission-files/missing";

export const FILE_KIND_LABELS: Record<SubmissionFileKind, string> = {
  poster: "Poster",
  slides: "Diapositives",
  full_text: "Texte intégral",
};

export type FileDeadline = {
  closes_at: string | null;
  open: boolean;
  updated_at: string | null;
  updated_by: string | null;
};

export const useSubmissionFiles = (submissionId: number) =>
  useAdminQuery({
    queryKey: ["/api/admin/submissions", submissionId, "files"],
    queryFn: () =>
      adminGet<{ data: SubmissionFileRow[] }>(`/api/admin/submissions/${submissionId}/files`),
  });

export const submissionFileUrl = (submissionId: number, fileId: number) =>
  `/api/admin/submissions/${submissionId}/files/${fileId}`;

/** The ZIP of a programme day's posters and slides. */
export const dayArchiveUrl = (day: string) =>
  `/api/admin/submission-files/archive.zip?day=${encodeURIComponent(day)}`;

export const useFileDeadline = () => useAdminRead<FileDeadline>(FILE_DEADLINE_ENDPOINT);

export const saveFileDeadline = (closesAt: string | null) =>
  saveClosingTimeAt<FileDeadline>(FILE_DEADLINE_ENDPOINT, closesAt);

export const useMissingFiles = () =>
  useAdminRead<ListResponse<MissingFileRow>>(MISSING_FILES_ENDPOINT);
