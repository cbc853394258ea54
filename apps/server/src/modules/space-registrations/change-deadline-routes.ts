import { type ChangeDeadline, STAFF_ACCESS } from "@congres/shared";
import { z } from "zod";
import type { ClosingTimeSetting } from "../deadlines/closing-time-setting.ts";
import { CHANGE_DEADLINE_SETTING, changeDeadlineOf } from "./change-deadline.ts";

const deadlineSchema = z.object({
  closes_at: z.string().nullable(),
  source: z.enum(["admin", "registrations", "none"]),
  open: z.boolean(),
  registrations_close_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

/**
 * The secretariat's change deadline (decision 0069) as a closing time setting: its routes (read,
 * set, cleared back to the registrations' closing time; each change audited as a setting) are
 * deadlines' `closingTimeRoutes`, which routes.ts registers with it.
 */
export const changeDeadlineSetting = {
  path: "/api/admin/change-deadline",
  key: CHANGE_DEADLINE_SETTING,
  roles: STAFF_ACCESS.office,
  answer: deadlineSchema,
  read: changeDeadlineOf,
} satisfies ClosingTimeSetting<ChangeDeadline>;
