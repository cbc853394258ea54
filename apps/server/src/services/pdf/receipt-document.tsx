/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, editionWordingIn } from "@congres/shared";
import { Text, View } from "@react-pdf/renderer";
import { amountInFigures, capitalised, centimesInWords } from "./amount-in-words.ts";
import type { ReceiptData } from "./pdf-data.ts";
import { pdfTextsIn } from "./pdf-language.ts";
import {
  DetailRow,
  directionOf,
  editionOrganiser,
  NumberedDocument,
  pdfColors,
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
  const dateOf = (instant: string) => dateOfIn(language, instant, edition.timeZone);
  return (
    <NumberedDocument
      title={texts.title}
      number={receipt.number}
      reference={receipt.reference}
      language={language}
      edition={edition}
      footer={texts.footer(editionOrganiser(language), wording.city)}
    >
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
    </NumberedDocument>
  );
}
