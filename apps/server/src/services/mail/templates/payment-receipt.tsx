// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  DEFAULT_LOCALE,
  type Edition,
  editionWordingIn,
  formatCentimes,
  type Locale,
} from "@congres/shared";
import { delegateMailTexts } from "../mail-language.ts";
import { DetailsTable, Paragraph, PersonalMail } from "./mail-layout.tsx";

type PaymentReceiptProps = {
  name: string;
  reference: string;
  receiptNumber: string;
  amountCentimes: number;
  edition: Edition;
  /** The delegate's language, stored with the registration; French when absent. */
  language?: Locale;
};

/**
 * The mail that carries the PDF receipt of a registration now paid (decision 0021), in the
 * delegate's language; the receipt itself is the congress's French accounting document.
 */
export function PaymentReceipt(props: PaymentReceiptProps) {
  const { reference, receiptNumber, amountCentimes } = props;
  const language = props.language ?? DEFAULT_LOCALE;
  const t = delegateMailTexts(language).paymentReceipt;
  const amount = formatCentimes(amountCentimes);
  return (
    <PersonalMail {...props} preview={t.preview(amount)} heading={t.heading}>
      <Paragraph>{t.intro(editionWordingIn(language).name)}</Paragraph>
      <DetailsTable
        details={[
          { label: t.fields.reference, value: reference },
          { label: t.fields.amount, value: amount },
          { label: t.fields.number, value: receiptNumber },
        ]}
      />
      <Paragraph>{t.attached}</Paragraph>
    </PersonalMail>
  );
}
