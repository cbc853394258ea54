import type { StaffRole } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";

/**
 * A closing time staff keep in the setting `key` (its field `closes_at`) and manage at `path`:
 * who may (`roles`), and the closing time in force as `read` works it out and `answer` describes it.
 */
export type ClosingTimeSetting<Answer> = {
  path: string;
  key: string;
  roles: readonly StaffRole[];
  answer: z.ZodType<Answer>;
  read: (app: FastifyInstance) => Promise<Answer>;
};
