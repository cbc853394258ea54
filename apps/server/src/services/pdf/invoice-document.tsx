/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, formatCentimes } from "@congres/shared";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import { centimesInFrenchWords } from "./amount-in-words.ts";
import { invoiceTexts } from "./invoice-texts.ts";
import type { InvoiceData } from "./pdf-data.ts";
import { DetailRow, directionOf, OrganiserBand, pdfColors, pdfStyles } from "./pdf-layout.tsx";
import { frenchCalendarDate, frenchDateOf } from "./pdf-texts.ts";

/** The narrow no-break space of formatCentimes is not in the embedded font subsets. */
const figures = (centimes: number) => formatCentimes(centimes).replace(/\u202f/g, "\u00a0");
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

const cell = { paddingVertical: 4, paddingHorizontal: 4 } as const;
/** Invoices are French or English (an Arabic buyer's is French: decision 0076): left to right. */
const dir = directionOf(false);

/**
 * An invoice, credit note or pro-forma: issuer with its legal identifiers, buyer with its tax
 * id, one line per delegate, the total in figures and in French words, what was received and
 * what remains (a partial payment), and a credit note's refund.
 */
export function InvoiceDocument({ invoice, edition }: { invoice: InvoiceData; edition: Edition }) {
  const t = invoiceTexts(invoice.language);
  const organiser = edition.organisers[0]?.name ?? edition.name;
  const title = `${t.title[invoice.kind]} ${t.number} ${invoice.number}`;
  const remainder = Math.max(invoice.amountCentimes - invoice.receivedCentimes, 0);
  const date = (iso: string) =>
    invoice.language === "en" ? iso.slice(0, 10) : frenchDateOf(iso, edition.timeZone);
  return (
    <Document
      title={title}
      author={organiser}
      subject={invoice.reference}
      language={invoice.language === "en" ? "en" : "fr"}
    >
      <Page size="A4" style={pdfStyles.page}>
        <OrganiserBand edition={edition} />
        <Text style={pdfStyles.heading}>{title}</Text>
        <View style={{ marginBottom: 12 }}>
          <DetailRow
            dir={dir}
            label={t.issuer}
            value={`${organiser} — ${invoice.issuer.address}`}
          />
          <DetailRow
            dir={dir}
            label={`${t.ice} / ${t.taxId} / ${t.tradeRegister}`}
            value={`${invoice.issuer.ice} / ${invoice.issuer.taxId} / ${invoice.issuer.tradeRegister}`}
          />
          <DetailRow
            dir={dir}
            label={t.buyer}
            value={`${invoice.buyer.name} — ${invoice.buyer.address}`}
            strong
          />
          {invoice.buyer.taxId ? (
            <DetailRow dir={dir} label={t.buyerTaxId} value={invoice.buyer.taxId} />
          ) : null}
          <DetailRow dir={dir} label={t.reference} value={invoice.reference} />
          <DetailRow dir={dir} label={t.issuedOn} value={date(invoice.issuedAt)} />
          {invoice.credits ? (
            <DetailRow dir={dir} label={t.credits} value={invoice.credits} />
          ) : null}
          {invoice.refundedOn ? (
            <DetailRow
              dir={dir}
              label={t.refundedOn}
              value={
                invoice.language === "en"
                  ? invoice.refundedOn
                  : frenchCalendarDate(invoice.refundedOn)
              }
            />
          ) : null}
          {invoice.refundAccount ? (
            <DetailRow dir={dir} label={t.refundAccount} value={invoice.refundAccount} />
          ) : null}
        </View>
        <Text style={{ marginBottom: 6, color: pdfColors.muted }}>{t.purpose(edition)}</Text>
        <View
          style={{ flexDirection: "row", backgroundColor: pdfColors.brandLight, fontWeight: 700 }}
        >
          <Text style={[cell, { width: 110 }]}>{t.reference}</Text>
          <Text style={[cell, { flex: 1 }]}>{t.delegate}</Text>
          <Text style={[cell, { width: 110 }]}>{t.participation}</Text>
          <Text style={[cell, { width: 100, textAlign: "right" }]}>{t.amount}</Text>
        </View>
        {invoice.lines.map((line) => (
          <View key={line.reference} style={pdfStyles.row} wrap={false}>
            <Text style={[cell, { width: 110 }]}>{line.reference}</Text>
            <Text style={[cell, { flex: 1 }]}>{line.name}</Text>
            <Text style={[cell, { width: 110 }]}>{line.participation}</Text>
            <Text style={[cell, { width: 100, textAlign: "right" }]}>
              {figures(line.amountCentimes)}
            </Text>
          </View>
        ))}
        <View style={{ marginTop: 12 }}>
          <DetailRow dir={dir} label={t.total} value={figures(invoice.amountCentimes)} strong />
          {invoice.kind !== "credit_note" ? (
            <>
              <DetailRow dir={dir} label={t.received} value={figures(invoice.receivedCentimes)} />
              <DetailRow
                dir={dir}
                label={t.remainder}
                value={figures(remainder)}
                strong={remainder > 0}
              />
            </>
          ) : null}
          <DetailRow
            dir={dir}
            label={t.inWords}
            value={capitalised(centimesInFrenchWords(invoice.amountCentimes))}
          />
        </View>
        {invoice.kind === "proforma" ? (
          <Text style={{ marginTop: 16, color: pdfColors.alert }}>{t.proformaNote}</Text>
        ) : null}
        <Text style={pdfStyles.footer} fixed>
          {t.footer(organiser)}
        </Text>
      </Page>
    </Document>
  );
}
