import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { AlsoInTransaction } from "./new-reference.ts";

/** A late entry's audit line, written in the new row's transaction once it has its reference. */
export const auditedCreation =
  (
    actor: Actor,
    entity: {
      type: "registration" | "submission";
      action: "registration.create" | "submission.create";
    },
    at: Date,
  ): AlsoInTransaction =>
  async (trx, { id, reference }) => {
    await recordAudit(trx, {
      actor,
      action: entity.action,
      entity: { type: entity.type, id, reference },
      at,
    });
  };
