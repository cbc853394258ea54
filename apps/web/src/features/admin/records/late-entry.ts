import type { CreatedWithReference } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast-store.ts";
import { apiWrite } from "../../../lib/api-client.ts";
import { forgetAdmin } from "../core/admin-session.ts";

/**
 * Where staff's late registration or submission goes: the admin endpoint (open or closed, mails
 * queued as for the public form, audited), then the new row's detail.
 */
export function useLateEntry<T>(endpoint: string, created: { title: string; path: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    send: async (data: T) => {
      const response = await apiWrite<CreatedWithReference>("POST", endpoint, data);
      if (!response.ok && response.status === 401) {
        forgetAdmin();
        navigate("/admin", { replace: true });
      }
      return response;
    },
    onCreated: ({ id, reference }: CreatedWithReference) => {
      toast({ title: created.title, description: reference });
      void queryClient.invalidateQueries({ queryKey: [endpoint] });
      navigate(`${created.path}/${id}`);
    },
  };
}
