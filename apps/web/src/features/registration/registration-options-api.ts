import type { RegistrationOptionsAnswer } from "@congres/shared";
import { formatFee } from "@congres/shared/facts";
import { useEffect, useState } from "react";
import { apiGet } from "../../lib/api-client.ts";

export type RegistrationOptions = RegistrationOptionsAnswer;

let asked: Promise<RegistrationOptions | undefined> | undefined;

/**
 * The fees and add-ons in force, asked of the server once per page at run time (decision 0075):
 * the page is prerendered with the edition's fees and follows the admin without a rebuild. On a
 * failure the prerendered fees stay, and the server prices the registration anyway.
 */
export function useRegistrationOptions(): RegistrationOptions | undefined {
  const [options, setOptions] = useState<RegistrationOptions>();
  useEffect(() => {
    let live = true;
    asked ??= apiGet<RegistrationOptions>("/api/registration/options").then(
      (response) => (response.ok ? response.data : undefined),
      () => undefined,
    );
    void asked.then((answer) => {
      if (!live || !answer) return;
      setOptions(answer);
      // The page's fee box (outside this island) is prerendered with the edition's fees: it
      // shows the ones in force, without an island of its own (the page's 90 KB, decision 0075).
      for (const cell of document.querySelectorAll<HTMLElement>("[data-fee]")) {
        const price = answer.types.find((type) => type.code === cell.dataset.fee)?.price;
        if (price !== undefined) cell.textContent = formatFee(price);
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}

/** A type's price, in whole units, for a country (ISO code) as its group pays it. */
export function priceFor(options: RegistrationOptions, type: string, country: string) {
  const row = options.types.find((entry) => entry.code === type);
  if (!row) return undefined;
  const group = options.countries[country];
  return (group === undefined ? undefined : row.byGroup[group]) ?? row.price;
}
