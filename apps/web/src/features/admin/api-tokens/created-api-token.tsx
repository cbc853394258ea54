import type { ApiTokenCreated } from "@congres/shared";
import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TitledSection } from "../../../components/ui/titled-section.tsx";

/**
 * The token just created, the one time it is shown: to copy now into the program that will use
 * it (the server keeps only its hash). Selecting the field works where the clipboard is refused.
 */
export function CreatedApiToken({ created }: { created: ApiTokenCreated }) {
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <TitledSection
      id="created-token-title"
      title="Copiez ce jeton maintenant"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      headingClassName="text-lg font-bold text-brand-900"
    >
      <p className="text-sm text-ink">
        Il ne sera plus jamais affiché : seule son empreinte est conservée. Perdu, il se révoque et
        se remplace.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="created-token" className="sr-only">
          Jeton d'accès
        </label>
        <input
          id="created-token"
          readOnly
          dir="ltr"
          value={created.token}
          onFocus={(event) => event.target.select()}
          className="block w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 py-2.5 font-mono text-sm text-ink"
        />
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copier
        </Button>
      </div>
      <p role="status" className="text-sm text-ink">
        {copied === true
          ? "Jeton copié dans le presse-papiers."
          : copied === false
            ? "Copie refusée par le navigateur : sélectionnez le jeton et copiez-le."
            : ""}
      </p>
    </TitledSection>
  );
}
