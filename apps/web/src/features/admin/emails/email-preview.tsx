import type { EmailDetail } from "@congres/shared";

/**
 * The mail as its recipient reads it. The HTML is shown in a sandbox without scripts and
 * without our origin, so a mail's content can neither run code nor reach the admin session.
 */
export function EmailPreview({ email }: { email: Pick<EmailDetail, "html_body" | "text_body"> }) {
  return (
    <>
      <section aria-labelledby="email-preview-title" className="space-y-3">
        <h2 id="email-preview-title" className="text-lg font-bold text-brand-900">
          Aperçu
        </h2>
        <iframe
          title="Aperçu de l'e-mail"
          sandbox=""
          srcDoc={email.html_body}
          className="block h-[600px] w-full rounded-lg border border-brand-100 bg-white"
        />
      </section>
      <section aria-labelledby="email-text-title" className="space-y-3">
        <h2 id="email-text-title" className="text-lg font-bold text-brand-900">
          Version texte
        </h2>
        <pre className="whitespace-pre-wrap break-words rounded-lg border border-brand-100 bg-white p-4 font-mono text-sm text-ink">
          {email.text_body}
        </pre>
      </section>
    </>
  );
}
