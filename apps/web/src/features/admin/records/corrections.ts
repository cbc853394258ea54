import type { CreatedWithReference } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast-store.ts";
import { apiWrite } from "../../../lib/api-client.ts";
import { AUDIT_ENDPOINT } from "../core/admin-api.ts";
import { forgetAdmin } from "../core/admin-session.ts";

/**
 * Where a staff correction goes: `PUT endpoint/id` with the version the screen read (a colleague's
 * save in between answers 409, shown in French), then back to the detail with its history.
 */
export function useCorrection<T extends object>(
  endpoint: string,
  row: { id: number; version: number },
  detailPath: string,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    send: async (data: T) => {
      const response = await apiWrite<CreatedWithReference>("PUT", `${endpoint}/${row.id}`, {
        ...data,
        version: row.version,
      });
      if (!response.ok && response.status === 401) {
        forgetAdmin();
        navigate("/admin", { replace: true });
      }
      return response;
    },
    onCreated: () => {
      toast({ title: "Correction enregistrée", description: "Elle figure dans l'historique." });
      void queryClient.invalidateQueries({ queryKey: [endpoint] });
      void queryClient.invalidateQueries({ queryKey: [AUDIT_ENDPOINT] });
      navigate(detailPath);
    },
    submitLabel: "Enregistrer la correction",
    hideConsents: true,
  };
}

/** What every correction screen says before its form. */
export const CORRECTION_INTRO =
  "Correction par l'équipe : mêmes règles que le formulaire public. Chaque champ modifié est inscrit dans l'historique (ancienne et nouvelle valeur). Aucun e-mail n'est envoyé à la personne.";
