// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, type Locale } from "@congres/shared";
import { delegateMailTexts } from "../mail-language.ts";
import { DetailsTable, Paragraph, PersonalMail } from "./mail-layout.tsx";

type PaymentReceiptCancellationProps = {
  name: string;
  reference: string;
  receiptNumber: string;
  edition: Edition;
  /** The delegate's language, stored with the registration; French when absent. */
  language?: Locale;
};

/**
 * Tells a delegate that the receipt they were mailed is cancelled (a payment undone after its
 * mail had left, decision 0033). No attachment: the cancelled receipt stays with the organisers.
 */
export function PaymentReceiptCancellation(props: PaymentReceiptCancellationProps) {
  const { reference, receiptNumber, edition } = props;
  const t = delegateMailTexts(props.language ?? DEFAULT_LOCALE).paymentReceiptCancellation;
  return (
    <PersonalMail {...props} preview={t.preview(receiptNumber)} heading={t.heading}>
      <Paragraph>{t.intro(receiptNumber, reference)}</Paragraph>
      <DetailsTable
        details={[
          { label: t.fields.reference, value: reference },
          { label: t.fields.number, value: receiptNumber },
        ]}
      />
      <Paragraph>{t.questions(edition.contact.email)}</Paragraph>
    </PersonalMail>
  );
}
