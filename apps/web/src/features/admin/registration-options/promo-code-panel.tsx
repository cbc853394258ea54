import { formatFee } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { PanelSection } from "../core/panel-section.tsx";
import type { AdminOptions } from "./registration-options-api.ts";
import { useOptionsWrite } from "./registration-options-api.ts";

const inputClass = "rounded border border-brand-200 px-2 py-1";

/** Promo codes: a percentage or an amount off, a number of uses, a last day (Casablanca). */
export function PromoCodePanel({ codes }: { codes: AdminOptions["promoCodes"] }) {
  const write = useOptionsWrite();
  const [error, setError] = useState<string>();
  const [draft, setDraft] = useState({
    code: "",
    kind: "percent",
    value: "",
    maxUses: "1",
    validUntil: "",
  });
  const set = (key: keyof typeof draft) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });
  const create = async () => {
    setError(
      await write("POST", "/api/admin/promo-codes", {
        code: draft.code,
        [draft.kind === "percent" ? "percentOff" : "amountOff"]: Number(draft.value),
        maxUses: Number(draft.maxUses),
        validUntil: draft.validUntil,
      }),
    );
  };
  return (
    <PanelSection id="promo-title" title="Codes promo">
      <ul className="text-sm">
        {codes.map((code) => (
          <li key={code.code}>
            {code.code} :{" "}
            {code.percentOff !== null ? `${code.percentOff} %` : formatFee(code.amountOff ?? 0)} ·{" "}
            {code.uses}/{code.maxUses} utilisations · jusqu'au {code.validUntil}
          </li>
        ))}
      </ul>
      <form
        aria-label="Nouveau code promo"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          Code
          <input className={inputClass} value={draft.code} onChange={set("code")} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Réduction
          <select className={inputClass} value={draft.kind} onChange={set("kind")}>
            <option value="percent">Pourcentage</option>
            <option value="amount">Montant (DH)</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Valeur
          <input className={inputClass} value={draft.value} onChange={set("value")} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Utilisations au plus
          <input className={inputClass} value={draft.maxUses} onChange={set("maxUses")} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Valable jusqu'au (inclus)
          <input
            type="date"
            className={inputClass}
            value={draft.validUntil}
            onChange={set("validUntil")}
          />
        </label>
        <Button type="submit" className="sm:self-end">
          Créer le code
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </PanelSection>
  );
}
