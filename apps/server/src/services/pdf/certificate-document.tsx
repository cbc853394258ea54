/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Edition } from "@congres/shared";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { DelegateData, VerificationMark } from "./pdf-data.ts";
import { pdfColors, pdfStyles } from "./pdf-layout.tsx";
import { frenchCalendarDate, pdfTexts } from "./pdf-texts.ts";
import { QrCodeImage, qrCodeOf } from "./qr-code.tsx";

const texts = pdfTexts.certificate;

const centred = { textAlign: "center" as const, marginBottom: 14 };

/** One attendance certificate, A4 landscape, dated the congress's last day. */
export function CertificateDocument({
  delegate,
  verification,
  edition,
}: {
  delegate: DelegateData;
  verification: VerificationMark;
  edition: Edition;
}) {
  const organiser = edition.organisers[0]?.name ?? edition.name;
  const affiliation = [delegate.institution, delegate.country].filter(Boolean).join(", ");
  return (
    <Document
      title={`${texts.title} — ${delegate.name}`}
      author={organiser}
      subject={delegate.reference}
      language="fr"
    >
      <Page size="A4" orientation="landscape" style={[pdfStyles.page, { padding: 56 }]}>
        <View style={{ border: `3pt solid ${pdfColors.brand}`, padding: 40, flexGrow: 1 }}>
          <Text style={[centred, { fontSize: 12, color: pdfColors.muted }]}>{organiser}</Text>
          <Text
            style={[
              centred,
              { fontSize: 30, fontWeight: 700, color: pdfColors.brand, marginBottom: 28 },
            ]}
          >
            {texts.title}
          </Text>
          <Text style={[centred, { fontSize: 13 }]}>{texts.certifies(edition)}</Text>
          <Text style={[centred, { fontSize: 24, fontWeight: 700 }]}>{delegate.name}</Text>
          {delegate.originalName && (
            <Text style={[centred, { fontSize: 16 }]}>{delegate.originalName}</Text>
          )}
          {affiliation && <Text style={[centred, { fontSize: 13 }]}>{affiliation}</Text>}
          <Text style={[centred, { fontSize: 13, marginHorizontal: 40 }]}>
            {texts.attended(edition)}
          </Text>
          {delegate.daysAttended.length > 0 && (
            <Text style={[centred, { fontSize: 13 }]}>
              {texts.daysAttended(delegate.daysAttended.map(frenchCalendarDate))}
            </Text>
          )}
          <View
            style={{ marginTop: "auto", flexDirection: "row", justifyContent: "space-between" }}
          >
            <Text style={{ fontSize: 11 }}>
              {texts.madeAt(edition.city, frenchCalendarDate(edition.dates.end))}
            </Text>
            <Text style={{ fontSize: 11, fontWeight: 700 }}>{texts.signature}</Text>
          </View>
          <View style={{ flexDirection: "row", alignItems: "center", marginTop: 8 }}>
            <QrCodeImage code={qrCodeOf(verification.url)} side={48} />
            <View style={{ marginLeft: 10, fontSize: 8, color: pdfColors.muted }}>
              <Text>{delegate.reference}</Text>
              <Text>{texts.verify}</Text>
              <Text style={{ color: pdfColors.ink }}>{verification.url}</Text>
              <Text>{texts.code(verification.code)}</Text>
            </View>
          </View>
        </View>
      </Page>
    </Document>
  );
}
