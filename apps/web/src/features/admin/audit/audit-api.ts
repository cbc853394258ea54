import type { AuditEntry } from "@congres/shared";
import { useQuery } from "@tanstack/react-query";
import {
  AUDIT_ENDPOINT,
  adminGet,
  type ListResponse,
  useRedirectOnFailure,
} from "../core/admin-api.ts";

/** The API's largest page: a registration gets a handful of audit lines, never a hundred. */
const AUDIT_LINES_LIMIT = 100;

/** The audit trail of one registration or submission, newest first. */
export function useEntityAudit(entityType: AuditEntry["entity_type"], entityId: number) {
  const query = useQuery({
    queryKey: [AUDIT_ENDPOINT, entityType, entityId],
    queryFn: () => {
      const params = new URLSearchParams({
        entity_type: entityType,
        entity_id: String(entityId),
        per_page: String(AUDIT_LINES_LIMIT),
      });
      return adminGet<ListResponse<AuditEntry>>(`${AUDIT_ENDPOINT}?${params}`);
    },
  });
  useRedirectOnFailure(query.isError);
  return query;
}
