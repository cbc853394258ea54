import { formatFee } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { submitWith } from "../../../lib/submit-with.ts";
import { useFieldValues } from "../../../lib/use-field-values.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { OptionInput, OptionsRefusal } from "./option-fields.tsx";
import {
  type AdminAddon,
  OPTIONS_ENDPOINT,
  useOptionsWrite,
  useWaitlist,
} from "./registration-options-api.ts";

function Waitlist({ code }: { code: string }) {
  const list = useWaitlist(code);
  const write = useOptionsWrite();
  const entries = list.data?.data ?? [];
  const move = async (index: number, by: number) => {
    const ids = entries.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    await write("PUT", `${OPTIONS_ENDPOINT}/addons/${code}/waitlist`, { ids });
  };
  if (entries.length === 0) return <p className="text-sm text-muted">Personne en attente.</p>;
  return (
    <ol aria-label={`Liste d'attente de ${code}`} className="space-y-1 text-sm">
      {entries.map((entry, index) => (
        <li key={entry.id} className="flex items-center gap-2">
          <span className="w-6">{index + 1}.</span>
          <span className="flex-1">
            {entry.email} · {entry.status}
          </span>
          <Button
            type="button"
            variant="ghost"
            disabled={index === 0}
            onClick={() => void move(index, -1)}
          >
            Monter
          </Button>
        </li>
      ))}
    </ol>
  );
}

/** The add-ons: seats sold and held, closing, deleting one never sold, the waiting list. */
export function AddonPanel({ addons }: { addons: AdminAddon[] }) {
  const write = useOptionsWrite();
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState<string>();
  const { values: draft, bind } = useFieldValues({
    code: "",
    fr: "",
    en: "",
    ar: "",
    price: "0",
    capacity: "",
  });
  const create = async () => {
    setError(
      await write("POST", `${OPTIONS_ENDPOINT}/addons`, {
        code: draft.code,
        label: { fr: draft.fr, en: draft.en, ar: draft.ar },
        price: Number(draft.price),
        capacity: draft.capacity === "" ? null : Number(draft.capacity),
      }),
    );
  };
  const close = async (addon: AdminAddon) => {
    const { code, sold: _s, held: _h, waitlist: _w, ...rest } = addon;
    setError(await write("PUT", `${OPTIONS_ENDPOINT}/addons/${code}`, { ...rest, closed: true }));
  };
  return (
    <PanelSection id="addons-title" title="Options (ateliers, dîner de gala…)">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-start">
            <th className="text-start">Code</th>
            <th className="text-start">Libellé</th>
            <th className="text-start">Prix</th>
            <th className="text-start">Places</th>
            <th className="text-start">En attente</th>
            <th className="text-start">Actions</th>
          </tr>
        </thead>
        <tbody>
          {addons.map((addon) => (
            <tr key={addon.code}>
              <td>{addon.code}</td>
              <td>
                {addon.label.fr}
                {addon.closed && " (fermée)"}
              </td>
              <td>{formatFee(addon.price)}</td>
              <td>
                {addon.sold} vendues
                {addon.held > 0 && `, ${addon.held} réservées`}
                {addon.capacity !== null && ` sur ${addon.capacity}`}
              </td>
              <td>{addon.waitlist}</td>
              <td className="flex flex-wrap gap-1">
                <Button type="button" variant="ghost" onClick={() => setOpen(addon.code)}>
                  Liste d'attente
                </Button>
                {!addon.closed && (
                  <Button type="button" variant="ghost" onClick={() => void close(addon)}>
                    Fermer
                  </Button>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  onClick={async () =>
                    setError(await write("DELETE", `${OPTIONS_ENDPOINT}/addons/${addon.code}`))
                  }
                >
                  Supprimer
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && <Waitlist code={open} />}
      <form
        aria-label="Nouvelle option"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={submitWith(create)}
      >
        <OptionInput label="Code (minuscules, chiffres, tirets)" {...bind("code")} />
        <OptionInput label="Libellé en français" {...bind("fr")} />
        <OptionInput label="Libellé en anglais" {...bind("en")} />
        <OptionInput label="Libellé en arabe" {...bind("ar")} dir="rtl" lang="ar" />
        <OptionInput label="Prix (DH)" {...bind("price")} inputMode="numeric" />
        <OptionInput
          label="Places (vide : sans limite)"
          {...bind("capacity")}
          inputMode="numeric"
        />
        <Button type="submit" className="sm:col-span-3 sm:justify-self-start">
          Ajouter l'option
        </Button>
      </form>
      <OptionsRefusal error={error} />
    </PanelSection>
  );
}
