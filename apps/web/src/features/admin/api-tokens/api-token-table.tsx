import { API_SCOPE_LABELS, type ApiTokenView } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { adminWrite } from "../core/admin-api.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { useAdminRead } from "../core/admin-queries.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { DataTable } from "../core/data-table.tsx";
import { API_TOKENS_ENDPOINT } from "./api-tokens-api.ts";

export const useApiTokens = () => useAdminRead<{ data: ApiTokenView[] }>(API_TOKENS_ENDPOINT);

function RevokeButton({ token }: { token: ApiTokenView }) {
  const queryClient = useQueryClient();
  const handle = useActionOutcome();
  async function revoke() {
    const outcome = await adminWrite("DELETE", `${API_TOKENS_ENDPOINT}/${token.id}`);
    await queryClient.invalidateQueries({ queryKey: [API_TOKENS_ENDPOINT] });
    return handle(
      outcome,
      () => toast({ title: "Jeton révoqué", description: `« ${token.name} » ne fonctionne plus.` }),
      "Révocation impossible",
    );
  }
  return (
    <ConfirmActionDialog
      triggerVariant="danger"
      trigger={
        <>
          <Ban aria-hidden="true" className="size-4" />
          Révoquer<span className="sr-only"> « {token.name} »</span>
        </>
      }
      title={`Révoquer « ${token.name} » ?`}
      description="Les programmes qui l'utilisent recevront aussitôt un refus (401). Un jeton révoqué ne se rétablit pas : créez-en un autre."
      confirmLabel="Révoquer"
      busyLabel="Révocation..."
      confirmVariant="danger"
      onConfirm={revoke}
    />
  );
}

function stateOf(token: ApiTokenView, now: number) {
  if (token.revoked_at) return `Révoqué le ${formatDateTime(token.revoked_at, "short")}`;
  if (token.expires_at && Date.parse(token.expires_at) <= now) return "Expiré";
  return undefined;
}

/** Every token, newest first: never the token itself, its first characters to tell them apart. */
export function ApiTokenTable() {
  const tokens = useApiTokens();
  const now = Date.now();
  return (
    <DataTable<ApiTokenView>
      caption="Jetons d'accès"
      rows={tokens.data?.data}
      rowKey={(token) => token.id}
      empty="Aucun jeton pour l'instant."
      columns={[
        {
          header: "Jeton",
          rowHeader: true,
          cell: (token) => (
            <>
              <span className="font-medium">{token.name}</span>
              <code dir="ltr" className="block text-xs text-muted">
                {token.prefix}…
              </code>
            </>
          ),
        },
        {
          header: "Portées",
          cell: (token) => (
            <ul className="space-y-0.5">
              {token.scopes.map((scope) => (
                <li key={scope}>{API_SCOPE_LABELS[scope]}</li>
              ))}
            </ul>
          ),
        },
        {
          header: "Expire le",
          cell: (token) =>
            token.expires_at ? formatDateTime(token.expires_at, "short") : "Jamais",
        },
        {
          header: "Dernière utilisation",
          cell: (token) =>
            token.last_used_at ? formatDateTime(token.last_used_at, "short") : "Jamais utilisé",
        },
        {
          header: "État",
          cell: (token) => stateOf(token, now) ?? <RevokeButton token={token} />,
        },
      ]}
    />
  );
}
