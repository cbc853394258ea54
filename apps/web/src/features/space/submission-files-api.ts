/**
 * An accepted author's files in « Mon espace » (issue #39 item 3): the list, an upload (the part
 * `kind`, then the part `file`, in that order: the server reads them as they come), a download.
 */
import type {
  SpaceSubmissionFiles,
  SubmissionFileAnswer,
  SubmissionFileKind,
} from "@congres/shared/facts";
import { apiGet, apiUpload } from "../../lib/api-client.ts";

export const FILE_KINDS = [
  "poster",
  "slides",
  "full_text",
] as const satisfies readonly SubmissionFileKind[];

const filesPath = (submissionId: number) => `/api/space/submissions/${submissionId}/files`;

export const loadSubmissionFiles = (submissionId: number) =>
  apiGet<SpaceSubmissionFiles>(filesPath(submissionId));

export function uploadSubmissionFile(submissionId: number, kind: SubmissionFileKind, file: File) {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file, file.name);
  return apiUpload<SubmissionFileAnswer>(filesPath(submissionId), form);
}

/** Where the browser downloads one of her files (the server names it). */
export const submissionFileUrl = (submissionId: number, fileId: number) =>
  `${filesPath(submissionId)}/${fileId}`;
