/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, formatCentimes } from "@congres/shared";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import { centimesInFrenchWords } from "./amount-in-words.ts";
import type { ReceiptData } from "./pdf-data.ts";
import { DetailRow, OrganiserBand, pdfColors, pdfStyles } from "./pdf-layout.tsx";
import { frenchCalendarDate, frenchDateOf, pdfTexts } from "./pdf-texts.ts";

const texts = pdfTexts.receipt;

/**
 * "1 000,00 DH" with a no-break space: the narrow one that formatCentimes puts between thousands
 * (U+202F) is not in the embedded Noto Sans subsets.
 */
const amountInFigures = (centimes: number) => formatCentimes(centimes).replace(/\u202f/g, "\u00a0");

/** "Mille dirhams": the words start with a capital on their own line. */
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The payment receipt: organiser, delegate, reference, amount in figures and words, dates. */
export function ReceiptDocument({ receipt, edition }: { receipt: ReceiptData; edition: Edition }) {
  const organiser = edition.organisers[0]?.name ?? edition.name;
  const title = `${texts.title} ${texts.number} ${receipt.number}`;
  return (
    <Document title={title} author={organiser} subject={receipt.reference} language="fr">
      <Page size="A4" style={pdfStyles.page}>
        <OrganiserBand edition={edition} />
        <Text style={pdfStyles.heading}>{title}</Text>
        {receipt.cancelledAt && (
          <Text style={{ color: pdfColors.alert, fontWeight: 700, marginBottom: 12 }}>
            {texts.cancelled(frenchDateOf(receipt.cancelledAt, edition.timeZone))}
          </Text>
        )}
        <View>
          <DetailRow label={texts.receivedFrom} value={receipt.delegateName} strong />
          <DetailRow label={texts.reference} value={receipt.reference} />
          <DetailRow label={texts.amount} value={amountInFigures(receipt.amountCentimes)} strong />
          <DetailRow
            label={texts.amountInWords}
            value={capitalised(centimesInFrenchWords(receipt.amountCentimes))}
          />
          <DetailRow label={texts.paidOn} value={frenchCalendarDate(receipt.paidOn)} />
          <DetailRow label={texts.method} value={texts.bankTransfer} />
          <DetailRow label={texts.purpose} value={texts.purposeText(edition)} />
          <DetailRow
            label={texts.issuedOn}
            value={frenchDateOf(receipt.issuedAt, edition.timeZone)}
          />
        </View>
        <Text style={pdfStyles.footer} fixed>
          {texts.footer(organiser, edition.city)}
        </Text>
      </Page>
    </Document>
  );
}
