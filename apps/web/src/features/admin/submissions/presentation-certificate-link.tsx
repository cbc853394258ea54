import { Download } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PanelSection } from "../core/panel-section.tsx";

/** A confirmed presentation's certificate (decision 0080), as its author downloads it. */
export function PresentationCertificateLink({ submissionId }: { submissionId: number }) {
  return (
    <PanelSection id="presentation-certificate-title" title="Attestation de présentation">
      <p className="text-sm text-muted">
        Disponible dès l'ouverture du congrès, avec la liste des auteurs telle qu'elle est
        aujourd'hui.
      </p>
      <a
        href={`/api/admin/submissions/${submissionId}/certificate.pdf`}
        download
        className={`${buttonClasses("secondary")} self-start`}
      >
        <Download aria-hidden="true" className="size-4" />
        Attestation de présentation (PDF)
      </a>
    </PanelSection>
  );
}
