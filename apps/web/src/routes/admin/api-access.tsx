import type { ApiTokenCreated } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiTokenTable } from "../../features/admin/api-tokens/api-token-table.tsx";
import { API_TOKENS_ENDPOINT } from "../../features/admin/api-tokens/api-tokens-api.ts";
import { CreatedApiToken } from "../../features/admin/api-tokens/created-api-token.tsx";
import { NewApiTokenForm } from "../../features/admin/api-tokens/new-api-token-form.tsx";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { Panel } from "../../features/admin/core/panel.tsx";

export const meta = () => adminMeta("Accès API");

/**
 * « Accès API » (issue #41 item 2, decision 0078): the tokens other programs call the API with,
 * each limited to its scopes; created here, shown once, listed with their last use, revoked.
 */
export default function ApiAccess() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<ApiTokenCreated | undefined>(undefined);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-900">Accès API</h1>
        <p className="max-w-3xl text-sm text-muted">
          Un jeton permet à un programme — le tableur de la trésorerie, le logiciel des badges —
          d'appeler l'API sans session, avec l'en-tête{" "}
          <code dir="ltr">Authorization: Bearer …</code>. Il n'atteint que les routes de ses
          portées, et chaque modification faite avec lui est inscrite au Journal à son nom.
        </p>
      </div>
      {created && <CreatedApiToken created={created} />}
      <Panel id="new-token-title" title="Nouveau jeton">
        <NewApiTokenForm
          onCreated={(token) => {
            setCreated(token);
            void queryClient.invalidateQueries({ queryKey: [API_TOKENS_ENDPOINT] });
          }}
        />
      </Panel>
      <ApiTokenTable />
    </div>
  );
}
