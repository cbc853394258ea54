import { Download } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { type ListState, queryOf } from "./list-url-state.ts";

/**
 * "Exporter CSV" / "Exporter XLSX": plain links to the list's exports with the list's own query
 * (search, filters, order; every page), so the file holds exactly what the screen lists. The
 * browser downloads them with the session cookie; the server streams and audits each export.
 */
export function ExportButtons({ endpoint, state }: { endpoint: string; state: ListState }) {
  const query = queryOf(state, { page: false });
  query.delete("per_page");
  const suffix = query.size > 0 ? `?${query}` : "";
  return (
    <div className="flex flex-wrap gap-2">
      {(["csv", "xlsx"] as const).map((format) => (
        <a
          key={format}
          href={`${endpoint}/export.${format}${suffix}`}
          download
          className={buttonClasses("secondary")}
        >
          <Download aria-hidden="true" className="size-4" />
          Exporter {format.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
