import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

/** The parts of html-to-text's formatter API that the label formatter uses. */
type TextBuilder = { addInline(text: string): void };
type ElementNode = { children: unknown[] };
type Walk = (nodes: unknown[], builder: TextBuilder) => void;

const plainTextOptions = {
  // Abstracts and messages keep the line breaks their authors typed.
  preserveNewlines: true,
  formatters: {
    detailLabel(element: ElementNode, walk: Walk, builder: TextBuilder) {
      walk(element.children, builder);
      builder.addInline(" : ");
    },
  },
  selectors: [
    // A label/value row of DetailsTable reads "Titre : Dr" on one line.
    {
      selector: "tr.mail-detail",
      format: "block",
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: "td.mail-detail-label", format: "detailLabel" },
    { selector: "td.mail-detail-value", format: "inline" },
    ...["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

/**
 * A mail's two bodies from one React Email element: the HTML, and the plain text converted from
 * that HTML (what `render(…, { plainText: true })` does, without rendering the tree twice).
 */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html, plainTextOptions) };
}
