// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, type Locale } from "@congres/shared";
import { Markdown } from "@react-email/components";
import { MailLayout } from "./mail-layout.tsx";

type MailingProps = {
  /** The subject, as the recipient's inbox shows it: the preview line. */
  subject: string;
  /** The body in Markdown, its placeholders already filled (decision 0048). */
  markdown: string;
  edition: Edition;
  language?: Locale;
};

const text = { fontSize: "16px", lineHeight: "24px", color: "#1f1a24" };

/**
 * A mailing to a group, as staff wrote it, in the congress's frame. Raw HTML in the source is
 * shown as text, not interpreted: a mailing is Markdown, and only Markdown is rendered.
 */
export function Mailing({ subject, markdown, edition, language = DEFAULT_LOCALE }: MailingProps) {
  return (
    <MailLayout edition={edition} preview={subject} language={language}>
      <Markdown
        markdownCustomStyles={{
          p: { ...text, margin: "0 0 16px" },
          li: text,
          h1: { ...text, fontSize: "22px", lineHeight: "30px" },
          h2: { ...text, fontSize: "18px", lineHeight: "26px" },
          link: { color: "#5f1e44", textDecoration: "underline" },
        }}
      >
        {withoutRawHtml(markdown)}
      </Markdown>
    </MailLayout>
  );
}

/** `<` kept as a character, except in Markdown's autolinks (`<https://…>`, `<mailto:…>`). */
function withoutRawHtml(markdown: string): string {
  return markdown.replace(/<(?!(?:https?:\/\/|mailto:)[^\s<>]+>)/g, "&lt;");
}
