import { controlClasses } from "../../../components/ui/field.tsx";
import type { ListFilters } from "./list-url-state.ts";
import { type ListFilter, type ListSort, PAGE_SIZES } from "./list-url-state.ts";

const selectClasses = `${controlClasses(false)} mt-1.5 h-11.5 pr-8`;
const labelClasses = "text-sm font-medium text-ink";

/** The filters of a list: a select per closed list, a date field per day bound. */
export function FilterControls({
  filters,
  values,
  onChange,
}: {
  filters: readonly ListFilter[];
  values: ListFilters;
  onChange: (param: string, value: string) => void;
}) {
  return filters.map((filter) => {
    const id = `admin-filter-${filter.param}`;
    return (
      <div key={filter.param} className="w-full max-w-md sm:w-48">
        <label htmlFor={id} className={labelClasses}>
          {filter.label}
        </label>
        {filter.kind === "day" ? (
          <input
            id={id}
            type="date"
            value={values[filter.param] ?? ""}
            min={filter.notBefore && values[filter.notBefore]}
            max={filter.notAfter && values[filter.notAfter]}
            onChange={(event) => onChange(filter.param, event.target.value)}
            className={`${controlClasses(false)} mt-1.5 h-11.5`}
          />
        ) : (
          <select
            id={id}
            value={values[filter.param] ?? ""}
            onChange={(event) => onChange(filter.param, event.target.value)}
            className={selectClasses}
          >
            <option value="">{filter.allLabel ?? "Tous"}</option>
            {(filter.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </div>
    );
  });
}

/** "Trier par" (when the list offers orders) and "Lignes par page". */
export function OrderAndSizeControls({
  sorts,
  sort,
  perPage,
  onSort,
  onPerPage,
  defaultSortLabel = "Plus récents d'abord",
}: {
  sorts: readonly ListSort[];
  /** Most lists are newest first; the ranking is best score first. */
  defaultSortLabel?: string | undefined;
  sort: string;
  perPage: number;
  onSort: (sort: string) => void;
  onPerPage: (perPage: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {sorts.length > 0 && (
        <div className="w-full sm:w-64">
          <label htmlFor="admin-sort" className={labelClasses}>
            Trier par
          </label>
          <select
            id="admin-sort"
            value={sort}
            onChange={(event) => onSort(event.target.value)}
            className={selectClasses}
          >
            <option value="">{defaultSortLabel}</option>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="w-full sm:w-36">
        <label htmlFor="admin-page-size" className={labelClasses}>
          Lignes par page
        </label>
        <select
          id="admin-page-size"
          value={perPage}
          onChange={(event) => onPerPage(Number(event.target.value))}
          className={selectClasses}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
