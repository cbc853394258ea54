import { type Metrics, mayAccess } from "@congres/shared";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { useAdminGet } from "../../features/admin/core/admin-queries.ts";
import { PanelSection } from "../../features/admin/core/panel-section.tsx";
import { useStaffRole } from "../../features/admin/core/staff-access.tsx";
import {
  AttendanceCharts,
  CheckInSettingsPanel,
} from "../../features/admin/dashboard/attendance-panel.tsx";
import { DashboardCharts } from "../../features/admin/dashboard/dashboard-charts.tsx";
import { DeadlinesPanel } from "../../features/admin/dashboard/deadlines-panel.tsx";
import { MetricTile } from "../../features/admin/dashboard/metric-tile.tsx";
import { edition } from "../../lib/edition.ts";

export const meta = () => adminMeta("Tableau de bord");

// Each tile to the roles of the list it links to: the committee sees the submissions' counts.
const TILES = [
  { key: "submissions", label: "Soumissions", to: "/admin/app/soumissions", access: "committee" },
  { key: "registrations", label: "Inscriptions", to: "/admin/app/inscriptions", access: "office" },
  { key: "contacts", label: "Contacts", to: "/admin/app/contacts", access: "office" },
] as const;

export default function Dashboard() {
  const role = useStaffRole();
  // Closing times and the charts (money among them) are the secretariat's.
  const office = mayAccess(role, "office");
  // A failure shows dashes and no message (§8): no redirect here.
  const metrics = useAdminGet<Metrics>("/api/admin/metrics");
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <div>
        <h1 id="dashboard-title" className="text-2xl font-bold text-brand-900">
          Tableau de bord
        </h1>
        <p className="mt-1 text-sm text-muted">{edition.name}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TILES.filter((tile) => mayAccess(role, tile.access)).map((tile) => (
          <MetricTile
            key={tile.key}
            label={tile.label}
            to={tile.to}
            total={metrics.data?.totals[tile.key]}
            today={metrics.data?.today[tile.key]}
          />
        ))}
      </div>
      {office && <DeadlinesPanel />}
      {office && <DashboardCharts />}
      {office && (
        <PanelSection id="attendance-title" title="Présences à l'accueil">
          <AttendanceCharts />
        </PanelSection>
      )}
      {office && <CheckInSettingsPanel />}
    </section>
  );
}
