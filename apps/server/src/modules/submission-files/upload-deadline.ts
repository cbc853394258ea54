import type { FastifyInstance } from "fastify";
import { readSetting } from "../settings/settings-repository.ts";

/** The instant after which authors no longer upload their files (decision 0074). */
export const UPLOAD_DEADLINE_SETTING = "submissions.files_deadline";

/** `GET /api/admin/file-deadline`: the deadline set in the admin (none: uploads stay open). */
export type UploadDeadline = {
  closes_at: string | null;
  open: boolean;
  updated_at: string | null;
  updated_by: string | null;
};

/** The upload deadline in force, read afresh (an upload is not a hot path). */
export async function uploadDeadlineOf(app: FastifyInstance): Promise<UploadDeadline> {
  const setting = await readSetting(app.db, UPLOAD_DEADLINE_SETTING);
  const closesAt = setting?.value ?? null;
  return {
    closes_at: closesAt,
    open: closesAt === null || app.clock().getTime() < Date.parse(closesAt),
    updated_at: setting?.updated_at ?? null,
    updated_by: setting?.updated_by_email ?? null,
  };
}
