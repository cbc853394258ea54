import type { AuditEntry } from "@congres/shared";
import { AUDIT_ENDPOINT } from "../core/admin-api.ts";
import { useAboutList } from "../core/admin-queries.ts";

/** The audit trail of one registration or submission, newest first. */
export const useEntityAudit = (entityType: AuditEntry["entity_type"], entityId: number) =>
  useAboutList<AuditEntry>(AUDIT_ENDPOINT, entityType, entityId);
