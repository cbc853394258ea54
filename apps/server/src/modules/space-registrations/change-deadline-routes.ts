import { type ChangeDeadline, STAFF_ACCESS } from "@congres/shared";
import { z } from "zod";
import type { ClosingTimeSetting } from "../settings/closing-time-setting.ts";
import { CHANGE_DEADLINE_SETTING, changeDeadlineOf } from "./change-deadline.ts";

/**
 * The secretariat's change deadline (decision 0069): read, set, cleared (back to the
 * registrations' closing time); each change audited as a setting.
 */
const deadlineSchema = z.object({
  closes_at: z.string().nullable(),
  source: z.enum(["admin", "registrations", "none"]),
  open: z.boolean(),
  registrations_close_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

/** Registered with settings' closingTimeRoutes (app.ts). */
export const changeDeadlineRoutes = {
  path: "/api/admin/change-deadline",
  key: CHANGE_DEADLINE_SETTING,
  roles: STAFF_ACCESS.office,
  answer: deadlineSchema,
  read: changeDeadlineOf,
} satisfies ClosingTimeSetting<ChangeDeadline>;
