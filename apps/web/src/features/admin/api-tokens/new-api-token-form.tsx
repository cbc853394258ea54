import { API_SCOPE_LABELS, API_SCOPES, type ApiScope, type ApiTokenCreated } from "@congres/shared";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useFormSave } from "../core/action-outcome.ts";
import { adminWrite } from "../core/admin-api.ts";
import { CodeChoices } from "../core/code-choices.tsx";
import { API_TOKENS_ENDPOINT, expiryOfDay } from "./api-tokens-api.ts";

const SCOPE_CHOICES = API_SCOPES.map((scope) => ({ value: scope, label: API_SCOPE_LABELS[scope] }));

/**
 * The new token's name, its scopes (one box each, the scope's code beside its French label) and
 * an optional last day. The created token is handed to `onCreated`, the only time it is seen.
 */
export function NewApiTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [lastDay, setLastDay] = useState("");
  const { busy: sending, errors, save } = useFormSave();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = { name, scopes, expiresAt: expiryOfDay(lastDay) };
    await save(
      () => adminWrite<ApiTokenCreated>("POST", API_TOKENS_ENDPOINT, token),
      (created) => {
        setName("");
        setScopes([]);
        setLastDay("");
        onCreated(created);
      },
    );
  }

  const scopeError = Object.entries(errors).find(([field]) => field.startsWith("scopes"))?.[1]?.[0];
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Nom du jeton"
        required
        hint="Pour qui ou pour quoi : « Tableur de la trésorerie », « Imprimante de badges »."
        error={errors.name?.[0]}
      >
        <Input
          type="text"
          required
          maxLength={80}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <CodeChoices
        id="api-token-scopes"
        legend={
          <>
            Portées <span className="text-muted">(ce que le jeton peut faire)</span>
          </>
        }
        choices={SCOPE_CHOICES}
        checked={scopes}
        onChange={setScopes}
        error={scopeError}
      />
      <Field
        label="Dernier jour (facultatif)"
        hint="Le jeton cesse de fonctionner à 23 h 59, heure de Casablanca, ce jour-là. Sans date, il vaut jusqu'à sa révocation."
        error={errors.expiresAt?.[0]}
      >
        <Input type="date" value={lastDay} onChange={(event) => setLastDay(event.target.value)} />
      </Field>
      <Button type="submit" loading={sending}>
        <KeyRound aria-hidden="true" className="size-4" />
        Créer le jeton
      </Button>
    </form>
  );
}
