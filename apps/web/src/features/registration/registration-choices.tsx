import type { RegistrationInput } from "@congres/shared";
import { formatFee } from "@congres/shared/facts";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { priceFor, useRegistrationOptions } from "./registration-options-api.ts";

/** What the form sends beside its fields: the add-ons ticked, a promo code, a waiting-list offer. */
export type RegistrationChoicesState = { addons: string[]; promoCode: string; offer: string };

/** A waiting-list offer's link: `?offre=<token>&option=<add-on>` (decision 0075). */
export function offerOfPage(): { offer: string; addon: string } {
  if (typeof location === "undefined") return { offer: "", addon: "" };
  const query = new URLSearchParams(location.search);
  return { offer: query.get("offre") ?? "", addon: query.get("option") ?? "" };
}

/**
 * The price for the type and country chosen, the add-ons on sale for that type (a full one offers
 * its waiting list) and a promo code, read from `GET /api/registration/options` at run time.
 */
export function RegistrationChoices({
  form,
  choices,
  onChange,
  promoError,
}: {
  form: UseFormReturn<RegistrationInput, unknown, unknown>;
  choices: RegistrationChoicesState;
  onChange: (next: RegistrationChoicesState) => void;
  promoError: string | undefined;
}) {
  const locale = useLocale();
  const options = useRegistrationOptions();
  const [notice, setNotice] = useState<Record<string, string>>({});
  const type: string = form.watch("participationType") ?? "";
  const country: string = form.watch("country") ?? "";
  const held = offerOfPage().addon;
  // Prerendered with its promo code field (the form starts on its markup); the price and the
  // add-ons come with the server's answer.
  const price =
    options && type !== "" && country !== "" ? priceFor(options, type, country) : undefined;
  const addons = (options?.addons ?? []).filter(
    (addon) => !type || (addon.types as string[]).includes(type),
  );
  const toggle = (code: string, on: boolean) =>
    onChange({
      ...choices,
      addons: on ? [...choices.addons, code] : choices.addons.filter((c) => c !== code),
    });
  const wait = async (code: string) => {
    // The e-mail typed above; the server checks it (422) and says so in the page's language.
    const email = form.getValues("email") ?? "";
    // Loaded at the click: most visitors never need it.
    const { joinWaitlist } = await import("./waitlist-api.ts");
    const answer = await joinWaitlist({ email, addon: code, locale }).catch(() => undefined);
    const text = answer?.ok
      ? m.registration_addon_waitlisted({}, { locale })
      : (answer?.message ?? m.registration_network_failure({}, { locale }));
    setNotice({ ...notice, [code]: text });
  };
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 text-lg font-semibold text-brand-800">
        {m.registration_options_section({}, { locale })}
      </legend>
      <p className="font-semibold" aria-live="polite">
        {price !== undefined && m.registration_price({ amount: formatFee(price) }, { locale })}
      </p>
      {addons.map((addon) => {
        const full = addon.remaining === 0 && addon.code !== held;
        const seats =
          addon.remaining === null
            ? ""
            : ` · ${m.registration_addon_seats({ count: String(full ? 0 : addon.remaining) }, { locale })}`;
        return (
          <div key={addon.code} className="flex flex-col gap-2">
            <Checkbox
              label={
                <>
                  {addon.label[locale]} · <bdi>{formatFee(addon.price)}</bdi>
                  {seats}
                </>
              }
              checked={choices.addons.includes(addon.code)}
              disabled={full}
              onChange={(event) => toggle(addon.code, event.currentTarget.checked)}
            />
            {full && (
              <div className="ps-8">
                <Button type="button" variant="secondary" onClick={() => void wait(addon.code)}>
                  {m.registration_addon_waiting({}, { locale })}
                </Button>
                {notice[addon.code] && (
                  <p role="status" className="mt-2 text-sm">
                    {notice[addon.code]}
                  </p>
                )}
              </div>
            )}
          </div>
        );
      })}
      <Field label={m.registration_promo_code({}, { locale })} error={promoError}>
        <Input
          value={choices.promoCode}
          dir="ltr"
          autoComplete="off"
          onChange={(event) => onChange({ ...choices, promoCode: event.currentTarget.value })}
        />
      </Field>
    </fieldset>
  );
}
