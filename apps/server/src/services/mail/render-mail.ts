import type { MailTemplateName, MailTemplateProps } from "./mail-templates.ts";

type Renderer = typeof import("./mail-templates.ts");

// React, React Email and the templates are a third of the server's code: loaded with the first
// mail rather than at start, so that an idle server does not hold them (decision 0016).
let renderer: Promise<Renderer> | undefined;

function loadRenderer(): Promise<Renderer> {
  renderer ??= import("./mail-templates.ts").catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

/** A mail's HTML and plain-text bodies, rendered from the named React Email template. */
export async function renderMail<N extends MailTemplateName>(
  name: N,
  props: MailTemplateProps<N>,
): Promise<{ html: string; text: string }> {
  return (await loadRenderer()).renderTemplate(name, props);
}
