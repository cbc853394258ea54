// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, formatCentimes } from "@congres/shared";
import { mailTexts } from "../mail-texts.ts";
import { DetailsTable, MailHeading, MailLayout, Paragraph, SignOff } from "./mail-layout.tsx";

const t = mailTexts.paymentReceipt;

type PaymentReceiptProps = {
  name: string;
  reference: string;
  receiptNumber: string;
  amountCentimes: number;
  edition: Edition;
};

/** The mail that carries the PDF receipt of a registration now paid (decision 0021). */
export function PaymentReceipt(props: PaymentReceiptProps) {
  const { name, reference, receiptNumber, amountCentimes, edition } = props;
  const amount = formatCentimes(amountCentimes);
  return (
    <MailLayout edition={edition} preview={t.preview(amount)}>
      <MailHeading>{t.heading}</MailHeading>
      <Paragraph>{mailTexts.common.greeting(name)}</Paragraph>
      <Paragraph>{t.intro(edition.name)}</Paragraph>
      <DetailsTable
        details={[
          { label: t.fields.reference, value: reference },
          { label: t.fields.amount, value: amount },
          { label: t.fields.number, value: receiptNumber },
        ]}
      />
      <Paragraph>{t.attached}</Paragraph>
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
