import { labelOf, PARTICIPATION_TYPES, PRICE_PERIODS } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useFieldValues } from "../../../lib/use-field-values.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { OptionInput, OptionsRefusal } from "./option-fields.tsx";
import {
  type AdminOptions,
  OPTIONS_ENDPOINT,
  useOptionsWrite,
} from "./registration-options-api.ts";

const PERIOD_LABELS = {
  early_bird: "Tarif préférentiel",
  standard: "Standard",
  on_site: "Sur place",
};
const inputClass = "w-24 rounded border border-brand-200 px-2 py-1";

/**
 * The fees for every country, per type and period (empty: the standard fee applies), and the
 * periods' dates. Registrations already made keep their price.
 */
export function FeePanel({ options }: { options: AdminOptions }) {
  const write = useOptionsWrite();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const key = (type: string, period: string, group: string) => `${type}|${period}|${group}`;
  const [amounts, setAmounts] = useState(
    () =>
      new Map(
        options.fees.map((fee) => [
          key(fee.participationType, fee.period, fee.countryGroup),
          String(fee.amount),
        ]),
      ),
  );
  const { values: dates, bind } = useFieldValues({
    earlyBirdUntil: options.earlyBirdUntil ?? "",
    onSiteFrom: options.onSiteFrom ?? "",
  });
  const groups = ["", ...options.groups.map((group) => group.code)];
  const save = async () => {
    const fees = [...amounts]
      // A deleted group's fees go with it: no country is in it any more.
      .filter(([k, amount]) => amount.trim() !== "" && groups.includes(k.split("|")[2] ?? ""))
      .map(([k, amount]) => {
        const [participationType, period, countryGroup] = k.split("|");
        return { participationType, period, countryGroup, amount: Number(amount) };
      });
    const refusal = await write("PUT", `${OPTIONS_ENDPOINT}/fees`, {
      earlyBirdUntil: dates.earlyBirdUntil || null,
      onSiteFrom: dates.onSiteFrom || null,
      fees,
    });
    setError(refusal);
    setSaved(refusal === undefined);
  };
  return (
    <PanelSection id="fees-title" title="Frais d'inscription (DH)">
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr>
              <th className="text-start">Type</th>
              {groups.flatMap((group) =>
                PRICE_PERIODS.map((period) => (
                  <th key={`${group}${period}`} className="px-1 text-start">
                    {PERIOD_LABELS[period]}
                    {group && ` · ${group}`}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {PARTICIPATION_TYPES.map((type) => (
              <tr key={type.value}>
                <th className="text-start font-normal">
                  {labelOf(PARTICIPATION_TYPES, type.value)}
                </th>
                {groups.flatMap((group) =>
                  PRICE_PERIODS.map((period) => (
                    <td key={`${group}${period}`} className="px-1">
                      <input
                        aria-label={`${type.label}, ${PERIOD_LABELS[period]}${group ? `, ${group}` : ""}`}
                        inputMode="numeric"
                        className={inputClass}
                        value={amounts.get(key(type.value, period, group)) ?? ""}
                        onChange={(event) => {
                          const next = new Map(amounts);
                          next.set(key(type.value, period, group), event.currentTarget.value);
                          setAmounts(next);
                        }}
                      />
                    </td>
                  )),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        <OptionInput
          label="Tarif préférentiel jusqu'au (inclus)"
          type="date"
          {...bind("earlyBirdUntil")}
        />
        <OptionInput label="Tarif sur place à partir du" type="date" {...bind("onSiteFrom")} />
      </div>
      <Button type="button" onClick={() => void save()}>
        Enregistrer les tarifs
      </Button>
      {saved && (
        <p role="status">Tarifs enregistrés : les inscriptions déjà faites gardent leur prix.</p>
      )}
      <OptionsRefusal error={error} />
    </PanelSection>
  );
}
