import { z } from "zod";

/**
 * A line of the Journal as `auditView` answers it. Action, entity and actor kinds are plain
 * strings: a kind added later (a token actor, a new action) never fails an answer.
 */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    actor_id: z.number().int().nullable(),
    actor_email: z.string(),
    actor_kind: z.string(),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.number().int().nullable(),
    entity_reference: z.string(),
    /** `{ field: [before, after] }`. */
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
    reverts_id: z.number().int().nullable(),
  })
  .meta({ id: "AuditEntry" });
