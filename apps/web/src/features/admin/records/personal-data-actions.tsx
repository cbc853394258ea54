import { Download, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { apiWrite } from "../../../lib/api-client.ts";
import { adminWrite } from "../core/admin-api.ts";
import { forgetAdmin } from "../core/admin-session.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { PanelSection } from "../core/panel-section.tsx";
import { useMayAccess } from "../core/staff-access.tsx";

/** Saves JSON as a file the browser downloads. */
function download(name: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The person's rights on a detail screen (decision 0024): correct the row, export everything
 * stored about it (JSON, audited), or erase it for good after a confirmation.
 */
export function PersonalDataActions({
  endpoint,
  id,
  fileName,
  editPath,
  listPath,
  what,
  alsoFrom,
}: {
  endpoint: string;
  id: number;
  fileName: string;
  editPath: string;
  listPath: string;
  /** "cette inscription", "cette soumission", "ce message". */
  what: string;
  /** Where else its personal data leaves, in the confirmation ("des programmes publiés"). */
  alsoFrom?: string;
}) {
  const navigate = useNavigate();
  // People's requests to export or erase their data are the secretariat's (decision 0043).
  const office = useMayAccess("office");
  const [exporting, setExporting] = useState(false);
  const [eraseError, setEraseError] = useState<string>();

  async function exportData() {
    setExporting(true);
    try {
      const response = await apiWrite<unknown>("POST", `${endpoint}/${id}/export`);
      if (response.ok) {
        download(fileName, response.data);
        toast({ title: "Données exportées", description: "L'export figure dans le journal." });
      } else {
        if (response.status === 401) forgetAdmin();
        toast({
          title: "Export impossible",
          description: response.message ?? `Erreur HTTP ${response.status}`,
          variant: "destructive",
        });
      }
    } catch {
      toast({
        title: "Export impossible",
        description: "Le serveur n'a pas pu être joint. Réessayez.",
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  }

  async function erase() {
    const outcome = await adminWrite<unknown>("POST", `${endpoint}/${id}/erase`);
    if (outcome.ok) {
      toast({ title: "Données effacées définitivement" });
      navigate(listPath, { replace: true });
      return true;
    }
    setEraseError(outcome.message ?? "L'effacement a échoué. Réessayez.");
    return false;
  }

  return (
    <PanelSection id="personal-data-title" title="Données personnelles">
      <div className="flex flex-wrap gap-3">
        <Link to={editPath} className={buttonClasses("secondary")}>
          <Pencil aria-hidden="true" className="size-4" />
          Modifier
        </Link>
        {office && (
          <>
            <Button variant="secondary" loading={exporting} onClick={() => void exportData()}>
              <Download aria-hidden="true" className="size-4" />
              Exporter les données de cette personne
            </Button>
            <ConfirmActionDialog
              triggerVariant="danger"
              trigger={
                <>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Effacer définitivement
                </>
              }
              title="Effacer définitivement ?"
              description={`${what[0]?.toUpperCase()}${what.slice(1)} et ses e-mails seront supprimés, et les données personnelles retirées de son historique${alsoFrom ? ` et ${alsoFrom}` : ""}. Le journal ne gardera qu'une ligne « effacement » sans donnée personnelle. Cette action est irréversible.`}
              confirmLabel="Effacer définitivement"
              busyLabel="Effacement..."
              confirmVariant="danger"
              onConfirm={erase}
            >
              {eraseError && (
                <p role="alert" className="text-sm font-medium text-danger">
                  {eraseError}
                </p>
              )}
            </ConfirmActionDialog>
          </>
        )}
      </div>
    </PanelSection>
  );
}
