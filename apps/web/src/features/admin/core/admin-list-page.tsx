import { useQueryClient } from "@tanstack/react-query";
import { Eye, Search, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { controlClasses } from "../../../components/ui/field.tsx";
import { useAdminList } from "./admin-queries.ts";
import type { DataColumn } from "./data-table.tsx";
import { DeleteDialog } from "./delete-dialog.tsx";
import { ExportButtons } from "./export-buttons.tsx";
import { FilterControls, OrderAndSizeControls } from "./list-controls.tsx";
import { ListPage, ListTotal } from "./list-pagination.tsx";
import {
  type ListFilter,
  type ListSort,
  type ListState,
  listStateOf,
  queryOf,
} from "./list-url-state.ts";

export type Column<Row> = Pick<DataColumn<Row>, "header" | "cell">;

type Props<Row> = {
  title: string;
  endpoint: string;
  columns: Column<Row>[];
  /** "la soumission #3": names a row in the labels of its action buttons. */
  describe: (row: Row) => string;
  detailPath?: (row: Row) => string;
  deleteTitle?: string;
  /** Without it the list has no delete action (the outbox keeps every mail). */
  deletedMessage?: (id: number) => string;
  toolbar?: ReactNode;
  /** Shown between the title and the search (the SMTP status of the E-mails screen). */
  intro?: ReactNode;
  filters?: readonly ListFilter[];
  /** Orders offered besides the default (the API's whitelist). */
  sorts?: readonly ListSort[];
  /** The order the API applies when none is asked, as the sort menu names it. */
  defaultSortLabel?: string;
  /** The list has `GET <endpoint>/export.csv|xlsx`: show "Exporter CSV" / "Exporter XLSX". */
  exportable?: boolean;
  /** Checkboxes to select rows for a bulk action: the ids selected, kept across pages. */
  selection?: RowSelection;
};

export type RowSelection = {
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
};

/** The header checkbox: ticks or unticks every row of the page, mixed when some are ticked. */
function SelectPage({ ids, selection }: { ids: number[]; selection: RowSelection }) {
  const ticked = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  return (
    <input
      type="checkbox"
      aria-label="Tout sélectionner sur cette page"
      className="size-5 cursor-pointer accent-brand-700"
      checked={all}
      disabled={ids.length === 0}
      ref={(input) => {
        if (input) input.indeterminate = ticked > 0 && !all;
      }}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const id of ids) {
          if (all) next.delete(id);
          else next.add(id);
        }
        selection.onChange(next);
      }}
    />
  );
}

/** The tick boxes' column: the header's ticks the page, each row's ticks its row. */
function selectColumn<Row extends { id: number }>(
  rows: readonly Row[],
  selection: RowSelection,
  describe: (row: Row) => string,
): DataColumn<Row> {
  return {
    header: "Sélection",
    label: <SelectPage ids={rows.map((row) => row.id)} selection={selection} />,
    className: "w-12",
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={`Sélectionner ${describe(row)}`}
        className="size-5 cursor-pointer accent-brand-700"
        checked={selection.selected.has(row.id)}
        onChange={(event) => {
          const next = new Set(selection.selected);
          if (event.target.checked) next.add(row.id);
          else next.delete(row.id);
          selection.onChange(next);
        }}
      />
    ),
  };
}

/**
 * Search, filters, order, page size, table, Total, paging, exports and delete of one admin list
 * (§2, §4, §9). The address bar holds the whole state, so a reload, a link or the back button
 * shows the same rows, and the exports take the same query.
 */
export function AdminListPage<Row extends { id: number }>(props: Props<Row>) {
  const { title, endpoint, columns, describe, detailPath, toolbar, deletedMessage, selection } =
    props;
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params, props.filters ?? [], props.sorts ?? []);
  const [search, setSearch] = useState(state.q);
  const [toDelete, setToDelete] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const shown: ListState = { ...state, q: search };
  const list = useAdminList<Row>(endpoint, shown);
  const rows = list.data?.data ?? [];
  const actions: DataColumn<Row> = {
    header: "Actions",
    className: "text-right",
    cell: (row) => (
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
        {deletedMessage && (
          <button
            type="button"
            onClick={() => setToDelete(row.id)}
            className="inline-flex size-10 items-center justify-center rounded-md text-danger hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">Supprimer {describe(row)}</span>
          </button>
        )}
      </div>
    ),
  };

  /** A change of search, filter, order or size starts again from page 1. */
  const show = (next: Partial<ListState>, options?: { replace: boolean }) =>
    setParams(queryOf({ ...shown, page: 1, ...next }), options);

  function searchFor(value: string) {
    setSearch(value);
    // Every keystroke searches from page 1 and is written to the address bar (§4).
    show({ q: value }, { replace: true });
  }

  return (
    <section
      aria-labelledby="admin-list-title"
      // Busy while the rows shown are not yet those of the address bar's query (a search being
      // typed keeps the previous rows until its answer comes).
      aria-busy={list.isPending || list.isPlaceholderData}
      className="space-y-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-list-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        {toolbar}
      </div>
      {props.intro}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end">
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
          <FilterControls
            filters={props.filters ?? []}
            values={state.filters}
            onChange={(param, value) => show({ filters: { ...state.filters, [param]: value } })}
          />
        </div>
        <ListTotal answer={list.data} />
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <OrderAndSizeControls
          sorts={props.sorts ?? []}
          defaultSortLabel={props.defaultSortLabel}
          sort={state.sort}
          perPage={state.perPage}
          onSort={(sort) => show({ sort })}
          onPerPage={(perPage) => show({ perPage })}
        />
        {props.exportable && <ExportButtons endpoint={endpoint} state={shown} />}
      </div>

      <ListPage
        answer={list.data}
        state={state}
        onPage={(page) => show({ page })}
        className="w-full min-w-[40rem]"
        columns={[
          ...(selection ? [selectColumn(rows, selection, describe)] : []),
          ...columns,
          actions,
        ]}
        empty="Aucun résultat."
      />

      {deletedMessage && (
        <DeleteDialog
          endpoint={endpoint}
          id={toDelete}
          {...(props.deleteTitle ? { title: props.deleteTitle } : {})}
          deletedMessage={deletedMessage}
          onClose={() => setToDelete(null)}
          onDeleted={() => void queryClient.invalidateQueries({ queryKey: [endpoint] })}
        />
      )}
    </section>
  );
}
