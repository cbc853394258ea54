import { COUNTRY_ENTRIES } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { submitWith } from "../../../lib/submit-with.ts";
import { useFieldValues } from "../../../lib/use-field-values.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { OPTION_INPUT, OptionInput, OptionsRefusal } from "./option-fields.tsx";
import {
  type AdminOptions,
  OPTIONS_ENDPOINT,
  useOptionsWrite,
} from "./registration-options-api.ts";

type Group = AdminOptions["groups"][number];

/** Letters without accents, lower case: « senegal » finds « Sénégal ». */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The country groups (decision 0075): create, rename, delete a group and put countries in it
 * (one group at most per country), all saved at once; each group's fees are set in the fee
 * table. A registration keeps the price computed when it was made.
 */
export function CountryGroupPanel({ groups: saved }: { groups: Group[] }) {
  const write = useOptionsWrite();
  const [groups, setGroups] = useState<Group[]>(saved);
  const { values: draft, setValues: setDraft, bind } = useFieldValues({ code: "", label: "" });
  const [search, setSearch] = useState("");
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  const change = (next: Group[]) => {
    setGroups(next);
    setDone(false);
  };
  const groupOf = (country: string) => groups.find((group) => group.countries.includes(country));
  const assign = (country: string, code: string) =>
    change(
      groups.map((group) => ({
        ...group,
        countries:
          group.code === code
            ? [...group.countries.filter((other) => other !== country), country]
            : group.countries.filter((other) => other !== country),
      })),
    );
  const add = () => {
    const code = draft.code.trim();
    if (groups.some((group) => group.code === code)) {
      setError(`Un groupe porte déjà le code ${code}`);
      return;
    }
    change([...groups, { code, label: draft.label.trim(), countries: [] }]);
    setDraft({ code: "", label: "" });
    setError(undefined);
  };
  const save = async () => {
    const refusal = await write("PUT", `${OPTIONS_ENDPOINT}/country-groups`, { groups });
    setError(refusal);
    setDone(refusal === undefined);
  };

  const query = folded(search.trim());
  const shown = COUNTRY_ENTRIES.filter((country) =>
    query ? folded(country.value).includes(query) : groupOf(country.code),
  );

  return (
    <PanelSection id="country-groups-title" title="Groupes de pays">
      <p className="text-sm text-muted">
        Un tarif peut dépendre du groupe du pays du délégué (par exemple la catégorie de revenu de
        la Banque mondiale). Un pays appartient à un groupe au plus ; les tarifs de chaque groupe se
        saisissent dans le tableau des frais, une fois les groupes enregistrés.
      </p>
      <ul aria-label="Groupes" className="space-y-2 text-sm">
        {groups.map((group, index) => (
          <li key={group.code} className="flex flex-wrap items-center gap-2">
            <code className="w-40">{group.code}</code>
            <input
              aria-label={`Nom du groupe ${group.code}`}
              className={OPTION_INPUT}
              value={group.label}
              onChange={(event) => {
                const label = event.currentTarget.value;
                change(groups.map((one, at) => (at === index ? { ...one, label } : one)));
              }}
            />
            <span className="text-muted">{group.countries.length} pays</span>
            <Button
              type="button"
              variant="ghost"
              onClick={() => change(groups.filter((one) => one.code !== group.code))}
            >
              Supprimer<span className="sr-only"> le groupe {group.code}</span>
            </Button>
          </li>
        ))}
      </ul>
      <form
        aria-label="Nouveau groupe de pays"
        className="flex flex-wrap items-end gap-3 text-sm"
        onSubmit={submitWith(add)}
      >
        <OptionInput label="Code du groupe (minuscules, chiffres, tirets)" {...bind("code")} />
        <OptionInput label="Nom du groupe" {...bind("label")} />
        <Button type="submit" variant="secondary">
          Ajouter le groupe
        </Button>
      </form>
      <OptionInput
        label="Rechercher un pays (vide : les pays déjà dans un groupe)"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ul aria-label="Pays et leur groupe" className="max-h-80 space-y-1 overflow-y-auto text-sm">
        {shown.map((country) => (
          <li key={country.code} className="flex items-center justify-between gap-3">
            <label htmlFor={`country-group-${country.code}`}>{country.value}</label>
            <select
              id={`country-group-${country.code}`}
              className={OPTION_INPUT}
              value={groupOf(country.code)?.code ?? ""}
              onChange={(event) => assign(country.code, event.currentTarget.value)}
            >
              <option value="">Aucun groupe</option>
              {groups.map((group) => (
                <option key={group.code} value={group.code}>
                  {group.label || group.code}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <Button type="button" onClick={() => void save()}>
        Enregistrer les groupes
      </Button>
      {done && (
        <p role="status">
          Groupes enregistrés : leurs tarifs se saisissent dans le tableau des frais.
        </p>
      )}
      <OptionsRefusal error={error} />
    </PanelSection>
  );
}
