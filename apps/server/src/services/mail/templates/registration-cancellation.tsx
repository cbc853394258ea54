// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, formatCentimes, type Locale } from "@congres/shared";
import { delegateMailTexts } from "../mail-language.ts";
import { DetailsTable, Paragraph, PersonalMail } from "./mail-layout.tsx";

export type CancellationOutcome = "cancelled" | "requested" | "refunded";

type RegistrationCancellationProps = {
  name: string;
  reference: string;
  outcome: CancellationOutcome;
  /** Received (a request) or refunded; none for a registration cancelled unpaid. */
  amountCentimes?: number;
  /** The refund account as the delegate can recognise it (masked). */
  account?: string;
  edition: Edition;
  /** The delegate's language, stored with the registration; French when absent. */
  language?: Locale;
};

/**
 * A delegate's cancellation from « Mon espace » (decision 0069): done at once (nothing was paid),
 * a refund request received, or the refund made and the registration cancelled.
 */
export function RegistrationCancellation(props: RegistrationCancellationProps) {
  const { reference, outcome, edition } = props;
  const t = delegateMailTexts(props.language ?? DEFAULT_LOCALE).registrationCancellation;
  const amount = formatCentimes(props.amountCentimes ?? 0);
  const intro =
    outcome === "cancelled" ? t.intro.cancelled(reference) : t.intro[outcome](reference, amount);
  return (
    <PersonalMail {...props} preview={t.heading[outcome]} heading={t.heading[outcome]}>
      <Paragraph>{intro}</Paragraph>
      <DetailsTable
        details={[
          { label: t.fields.reference, value: reference },
          ...(outcome === "cancelled" ? [] : [{ label: t.fields.amount, value: amount }]),
          ...(props.account ? [{ label: t.fields.account, value: props.account }] : []),
        ]}
      />
      <Paragraph>{t.questions(edition.contact.email)}</Paragraph>
    </PersonalMail>
  );
}
