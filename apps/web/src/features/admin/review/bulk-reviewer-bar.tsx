import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { adminWrite } from "../core/admin-api.ts";
import { useReviewAdminChanged } from "./review-admin-api.ts";
import { ReviewerSelect } from "./reviewer-select.tsx";

/** The submissions ticked in the list, given to one reviewer at once (one mail to them). */
export function BulkReviewerBar({ selected }: { selected: ReadonlySet<number> }) {
  const changed = useReviewAdminChanged();
  const settle = useActionOutcome();
  const [chosen, setChosen] = useState("");
  return (
    <section
      aria-label="Attribuer à un relecteur"
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-white p-4 sm:flex-row sm:items-end"
    >
      <ReviewerSelect label="Relecteur pour la sélection" value={chosen} onChange={setChosen} />
      <Button
        variant="secondary"
        disabled={chosen === "" || selected.size === 0}
        onClick={async () => {
          const outcome = await adminWrite<{ assigned: number }>(
            "POST",
            "/api/admin/review/assignments",
            {
              userId: Number(chosen),
              submissionIds: [...selected],
            },
          );
          await changed();
          settle(outcome, (data) => toast({ title: `${data.assigned} résumé(s) attribué(s)` }));
        }}
      >
        Attribuer
      </Button>
    </section>
  );
}
