import type { EmailDetail } from "@congres/shared";
import { PanelSection } from "../core/panel-section.tsx";

/**
 * The mail as its recipient reads it. The HTML is shown in a sandbox without scripts and
 * without our origin, so a mail's content can neither run code nor reach the admin session.
 */
export function EmailPreview({ email }: { email: Pick<EmailDetail, "html_body" | "text_body"> }) {
  return (
    <>
      <PanelSection id="email-preview-title" title="Aperçu">
        <iframe
          title="Aperçu de l'e-mail"
          sandbox=""
          srcDoc={email.html_body}
          className="block h-[600px] w-full rounded-lg border border-brand-100 bg-white"
        />
      </PanelSection>
      <PanelSection id="email-text-title" title="Version texte">
        <pre className="whitespace-pre-wrap break-words rounded-lg border border-brand-100 bg-white p-4 font-mono text-sm text-ink">
          {email.text_body}
        </pre>
      </PanelSection>
    </>
  );
}
