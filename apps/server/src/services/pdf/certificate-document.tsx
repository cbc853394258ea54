/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, editionWordingIn, type Locale } from "@congres/shared";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { DelegateData, VerificationMark } from "./pdf-data.ts";
import { pdfTextsIn } from "./pdf-language.ts";
import {
  directionOf,
  editionOrganiser,
  LabelledFigure,
  pdfColors,
  pdfStyles,
  RIGHT_TO_LEFT,
} from "./pdf-layout.tsx";
import { calendarDateIn } from "./pdf-texts.ts";
import { QrCodeImage, qrCodeOf } from "./qr-code.tsx";

// Spaced to keep to one page with a name in two scripts, two days and Arabic's taller lines.
export const centred = { textAlign: "center" as const, marginBottom: 10 };

/** A centred text's own direction: a sentence the language's, a typed name its script's. */
export const runs = (text: string) =>
  ({ direction: RIGHT_TO_LEFT.test(text) ? "rtl" : "ltr" }) as const;

/**
 * A certificate's page (attendance, presentation: decision 0080): A4 landscape, framed, the
 * organiser then the heading centred, in the document's language; the body follows.
 */
export function CertificateFrame({
  documentTitle,
  heading,
  subject,
  language,
  children,
}: {
  documentTitle: string;
  heading: string;
  subject: string;
  language: Locale;
  children: ReactNode;
}) {
  const organiser = editionOrganiser(language);
  const sentence = { direction: directionOf(language === "ar").words.direction };
  return (
    <Document title={documentTitle} author={organiser} subject={subject} language={language}>
      <Page size="A4" orientation="landscape" style={[pdfStyles.page, { padding: 40 }]}>
        <View style={{ border: `3pt solid ${pdfColors.brand}`, padding: 32, flexGrow: 1 }}>
          <Text style={[centred, runs(organiser), { fontSize: 12, color: pdfColors.muted }]}>
            {organiser}
          </Text>
          <Text
            style={[
              centred,
              sentence,
              { fontSize: 30, fontWeight: 700, color: pdfColors.brand, marginBottom: 20 },
            ]}
          >
            {heading}
          </Text>
          {children}
        </View>
      </Page>
    </Document>
  );
}

/**
 * One attendance certificate, A4 landscape, dated the congress's last day, in the registration's
 * language (decision 0072).
 */
export function CertificateDocument({
  delegate,
  verification,
  edition,
}: {
  delegate: DelegateData;
  verification: VerificationMark;
  edition: Edition;
}) {
  const { language } = delegate;
  const texts = pdfTextsIn(language).certificate;
  const wording = editionWordingIn(language);
  const dir = directionOf(language === "ar");
  const sentence = { direction: dir.words.direction };
  const date = (day: string) => calendarDateIn(language, day);
  const affiliation = [delegate.institution, delegate.country]
    .filter(Boolean)
    .join(dir.rtl ? "، " : ", ");
  return (
    <CertificateFrame
      documentTitle={`${texts.title} — ${delegate.name}`}
      heading={texts.title}
      subject={delegate.reference}
      language={language}
    >
      <Text style={[centred, sentence, { fontSize: 13 }]}>{texts.certifies(wording)}</Text>
      <Text style={[centred, runs(delegate.name), { fontSize: 24, fontWeight: 700 }]}>
        {delegate.name}
      </Text>
      {delegate.originalName && (
        <Text style={[centred, runs(delegate.originalName), { fontSize: 16 }]}>
          {delegate.originalName}
        </Text>
      )}
      {affiliation && <Text style={[centred, sentence, { fontSize: 13 }]}>{affiliation}</Text>}
      <Text style={[centred, sentence, { fontSize: 13, marginHorizontal: 40 }]}>
        {texts.attended(wording)}
      </Text>
      {delegate.daysAttended.length > 0 && (
        <Text style={[centred, sentence, { fontSize: 13 }]}>
          {texts.daysAttended(delegate.daysAttended.map(date))}
        </Text>
      )}
      <View style={[{ marginTop: "auto", justifyContent: "space-between" }, dir.row]}>
        <Text style={[{ fontSize: 11 }, dir.words]}>
          {texts.madeAt(wording.city, date(edition.dates.end))}
        </Text>
        <Text style={[{ fontSize: 11, fontWeight: 700 }, dir.words]}>{texts.signature}</Text>
      </View>
      <View style={[{ alignItems: "center", marginTop: 8 }, dir.row]}>
        <QrCodeImage code={qrCodeOf(verification.url)} side={48} />
        <View
          style={[
            { fontSize: 8, color: pdfColors.muted },
            dir.rtl ? { marginRight: 10, alignItems: "flex-end" } : { marginLeft: 10 },
          ]}
        >
          <Text style={dir.numbers}>{delegate.reference}</Text>
          <Text style={dir.words}>{texts.verify}</Text>
          <Text style={[{ color: pdfColors.ink }, dir.numbers]}>{verification.url}</Text>
          <LabelledFigure label={texts.code} figure={verification.code} dir={dir} />
        </View>
      </View>
    </CertificateFrame>
  );
}
