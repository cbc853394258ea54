import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { AdminScreen } from "../../features/admin/core/screen-header.tsx";
import { AddonPanel } from "../../features/admin/registration-options/addon-panel.tsx";
import { CountryGroupPanel } from "../../features/admin/registration-options/country-group-panel.tsx";
import { FeePanel } from "../../features/admin/registration-options/fee-panel.tsx";
import { PromoCodePanel } from "../../features/admin/registration-options/promo-code-panel.tsx";
import { useAdminOptions } from "../../features/admin/registration-options/registration-options-api.ts";

export const meta = () => adminMeta("Tarifs et options");

/** « Tarifs et options » (issue #40, decision 0075): the admin role's; each change is in the Journal. */
export default function RegistrationOptions() {
  const options = useAdminOptions();
  return (
    <AdminScreen title="Tarifs et options" className="max-w-5xl">
      {options.data ? (
        <>
          <CountryGroupPanel groups={options.data.groups} />
          <FeePanel options={options.data} />
          <AddonPanel addons={options.data.addons} />
          <PromoCodePanel codes={options.data.promoCodes} />
        </>
      ) : (
        <p role="status">Chargement...</p>
      )}
    </AdminScreen>
  );
}
