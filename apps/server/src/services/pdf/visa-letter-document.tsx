/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { existsSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { type Edition, editionWordingIn } from "@congres/shared";
import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import type { VisaLetterData } from "./pdf-data.ts";
import { OrganiserBand, pdfColors, pdfStyles } from "./pdf-layout.tsx";
import { frenchCalendarDate, frenchDateOf } from "./pdf-texts.ts";
import { type QrCode, QrCodeImage, qrCodeOf } from "./qr-code.tsx";
import { englishCalendarDate, visaLetterTexts } from "./visa-letter-texts.ts";

type Language = keyof typeof visaLetterTexts;

/**
 * The signature image named by the edition, beside this file in the sources and the bundle. A
 * missing file fails the letter: react-pdf would only log it and print a letter unsigned.
 */
function signatureFile(edition: Edition): string {
  const file = fileURLToPath(
    new URL(`./signatures/${basename(edition.president.signatureImage)}`, import.meta.url),
  );
  if (!existsSync(file)) throw new Error(`Signature du président introuvable : ${file}`);
  return file;
}

const paragraph = { marginBottom: 8, lineHeight: 1.35, textAlign: "justify" as const };
// Room at the foot of the page for the verification block, so that the letter keeps to one page.
const page = { fontSize: 10, paddingBottom: 110 };

function Letter({
  letter,
  edition,
  language,
  qr,
}: {
  letter: VisaLetterData;
  edition: Edition;
  language: Language;
  qr: QrCode;
}) {
  const t = visaLetterTexts[language];
  const wording = editionWordingIn(language);
  const date = language === "fr" ? frenchCalendarDate : englishCalendarDate;
  const issuedOn = frenchDateOf(letter.issuedAt, edition.timeZone);
  const signatory = { name: edition.president.name, title: wording.presidentTitle };
  return (
    <Page size="A4" style={[pdfStyles.page, page]}>
      <OrganiserBand edition={edition} />
      {language === "en" && (
        <Text style={{ fontSize: 9, color: pdfColors.muted, marginBottom: 8 }}>
          {visaLetterTexts.en.translation}
        </Text>
      )}
      <View style={{ flexDirection: "row", justifyContent: "space-between", marginBottom: 16 }}>
        <Text>{t.reference(letter.reference)}</Text>
        <Text>
          {t.madeAt(
            wording.city,
            language === "fr" ? issuedOn : englishCalendarDate(letter.issuedAt.slice(0, 10)),
          )}
        </Text>
      </View>
      <Text style={[pdfStyles.heading, { fontSize: 18, marginBottom: 12 }]}>{t.title}</Text>
      <Text style={[paragraph, pdfStyles.strong]}>{t.to}</Text>
      <Text style={[paragraph, pdfStyles.strong]}>{t.subject(wording)}</Text>
      <Text style={paragraph}>
        {t.body(signatory, {
          name: letter.name,
          birthDate: date(letter.birthDate),
          placeOfBirth: letter.placeOfBirth,
          nationality: letter.nationality[language],
          passportNumber: letter.passportNumber,
          passportExpiry: date(letter.passportExpiry),
        })}
      </Text>
      <Text style={[paragraph, pdfStyles.strong, { marginHorizontal: 24 }]}>
        {t.congress(wording)}
      </Text>
      <Text style={paragraph}>{t.registration[letter.registration](letter.reference)}</Text>
      <Text style={paragraph}>{t.costs}</Text>
      <Text style={paragraph}>{t.request}</Text>
      <View style={{ marginTop: 8, marginLeft: "auto", width: 230 }} wrap={false}>
        <Image src={signatureFile(edition)} style={{ width: 150, height: 50 }} />
        <Text style={pdfStyles.strong}>{signatory.name}</Text>
        <Text style={{ fontSize: 10 }}>{signatory.title}</Text>
      </View>
      <View
        style={{
          position: "absolute",
          bottom: 40,
          left: 48,
          right: 48,
          flexDirection: "row",
          alignItems: "center",
          borderTop: `1pt solid ${pdfColors.rule}`,
          paddingTop: 8,
        }}
        fixed
      >
        <QrCodeImage code={qr} side={64} />
        <View style={{ marginLeft: 12, fontSize: 9 }}>
          <Text>{t.verify}</Text>
          <Text style={pdfStyles.strong}>{letter.verification.url}</Text>
          <Text>{t.code(letter.verification.code)}</Text>
        </View>
      </View>
    </Page>
  );
}

/** The French letter on the congress letterhead, then its English translation when asked. */
export function VisaLetterDocument({
  letter,
  edition,
}: {
  letter: VisaLetterData;
  edition: Edition;
}) {
  const qr = qrCodeOf(letter.verification.url);
  const organiser = edition.organisers[0]?.name ?? edition.name;
  return (
    <Document
      title={`${visaLetterTexts.fr.title} — ${letter.name}`}
      author={organiser}
      subject={letter.reference}
      language="fr"
    >
      <Letter letter={letter} edition={edition} language="fr" qr={qr} />
      {letter.englishCopy && <Letter letter={letter} edition={edition} language="en" qr={qr} />}
    </Document>
  );
}
