import type { ParticipationType } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminQuery, useAdminRead } from "../core/admin-queries.ts";

/** « Tarifs et options » (issue #40, decision 0075): the admin's fees, groups, add-ons, codes. */
export const OPTIONS_ENDPOINT = "/api/admin/registration-options";

export type AdminAddon = {
  code: string;
  label: { fr: string; en: string; ar: string };
  price: number;
  capacity: number | null;
  sold: number;
  held: number;
  waitlist: number;
  salesEndAt: string | null;
  types: ParticipationType[];
  closed: boolean;
};

export type AdminOptions = {
  earlyBirdUntil: string | null;
  onSiteFrom: string | null;
  fees: { participationType: string; period: string; countryGroup: string; amount: number }[];
  groups: { code: string; label: string; countries: string[] }[];
  addons: AdminAddon[];
  promoCodes: {
    code: string;
    percentOff: number | null;
    amountOff: number | null;
    maxUses: number;
    uses: number;
    validUntil: string;
  }[];
};

export type WaitlistEntry = { id: number; email: string; status: string; position: number };

export const useAdminOptions = () => useAdminRead<AdminOptions>(OPTIONS_ENDPOINT);

export const useWaitlist = (code: string) =>
  useAdminQuery({
    queryKey: [OPTIONS_ENDPOINT, code, "waitlist"],
    queryFn: () =>
      adminGet<{ data: WaitlistEntry[] }>(`${OPTIONS_ENDPOINT}/addons/${code}/waitlist`),
  });

/** A write, then the screen's data read again; answers the refusal's message, if any. */
export function useOptionsWrite() {
  const client = useQueryClient();
  return async (method: "POST" | "PUT" | "DELETE", path: string, body?: unknown) => {
    const outcome = await adminWrite<unknown>(method, path, body);
    await client.invalidateQueries({ queryKey: [OPTIONS_ENDPOINT] });
    if (outcome.ok) return undefined;
    const fields = Object.values(outcome.errors).flat();
    return [outcome.message, ...fields].filter(Boolean).join(" ") || `Erreur ${outcome.status}`;
  };
}
