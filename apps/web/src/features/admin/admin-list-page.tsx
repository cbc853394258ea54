import { useQueryClient } from "@tanstack/react-query";
import { Eye, Search, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { controlClasses } from "../../components/ui/field.tsx";
import { useAdminList } from "./admin-api.ts";
import { DeleteDialog } from "./delete-dialog.tsx";
import { ListPagination } from "./list-pagination.tsx";

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

type Props<Row> = {
  title: string;
  endpoint: string;
  columns: Column<Row>[];
  /** "la soumission #3": names a row in the labels of its action buttons. */
  describe: (row: Row) => string;
  detailPath?: (row: Row) => string;
  deleteTitle?: string;
  deletedMessage: (id: number) => string;
  toolbar?: ReactNode;
};

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** Search, table, Total, paging and delete of one admin list (§2, §4, §9). */
export function AdminListPage<Row extends { id: number }>(props: Props<Row>) {
  const { title, endpoint, columns, describe, detailPath, toolbar } = props;
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get("page"));
  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const [toDelete, setToDelete] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const list = useAdminList<Row>(endpoint, page, search.trim());
  const rows = list.data?.data ?? [];

  function searchFor(value: string) {
    setSearch(value);
    // Every keystroke searches from page 1 and is written to the address bar (§4).
    setParams(value ? { q: value } : {}, { replace: true });
  }

  function goTo(next: number) {
    const nextParams: Record<string, string> = { page: String(next) };
    if (search) nextParams.q = search;
    setParams(nextParams);
  }

  return (
    <section aria-labelledby="admin-list-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-list-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        {toolbar}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full max-w-md">
          <label htmlFor="admin-search" className="text-sm font-medium text-ink">
            Rechercher
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id="admin-search"
              type="search"
              value={search}
              onChange={(event) => searchFor(event.target.value)}
              className={`${controlClasses(false)} pl-9`}
            />
          </div>
        </div>
        <p className="text-sm font-semibold text-ink" aria-live="polite">
          Total : {list.data ? list.data.total : "…"}
        </p>
      </div>

      <div className="relative overflow-x-auto rounded-lg border border-brand-100 bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                  {column.header}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-100">
            {rows.map((row) => (
              <tr key={row.id} className="align-top">
                {columns.map((column) => (
                  <td key={column.header} className="px-4 py-3 text-ink">
                    {column.cell(row)}
                  </td>
                ))}
                <td className="px-4 py-2">
                  <div className="flex justify-end gap-1">
                    {detailPath && (
                      <Link
                        to={detailPath(row)}
                        className="inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
                      >
                        <Eye aria-hidden="true" className="size-4" />
                        <span className="sr-only">Voir {describe(row)}</span>
                      </Link>
                    )}
                    <button
                      type="button"
                      onClick={() => setToDelete(row.id)}
                      className="inline-flex size-10 items-center justify-center rounded-md text-danger hover:bg-red-50"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">Supprimer {describe(row)}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
            {list.data && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-8 text-center text-muted">
                  Aucun résultat.
                </td>
              </tr>
            )}
            {!list.data && (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-8 text-center text-muted">
                  Chargement...
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <ListPagination page={page} rowsShown={rows.length} onPage={goTo} />

      <DeleteDialog
        endpoint={endpoint}
        id={toDelete}
        {...(props.deleteTitle ? { title: props.deleteTitle } : {})}
        deletedMessage={props.deletedMessage}
        onClose={() => setToDelete(null)}
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: [endpoint] })}
      />
    </section>
  );
}
