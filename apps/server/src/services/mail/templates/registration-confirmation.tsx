// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  type BankTransferAnswer,
  choiceLabelIn,
  countryLabelIn,
  DEFAULT_LOCALE,
  type Edition,
  editionWordingIn,
  formatFee,
  type Locale,
  type Registration,
  registrationFee,
  STUDENT_PARTICIPATION,
  transferLabel,
} from "@congres/shared";
import { ANSWER_MESSAGES } from "../../languages/answer-messages.ts";
import type { EarlierRegistrations } from "../mail-draft.ts";
import { delegateMailTexts } from "../mail-language.ts";
import {
  DetailsTable,
  Highlight,
  Paragraph,
  PersonalMail,
  SectionHeading,
} from "./mail-layout.tsx";
import { SpacePageLink } from "./space-page-link.tsx";

type RegistrationConfirmationProps = {
  reference: string;
  registration: Registration;
  /** Earlier registrations with the same address: the person is told, the visitor never is. */
  earlier: EarlierRegistrations;
  edition: Edition;
  /** The account to pay into, or the sentence saying it will come by e-mail. */
  bankTransfer: BankTransferAnswer;
  /** What it owes, priced at creation (decision 0075); the type's fee in mails queued before. */
  amountDueCentimes?: number;
  /** The delegate's language, stored with the registration; French when absent. */
  language?: Locale;
};

/** The delegate's confirmation: the reference, the amount, how to pay it, what comes next. */
export function RegistrationConfirmation({
  reference,
  registration,
  earlier,
  edition,
  bankTransfer,
  amountDueCentimes,
  language = DEFAULT_LOCALE,
}: RegistrationConfirmationProps) {
  const texts = delegateMailTexts(language);
  const t = texts.registration;
  const wording = editionWordingIn(language);
  const title = choiceLabelIn(language, "titles", registration.title);
  const amount = formatFee(
    amountDueCentimes === undefined
      ? registrationFee(registration.participationType)
      : amountDueCentimes / 100,
  );
  const tariff = t.tariff(registration.participationType === STUDENT_PARTICIPATION);
  const label = transferLabel(reference, registration);
  const common = texts.common;
  const accountRows = bankTransfer.published
    ? [
        { label: t.bank.accountHolder, value: bankTransfer.details.accountHolder },
        { label: t.bank.bank, value: bankTransfer.details.bank },
        { label: t.bank.rib, value: bankTransfer.details.rib },
        { label: t.bank.iban, value: bankTransfer.details.iban },
        { label: t.bank.swift, value: bankTransfer.details.swift },
      ]
    : [];
  const preview = bankTransfer.published
    ? t.preview(reference, amount)
    : t.previewWithoutBankDetails(reference, amount);

  return (
    <PersonalMail
      edition={edition}
      language={language}
      preview={preview}
      heading={t.heading}
      name={`${title} ${registration.firstName} ${registration.lastName}`}
    >
      <Paragraph>{t.intro(wording.name, wording.city, wording.datesLabel)}</Paragraph>
      <Highlight label={t.referenceLabel} value={reference} hint={t.referenceHint} />
      {earlier.count > 0 ? (
        <Paragraph>
          <strong>{t.duplicateWarning(earlier)}</strong>
        </Paragraph>
      ) : null}

      <SectionHeading>{t.paymentHeading}</SectionHeading>
      <Highlight label={t.amountLabel} value={amount} hint={tariff} />
      <Paragraph>
        {bankTransfer.published ? t.paymentIntro : ANSWER_MESSAGES[language].bankDetailsWithheld}
      </Paragraph>
      <DetailsTable
        details={[
          ...accountRows,
          { label: t.bank.amount, value: amount },
          { label: t.bank.transferLabel, value: <strong>{label}</strong> },
        ]}
      />
      <Paragraph>{t.transferLabelHint}</Paragraph>

      <SectionHeading>{t.nextStepsHeading}</SectionHeading>
      <Paragraph>
        {bankTransfer.published
          ? t.nextSteps.transfer(amount)
          : t.nextSteps.transferOnceDetailsSent(amount)}
      </Paragraph>
      <Paragraph>{t.nextSteps.matching(reference)}</Paragraph>
      <Paragraph>{t.nextSteps.keep}</Paragraph>
      <SpacePageLink text={texts.space.registration} edition={edition} language={language} />
      <Paragraph>{t.nextSteps.badge(wording.datesLabel, wording.venueName)}</Paragraph>
      <Paragraph>{t.nextSteps.questions(edition.contact.email, edition.contact.phone)}</Paragraph>

      <SectionHeading>{t.detailsHeading}</SectionHeading>
      <DetailsTable
        details={[
          { label: t.fields.title, value: title },
          { label: t.fields.firstName, value: registration.firstName },
          { label: t.fields.lastName, value: registration.lastName },
          ...(registration.latinName.trim()
            ? [{ label: t.fields.latinName, value: registration.latinName.trim() }]
            : []),
          { label: t.fields.email, value: registration.email },
          { label: t.fields.phone, value: registration.phone },
          { label: t.fields.specialty, value: registration.specialty },
          { label: t.fields.institution, value: registration.institution },
          { label: t.fields.address, value: registration.address },
          { label: t.fields.city, value: registration.city },
          {
            label: t.fields.country,
            value: countryLabelIn(language, registration.country),
          },
          {
            label: t.fields.participationType,
            value: choiceLabelIn(language, "participationTypes", registration.participationType),
          },
          {
            label: t.fields.accommodation,
            value: registration.accommodationNeeded ? common.yes : common.no,
          },
          {
            label: t.fields.dietaryRestrictions,
            value: registration.dietaryRestrictions || common.none,
          },
          { label: t.fields.emergencyContact, value: registration.emergencyContact },
          { label: t.fields.emergencyPhone, value: registration.emergencyPhone },
        ]}
      />
      <Paragraph>{t.detailsCorrection}</Paragraph>
    </PersonalMail>
  );
}
