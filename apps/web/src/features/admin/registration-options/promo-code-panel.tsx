import { formatFee } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { submitWith } from "../../../lib/submit-with.ts";
import { useFieldValues } from "../../../lib/use-field-values.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { OPTION_INPUT, OptionInput, OptionsRefusal } from "./option-fields.tsx";
import { type AdminOptions, useOptionsWrite } from "./registration-options-api.ts";

/** Promo codes: a percentage or an amount off, a number of uses, a last day (Casablanca). */
export function PromoCodePanel({ codes }: { codes: AdminOptions["promoCodes"] }) {
  const write = useOptionsWrite();
  const [error, setError] = useState<string>();
  const { values: draft, bind } = useFieldValues({
    code: "",
    kind: "percent",
    value: "",
    maxUses: "1",
    validUntil: "",
  });
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
        onSubmit={submitWith(create)}
      >
        <OptionInput label="Code" {...bind("code")} />
        <label className="flex flex-col gap-1 text-sm">
          Réduction
          <select className={OPTION_INPUT} {...bind("kind")}>
            <option value="percent">Pourcentage</option>
            <option value="amount">Montant (DH)</option>
          </select>
        </label>
        <OptionInput label="Valeur" {...bind("value")} />
        <OptionInput label="Utilisations au plus" {...bind("maxUses")} />
        <OptionInput label="Valable jusqu'au (inclus)" type="date" {...bind("validUntil")} />
        <Button type="submit" className="sm:self-end">
          Créer le code
        </Button>
      </form>
      <OptionsRefusal error={error} />
    </PanelSection>
  );
}
