import { Button } from "../../../components/ui/button.tsx";
import type { ListResponse } from "./admin-api.ts";
import { formatListTotal } from "./admin-format.ts";
import { type DataColumn, DataTable } from "./data-table.tsx";
import type { ListState } from "./list-url-state.ts";

/** Précédent / Page N / Suivant, with the §9 rules for disabling. */
export function ListPagination({
  page,
  perPage,
  rowsShown,
  onPage,
}: {
  page: number;
  perPage: number;
  rowsShown: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        className="disabled:opacity-50"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Précédent
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-ink">
        Page {page}
      </p>
      <Button
        variant="secondary"
        className="disabled:opacity-50"
        disabled={rowsShown < perPage}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </Button>
    </nav>
  );
}

/** "Total : 12" beside a list's controls, read out when it changes; "…" until the first answer. */
export function ListTotal({ answer }: { answer: ListResponse<unknown> | undefined }) {
  return (
    <p className="text-sm font-semibold text-ink" aria-live="polite">
      Total : {answer ? formatListTotal(answer) : "…"}
    </p>
  );
}

/** One page of a list in the address bar: its table, then Précédent / Page N / Suivant. */
export function ListPage<Row extends { id: number }>({
  answer,
  state,
  onPage,
  columns,
  className,
  empty,
}: {
  answer: ListResponse<Row> | undefined;
  state: ListState;
  onPage: (page: number) => void;
  columns: readonly DataColumn<Row>[];
  className: string;
  empty: string;
}) {
  const rows = answer?.data;
  return (
    <>
      <DataTable
        className={className}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={empty}
      />
      <ListPagination
        page={state.page}
        perPage={state.perPage}
        rowsShown={rows?.length ?? 0}
        onPage={onPage}
      />
    </>
  );
}
