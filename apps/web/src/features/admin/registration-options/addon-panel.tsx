import { formatFee } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { PanelSection } from "../core/panel-section.tsx";
import {
  type AdminAddon,
  OPTIONS_ENDPOINT,
  useOptionsWrite,
  useWaitlist,
} from "./registration-options-api.ts";

const inputClass = "rounded border border-brand-200 px-2 py-1";

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
  const [draft, setDraft] = useState({
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
  const field = (key: keyof typeof draft, label: string, props: object = {}) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        className={inputClass}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
        {...props}
      />
    </label>
  );
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
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        {field("code", "Code (minuscules, chiffres, tirets)")}
        {field("fr", "Libellé en français")}
        {field("en", "Libellé en anglais")}
        {field("ar", "Libellé en arabe", { dir: "rtl", lang: "ar" })}
        {field("price", "Prix (DH)", { inputMode: "numeric" })}
        {field("capacity", "Places (vide : sans limite)", { inputMode: "numeric" })}
        <Button type="submit" className="sm:col-span-3 sm:justify-self-start">
          Ajouter l'option
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
