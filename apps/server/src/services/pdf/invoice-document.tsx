/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, editionWordingIn } from "@congres/shared";
import { Text, View } from "@react-pdf/renderer";
import {
  capitalised,
  centimesInFrenchWords,
  centimesInWords,
  amountInFigures as figures,
} from "./amount-in-words.ts";
import { invoiceTexts } from "./invoice-texts.ts";
import type { InvoiceData } from "./pdf-data.ts";
import {
  DetailRow,
  directionOf,
  editionOrganiser,
  NumberedDocument,
  pdfColors,
  pdfStyles,
  typedDirection,
} from "./pdf-layout.tsx";
import { calendarDateIn, dateOfIn } from "./pdf-texts.ts";

const cell = { paddingVertical: 4, paddingHorizontal: 4 } as const;

/**
 * An invoice, credit note or pro-forma in the buyer's language (Arabic right to left; numbers,
 * ICE and references left to right): issuer with its legal identifiers, buyer with its tax id,
 * one line per delegate, the total in figures, in French words and in the buyer's words, what
 * was received and what remains (a partial payment), and a credit note's refund.
 */
export function InvoiceDocument({ invoice, edition }: { invoice: InvoiceData; edition: Edition }) {
  const { language } = invoice;
  const t = invoiceTexts(language);
  const wording = editionWordingIn(language);
  const dir = directionOf(language === "ar");
  const organiser = editionOrganiser(language);
  const remainder = Math.max(invoice.amountCentimes - invoice.receivedCentimes, 0);
  const date = (iso: string) => dateOfIn(language, iso, edition.timeZone);
  const header = [cell, dir.words];
  const figureCell = [cell, dir.numbers];
  return (
    <NumberedDocument
      title={`${t.title[invoice.kind]} ${t.number}`}
      number={invoice.number}
      reference={invoice.reference}
      language={language}
      edition={edition}
      footer={t.footer(organiser)}
    >
      <View style={{ marginBottom: 12 }}>
        <DetailRow dir={dir} label={t.issuer} value={`${organiser} — ${invoice.issuer.address}`} />
        <DetailRow
          dir={dir}
          label={`${t.ice} / ${t.taxId} / ${t.tradeRegister}`}
          value={`${invoice.issuer.ice} / ${invoice.issuer.taxId} / ${invoice.issuer.tradeRegister}`}
          figure
        />
        <DetailRow
          dir={dir}
          label={t.buyer}
          value={`${invoice.buyer.name} — ${invoice.buyer.address}`}
          strong
        />
        {invoice.buyer.taxId ? (
          <DetailRow dir={dir} label={t.buyerTaxId} value={invoice.buyer.taxId} figure />
        ) : null}
        <DetailRow dir={dir} label={t.reference} value={invoice.reference} figure />
        <DetailRow dir={dir} label={t.issuedOn} value={date(invoice.issuedAt)} />
        {invoice.credits ? (
          <DetailRow dir={dir} label={t.credits} value={invoice.credits} figure />
        ) : null}
        {invoice.refundedOn ? (
          <DetailRow
            dir={dir}
            label={t.refundedOn}
            value={calendarDateIn(language, invoice.refundedOn)}
          />
        ) : null}
        {invoice.refundAccount ? (
          <DetailRow dir={dir} label={t.refundAccount} value={invoice.refundAccount} figure />
        ) : null}
      </View>
      <Text style={[{ marginBottom: 6, color: pdfColors.muted }, dir.words]}>
        {t.purpose(wording, edition.shortName)}
      </Text>
      <View
        style={[
          { flexDirection: "row", backgroundColor: pdfColors.brandLight, fontWeight: 700 },
          dir.row,
        ]}
      >
        <Text style={[...header, { width: 110 }]}>{t.reference}</Text>
        <Text style={[...header, { flex: 1 }]}>{t.delegate}</Text>
        <Text style={[...header, { width: 110 }]}>{t.participation}</Text>
        <Text style={[...header, { width: 100 }]}>{t.amount}</Text>
      </View>
      {invoice.lines.map((line) => (
        <View key={line.reference} style={[pdfStyles.row, dir.row]} wrap={false}>
          <Text style={[...figureCell, { width: 110 }]}>{line.reference}</Text>
          <Text style={[cell, typedDirection(line.name, dir), { flex: 1 }]}>{line.name}</Text>
          <Text style={[...header, { width: 110 }]}>{line.participation}</Text>
          <Text style={[...figureCell, { width: 100 }]}>{figures(line.amountCentimes)}</Text>
        </View>
      ))}
      <View style={{ marginTop: 12 }}>
        <DetailRow
          dir={dir}
          label={t.total}
          value={figures(invoice.amountCentimes)}
          strong
          figure
        />
        {invoice.kind !== "credit_note" ? (
          <>
            <DetailRow
              dir={dir}
              label={t.received}
              value={figures(invoice.receivedCentimes)}
              figure
            />
            <DetailRow
              dir={dir}
              label={t.remainder}
              value={figures(remainder)}
              strong={remainder > 0}
              figure
            />
          </>
        ) : null}
        <DetailRow
          dir={dir}
          label={t.inWords}
          value={capitalised(centimesInFrenchWords(invoice.amountCentimes))}
        />
        {language !== "fr" ? (
          <DetailRow
            dir={dir}
            label={t.inBuyersWords}
            value={capitalised(centimesInWords(language, invoice.amountCentimes))}
          />
        ) : null}
      </View>
      {invoice.kind === "proforma" ? (
        <Text style={[{ marginTop: 16, color: pdfColors.alert }, dir.words]}>{t.proformaNote}</Text>
      ) : null}
    </NumberedDocument>
  );
}
