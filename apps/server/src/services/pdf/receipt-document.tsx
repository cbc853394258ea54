/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, editionWordingIn } from "@congres/shared";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import { amountInFigures, capitalised, centimesInWords } from "./amount-in-words.ts";
import type { ReceiptData } from "./pdf-data.ts";
import { pdfTextsIn } from "./pdf-language.ts";
import {
  DetailRow,
  directionOf,
  LabelledFigure,
  OrganiserBand,
  pdfColors,
  pdfStyles,
} from "./pdf-layout.tsx";
import { calendarDateIn, dateOfIn } from "./pdf-texts.ts";

/**
 * The payment receipt, in the registration's language (decision 0072): organiser, delegate,
 * reference, amount in figures and words, dates.
 */
export function ReceiptDocument({ receipt, edition }: { receipt: ReceiptData; edition: Edition }) {
  const { language } = receipt;
  const texts = pdfTextsIn(language).receipt;
  const wording = editionWordingIn(language);
  const dir = directionOf(language === "ar");
  const organiser = wording.organisers[0]?.name ?? wording.name;
  const dateOf = (instant: string) => dateOfIn(language, instant, edition.timeZone);
  return (
    <Document
      title={`${texts.title} ${receipt.number}`}
      author={organiser}
      subject={receipt.reference}
      language={language}
    >
      <Page size="A4" style={pdfStyles.page}>
        <OrganiserBand edition={edition} language={language} />
        <LabelledFigure
          label={texts.title}
          figure={receipt.number}
          dir={dir}
          style={pdfStyles.heading}
        />
        {receipt.cancelledAt && (
          <Text style={[{ color: pdfColors.alert, fontWeight: 700, marginBottom: 12 }, dir.words]}>
            {texts.cancelled(dateOf(receipt.cancelledAt))}
          </Text>
        )}
        <View>
          <DetailRow label={texts.receivedFrom} value={receipt.delegateName} dir={dir} strong />
          <DetailRow label={texts.reference} value={receipt.reference} dir={dir} figure />
          <DetailRow
            label={texts.amount}
            value={amountInFigures(receipt.amountCentimes)}
            dir={dir}
            strong
            figure
          />
          <DetailRow
            label={texts.amountInWords}
            value={capitalised(centimesInWords(language, receipt.amountCentimes))}
            dir={dir}
          />
          <DetailRow
            label={texts.paidOn}
            value={calendarDateIn(language, receipt.paidOn)}
            dir={dir}
          />
          <DetailRow label={texts.method} value={texts.bankTransfer} dir={dir} />
          <DetailRow
            label={texts.purpose}
            value={texts.purposeText(wording, edition.shortName)}
            dir={dir}
          />
          <DetailRow label={texts.issuedOn} value={dateOf(receipt.issuedAt)} dir={dir} />
        </View>
        <Text style={[pdfStyles.footer, { direction: dir.words.direction }]} fixed>
          {texts.footer(organiser, wording.city)}
        </Text>
      </Page>
    </Document>
  );
}
