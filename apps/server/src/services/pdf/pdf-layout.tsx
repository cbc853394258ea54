// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, editionWordingIn, type Locale } from "@congres/shared";
import { Document, Page, StyleSheet, type Styles, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { FONT_FAMILY } from "./pdf-fonts.ts";
import { pdfTextsIn } from "./pdf-language.ts";

type Style = Styles[string];

/** The congress colours of the mails (templates/mail-layout.tsx), for print. */
export const pdfColors = {
  brand: "#5f1e44",
  brandLight: "#fbf3f8",
  ink: "#1f1a24",
  muted: "#5b5563",
  rule: "#e7e3ea",
  alert: "#b3261e",
};

export const pdfStyles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 11, color: pdfColors.ink, padding: 48 },
  band: { backgroundColor: pdfColors.brand, color: "#ffffff", padding: 14, marginBottom: 24 },
  bandTitle: { fontSize: 16, fontWeight: 700 },
  bandLine: { fontSize: 10, marginTop: 2 },
  heading: { fontSize: 20, fontWeight: 700, color: pdfColors.brand, marginBottom: 16 },
  row: { flexDirection: "row", paddingVertical: 6, borderBottom: `1pt solid ${pdfColors.rule}` },
  label: { width: 170, color: pdfColors.muted },
  value: { flex: 1 },
  strong: { fontWeight: 700 },
  footer: {
    position: "absolute",
    bottom: 32,
    left: 48,
    right: 48,
    fontSize: 9,
    color: pdfColors.muted,
    textAlign: "center",
  },
});

/**
 * How one language's lines run. A time, a number, a reference, a code or an amount in figures is
 * a text box of its own, laid out left to right (`numbers`): inside an Arabic text the
 * bidirectional algorithm turns "09:00–10:00" into "10:00–09:00" and the groups of "1 500,00 DH"
 * around, and react-pdf has no isolating element (decisions 0051, 0072).
 */
export type Direction = {
  rtl: boolean;
  row: { flexDirection: "row" | "row-reverse" };
  words: { direction: "ltr" | "rtl"; textAlign: "left" | "right" };
  numbers: { direction: "ltr"; textAlign: "left" | "right" };
};

export const directionOf = (rtl: boolean): Direction => ({
  rtl,
  row: { flexDirection: rtl ? "row-reverse" : "row" },
  words: { direction: rtl ? "rtl" : "ltr", textAlign: rtl ? "right" : "left" },
  numbers: { direction: "ltr", textAlign: rtl ? "right" : "left" },
});

/** A text that starts, past any digits or signs, with an Arabic or Hebrew letter. */
export const RIGHT_TO_LEFT = /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * A text a person typed (a name, an institution) runs in its own script's direction, whatever
 * the document's language: "Dr Fatima Benali" left to right in an Arabic receipt, « فاطمة بنعلي »
 * right to left in a French one; it keeps the document's alignment.
 */
export const typedDirection = (text: string, dir: Direction) => ({
  direction: RIGHT_TO_LEFT.test(text) ? ("rtl" as const) : ("ltr" as const),
  textAlign: dir.words.textAlign,
});

/** The edition's first organiser, or the congress, as `language` names it. */
export const editionOrganiser = (language: Locale) => {
  const wording = editionWordingIn(language);
  return wording.organisers[0]?.name ?? wording.name;
};

/** The organiser (the first of the edition's organisers) and the congress, at the top. */
export function OrganiserBand({
  edition,
  language = "fr",
}: {
  edition: Edition;
  language?: Locale;
}) {
  const wording = editionWordingIn(language);
  const { band } = pdfTextsIn(language);
  const dir = directionOf(language === "ar");
  return (
    <View style={pdfStyles.band}>
      <Text style={[pdfStyles.bandTitle, dir.words]}>{editionOrganiser(language)}</Text>
      <Text style={[pdfStyles.bandLine, dir.words]}>{band.place(wording)}</Text>
      <Text style={[pdfStyles.bandLine, dir.words]}>{band.congress(wording)}</Text>
      <Text style={[pdfStyles.bandLine, dir.numbers]}>
        {edition.contact.email} · {edition.siteUrl.replace(/^https?:\/\//, "")}
      </Text>
    </View>
  );
}

/**
 * A label/value line of a receipt; a `figure` (a reference, an amount) runs left to right in
 * every language, any other value in its own script's direction.
 */
export function DetailRow({
  label,
  value,
  dir,
  strong,
  figure,
}: {
  label: string;
  value: string;
  dir: Direction;
  strong?: boolean;
  figure?: boolean;
}) {
  const valueStyle: Style[] = [pdfStyles.value, figure ? dir.numbers : typedDirection(value, dir)];
  return (
    <View style={[pdfStyles.row, dir.row]} wrap={false}>
      <Text style={[pdfStyles.label, dir.words]}>{label}</Text>
      <Text style={strong ? [...valueStyle, pdfStyles.strong] : valueStyle}>{value}</Text>
    </View>
  );
}

/**
 * A label and its figure on one line ("Réf. CPSS-7KQ2M", "N° 2025-0001"): one text left to
 * right; in Arabic two, the figure in a box of its own left of the label, so that its order holds.
 */
export function LabelledFigure({
  label,
  figure,
  dir,
  style,
}: {
  label: string;
  figure: string;
  dir: Direction;
  style?: Style;
}) {
  if (!dir.rtl) return <Text style={style}>{`${label} ${figure}`}</Text>;
  return (
    <View style={dir.row}>
      <Text style={[style ?? {}, dir.words]}>{label}</Text>
      <Text style={[style ?? {}, dir.numbers, { marginRight: 4 }]}>{figure}</Text>
    </View>
  );
}

/**
 * A numbered A4 document (a receipt, an invoice): its metadata, the organiser's band and its
 * title with its number, the body, and a footer on every page.
 */
export function NumberedDocument({
  title,
  number,
  reference,
  language,
  edition,
  footer,
  children,
}: {
  title: string;
  number: string;
  /** The registration's reference, the PDF's subject. */
  reference: string;
  language: Locale;
  edition: Edition;
  footer: string;
  children: ReactNode;
}) {
  const dir = directionOf(language === "ar");
  return (
    <Document
      title={`${title} ${number}`}
      author={editionOrganiser(language)}
      subject={reference}
      language={language}
    >
      <Page size="A4" style={pdfStyles.page}>
        <OrganiserBand edition={edition} language={language} />
        <LabelledFigure label={title} figure={number} dir={dir} style={pdfStyles.heading} />
        {children}
        <Text style={[pdfStyles.footer, { direction: dir.words.direction }]} fixed>
          {footer}
        </Text>
      </Page>
    </Document>
  );
}
