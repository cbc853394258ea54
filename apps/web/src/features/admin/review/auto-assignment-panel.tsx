import type { AutoAssignmentPlan } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { DataTable } from "../core/data-table.tsx";
import {
  previewAutoAssignment,
  saveAutoAssignment,
  useReviewAdminChanged,
} from "./review-admin-api.ts";

/** Automatic assignment: the plan first (loads before → after, abstracts left short), then save it. */
export function AutoAssignmentPanel() {
  const changed = useReviewAdminChanged();
  const settle = useActionOutcome();
  const [plan, setPlan] = useState<AutoAssignmentPlan | undefined>();
  return (
    <section
      aria-labelledby="auto-title"
      className="space-y-3 rounded-lg border border-brand-100 bg-white p-4"
    >
      <h2 id="auto-title" className="text-lg font-bold text-brand-900">
        Attribution automatique
      </h2>
      <p className="text-sm text-muted">
        Chaque résumé sans assez de relecteurs en reçoit, sans conflit d'intérêts, selon
        l'expertise, en équilibrant les charges.
      </p>
      <Button variant="secondary" onClick={async () => setPlan(await previewAutoAssignment())}>
        Voir l'aperçu
      </Button>
      {plan && (
        <div className="space-y-3">
          <p role="status" className="font-semibold text-ink">
            {plan.assignments.length} attribution(s) prévue(s)
            {plan.short.length > 0 &&
              `, ${plan.short.length} résumé(s) sans assez de relecteurs possibles`}
            .
          </p>
          <DataTable
            plain
            caption="Charge de chaque relecteur"
            className="w-auto"
            columns={[
              { header: "Relecteur", cell: (load) => load.name },
              { header: "Avant", cell: (load) => load.before },
              { header: "Après", cell: (load) => load.after },
            ]}
            rows={plan.loads}
            rowKey={(load) => load.reviewer_id}
          />
          <Button
            disabled={plan.assignments.length === 0}
            onClick={async () => {
              const outcome = await saveAutoAssignment(plan.plan_hash);
              setPlan(undefined);
              await changed();
              settle(outcome, (data) =>
                toast({ title: `${data.assignments} attribution(s) enregistrée(s)` }),
              );
            }}
          >
            Enregistrer ce plan
          </Button>
        </div>
      )}
    </section>
  );
}
