import { Button } from "../../components/ui/button.tsx";
import { ADMIN_PAGE_SIZE } from "./admin-api.ts";

/** Précédent / Page N / Suivant, with the §9 rules for disabling. */
export function ListPagination({
  page,
  rowsShown,
  onPage,
}: {
  page: number;
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
        disabled={rowsShown < ADMIN_PAGE_SIZE}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </Button>
    </nav>
  );
}
