/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, editionWordingIn } from "@congres/shared";
import { Text, View } from "@react-pdf/renderer";
import { CertificateFrame, centred, runs } from "./certificate-document.tsx";
import type { PresentationCertificateData } from "./pdf-data.ts";
import { pdfTextsIn } from "./pdf-language.ts";
import { directionOf, pdfColors } from "./pdf-layout.tsx";
import { calendarDateIn } from "./pdf-texts.ts";

/**
 * A certificate of presentation, A4 landscape, in the submission's language (decisions 0072,
 * 0080): the attendance certificate's frame, the presenter, the work's title and its authors as
 * the current list gives them. Typed texts (names, titles) run in their own script's direction.
 */
export function PresentationCertificateDocument({
  certificate,
  edition,
}: {
  certificate: PresentationCertificateData;
  edition: Edition;
}) {
  const { language } = certificate;
  const texts = pdfTextsIn(language);
  const wording = editionWordingIn(language);
  const dir = directionOf(language === "ar");
  const sentence = { direction: dir.words.direction };
  const separator = dir.rtl ? "، " : ", ";
  const authorLine = (author: PresentationCertificateData["authors"][number]) =>
    [author.name, author.affiliation, author.country].filter(Boolean).join(separator);
  return (
    <CertificateFrame
      documentTitle={`${texts.presentation.title} — ${certificate.presenter}`}
      heading={texts.presentation.title}
      subject={certificate.reference}
      language={language}
    >
      <Text style={[centred, sentence, { fontSize: 13 }]}>
        {texts.presentation.certifies(wording)}
      </Text>
      <Text style={[centred, runs(certificate.presenter), { fontSize: 22, fontWeight: 700 }]}>
        {certificate.presenter}
      </Text>
      <Text style={[centred, sentence, { fontSize: 12, marginHorizontal: 40 }]}>
        {texts.presentation.presented(wording)}
      </Text>
      <Text style={[centred, runs(certificate.title), { fontSize: 15, fontWeight: 700 }]}>
        {texts.presentation.quoted(certificate.title)}
      </Text>
      <Text style={[centred, sentence, { fontSize: 11, marginBottom: 2 }]}>
        {texts.presentation.authors}
      </Text>
      {certificate.authors.map((author) => (
        <Text
          key={authorLine(author)}
          style={[centred, runs(author.name), { fontSize: 11, marginBottom: 2 }]}
        >
          {authorLine(author)}
        </Text>
      ))}
      <View style={[{ marginTop: "auto", justifyContent: "space-between" }, dir.row]}>
        <Text style={[{ fontSize: 11 }, dir.words]}>
          {texts.certificate.madeAt(wording.city, calendarDateIn(language, certificate.madeOn))}
        </Text>
        <Text style={[{ fontSize: 11, fontWeight: 700 }, dir.words]}>
          {texts.presentation.signature}
        </Text>
      </View>
      <Text style={[{ fontSize: 8, color: pdfColors.muted, marginTop: 6 }, dir.numbers]}>
        {certificate.reference} · {edition.siteUrl.replace(/^https?:\/\//, "")}
      </Text>
    </CertificateFrame>
  );
}
