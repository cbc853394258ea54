// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  DEFAULT_LOCALE,
  type Edition,
  editionWordingIn,
  type Locale,
  localeDirection,
} from "@congres/shared";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { type CSSProperties, createContext, type ReactNode, useContext } from "react";
import { delegateMailTexts } from "../mail-language.ts";

/**
 * The frame every congress e-mail shares, and the blocks the templates are made of. One column,
 * no width above the screen's, text of 16px: the mails are mostly read on a phone.
 */

const colors = {
  brand: "#5f1e44",
  brandLight: "#fbf3f8",
  brandBorder: "#f6e4ef",
  ink: "#1f1a24",
  muted: "#5b5563",
  rule: "#e7e3ea",
  page: "#f4f2f5",
};

const fontFamily = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const text: CSSProperties = { fontSize: "16px", lineHeight: "24px", color: colors.ink };

const styles = {
  body: { backgroundColor: colors.page, margin: 0, padding: "16px 0", fontFamily },
  container: { maxWidth: "600px", width: "100%", backgroundColor: "#ffffff" },
  header: { backgroundColor: colors.brand, padding: "20px 24px" },
  headerShortName: { ...text, fontSize: "20px", fontWeight: 700, color: "#ffffff", margin: 0 },
  headerName: { ...text, fontSize: "15px", lineHeight: "22px", color: "#ffffff", margin: 0 },
  content: { padding: "8px 24px 16px" },
  heading: { ...text, fontSize: "22px", lineHeight: "30px", margin: "16px 0 8px" },
  sectionHeading: { ...text, fontSize: "18px", lineHeight: "26px", margin: "28px 0 8px" },
  paragraph: { ...text, margin: "0 0 16px" },
  preserved: { ...text, margin: "0 0 16px", whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  highlight: {
    backgroundColor: colors.brandLight,
    border: `1px solid ${colors.brandBorder}`,
    borderRadius: "8px",
    padding: "16px",
    margin: "8px 0 16px",
  },
  highlightLabel: { ...text, fontSize: "15px", color: colors.muted, margin: 0 },
  highlightValue: {
    ...text,
    fontSize: "26px",
    lineHeight: "34px",
    fontWeight: 700,
    letterSpacing: "1px",
    color: colors.brand,
    margin: "4px 0",
    overflowWrap: "anywhere",
  },
  highlightHint: { ...text, fontSize: "15px", margin: 0 },
  table: { width: "100%", borderCollapse: "collapse", margin: "0 0 16px" },
  label: {
    ...text,
    fontSize: "15px",
    color: colors.muted,
    width: "38%",
    verticalAlign: "top",
    borderBottom: `1px solid ${colors.rule}`,
  },
  value: {
    ...text,
    padding: "6px 0",
    verticalAlign: "top",
    borderBottom: `1px solid ${colors.rule}`,
    overflowWrap: "anywhere",
    wordBreak: "break-word",
  },
  button: {
    backgroundColor: colors.brand,
    color: "#ffffff",
    borderRadius: "6px",
    fontSize: "16px",
    fontWeight: 600,
    padding: "12px 20px",
  },
  rule: { borderColor: colors.rule, margin: "8px 0" },
  footer: { padding: "8px 24px 20px" },
  footerText: { ...text, fontSize: "15px", lineHeight: "22px", color: colors.muted, margin: 0 },
  link: { color: colors.brand, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;

/**
 * The mail's language, for the blocks below the layout (sign-off, tables). Mail clients ignore
 * logical CSS (padding-inline…): the side of a padding or an alignment follows it explicitly.
 */
const MailLanguage = createContext<Locale>(DEFAULT_LOCALE);

/** The texts and worded edition facts of the mail being rendered. */
export function useMailLanguage() {
  const language = useContext(MailLanguage);
  return { language, texts: delegateMailTexts(language), rtl: localeDirection(language) === "rtl" };
}

type MailLayoutProps = {
  edition: Edition;
  preview: string;
  children: ReactNode;
  /** The delegate's language (mailLanguageOf); staff mails leave it French. */
  language?: Locale;
};

export function MailLayout({
  edition,
  preview,
  children,
  language = DEFAULT_LOCALE,
}: MailLayoutProps) {
  const texts = delegateMailTexts(language);
  const wording = editionWordingIn(language);
  const dir = localeDirection(language);
  // Some clients (Gmail) drop the <html> attributes: the body and the container say it again.
  const align: CSSProperties = { textAlign: dir === "rtl" ? "right" : "left" };
  return (
    <MailLanguage.Provider value={language}>
      <Html lang={language} dir={dir}>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        <Preview>{preview}</Preview>
        <Body style={{ ...styles.body, ...align }} dir={dir}>
          <Container style={{ ...styles.container, ...align }} dir={dir}>
            <Section style={styles.header}>
              <Text style={{ ...styles.headerShortName, ...align }}>{edition.shortName}</Text>
              <Text style={{ ...styles.headerName, ...align }}>{wording.name}</Text>
            </Section>
            <Section style={{ ...styles.content, ...align }}>{children}</Section>
            <Hr style={styles.rule} />
            <Section style={styles.footer}>
              <Text style={{ ...styles.footerText, ...align }}>{wording.name}</Text>
              <Text style={{ ...styles.footerText, ...align }}>
                {wording.datesLabel} · {wording.city}
              </Text>
              <Text style={{ ...styles.footerText, ...align }}>
                {texts.layout.contactLabel}{" "}
                <Link href={`mailto:${edition.contact.email}`} style={styles.link} dir="ltr">
                  {edition.contact.email}
                </Link>
              </Text>
            </Section>
          </Container>
        </Body>
      </Html>
    </MailLanguage.Provider>
  );
}

export const MailHeading = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" style={styles.heading}>
    {children}
  </Heading>
);

export const SectionHeading = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" style={styles.sectionHeading}>
    {children}
  </Heading>
);

export const Paragraph = ({ children }: { children: ReactNode }) => (
  <Text style={styles.paragraph}>{children}</Text>
);

/** Text typed by a person (an abstract, a message), with its line breaks kept. */
export const PreservedText = ({ children }: { children: string }) => (
  <Text style={styles.preserved}>{children}</Text>
);

/** The one value the reader must not miss (a reference), in a tinted box. */
export function Highlight({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Section style={styles.highlight}>
      <Text style={styles.highlightLabel}>{label}</Text>
      <Text style={styles.highlightValue}>{value}</Text>
      <Text style={styles.highlightHint}>{hint}</Text>
    </Section>
  );
}

export type Detail = { label: string; value: ReactNode };

/**
 * Label/value pairs. The class names let the plain-text version write each pair on one line
 * ("Titre : Dr"), see mail-templates.ts.
 */
export function DetailsTable({ details }: { details: Detail[] }) {
  const { rtl } = useMailLanguage();
  const label: CSSProperties = {
    ...styles.label,
    padding: rtl ? "6px 0 6px 12px" : "6px 12px 6px 0",
    textAlign: rtl ? "right" : "left",
  };
  const value: CSSProperties = { ...styles.value, textAlign: rtl ? "right" : "left" };
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={styles.table}
      dir={rtl ? "rtl" : "ltr"}
    >
      <tbody>
        {details.map((detail) => (
          <tr key={detail.label} className="mail-detail">
            <td className="mail-detail-label" style={label}>
              {detail.label}
            </td>
            <td className="mail-detail-value" style={value}>
              {detail.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const ActionButton = ({ href, children }: { href: string; children: ReactNode }) => (
  <Section style={{ margin: "8px 0 16px" }}>
    <Button href={href} style={styles.button}>
      {children}
    </Button>
  </Section>
);

/** A single-use link's words: its button, until when it works, the line before the address. */
type ExpiringLinkTexts = { action: string; validity: (validUntil: string) => string; copy: string };

/** A link that expires: its button, until when it works, and its address to copy. */
export function ExpiringLink(props: { url: string; validUntil: string; texts: ExpiringLinkTexts }) {
  const { url, texts } = props;
  return (
    <>
      <ActionButton href={url}>{texts.action}</ActionButton>
      <Paragraph>{texts.validity(props.validUntil)}</Paragraph>
      <Paragraph>
        {texts.copy} <span dir="ltr">{url}</span>
      </Paragraph>
    </>
  );
}

type PersonalMailProps = {
  edition: Edition;
  /** The reader's language (mailLanguageOf); staff mails leave it French. */
  language?: Locale;
  preview: string;
  heading: string;
  /** Whom the mail greets (« Bonjour Awa, »); a blank name is greeted without it. */
  name: string;
  children: ReactNode;
};

/**
 * A mail to one person: the layout, its heading and greeting, what it says, the sign-off. A
 * template hands it its own props (`{...props}`): the reader's name and language, the edition.
 */
export function PersonalMail({
  edition,
  language,
  preview,
  heading,
  name,
  children,
}: PersonalMailProps) {
  return (
    <MailLayout edition={edition} preview={preview} language={language}>
      <MailHeading>{heading}</MailHeading>
      <Greeting name={name} />
      {children}
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}

function Greeting({ name }: { name: string }) {
  const { texts } = useMailLanguage();
  return <Paragraph>{texts.common.greeting(name)}</Paragraph>;
}

export function SignOff({ shortName }: { shortName: string }) {
  const { texts } = useMailLanguage();
  return (
    <Text style={{ ...styles.paragraph, marginTop: "24px" }}>
      {texts.common.signOff}
      <br />
      {texts.common.signature(shortName)}
    </Text>
  );
}
