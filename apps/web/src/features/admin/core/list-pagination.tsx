import { Button } from "../../../components/ui/button.tsx";

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
