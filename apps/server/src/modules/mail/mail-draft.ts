import type { BankTransferAnswer, Edition, MailEntityType, MailKind } from "@congres/shared";

/** A mail as composed by the application, before it becomes an outbox row. */
export type MailDraft = {
  kind: MailKind;
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** The registration, submission or message it is about (listed on that admin detail). */
  entity: { type: MailEntityType; id: number } | null;
};

/** What the mail templates need besides the record they are about. */
export type MailContext = {
  edition: Edition;
  /** The staff notifications' recipient (ORGANISERS_EMAIL). */
  organisersEmail: string;
  /** The bank details for the delegate's confirmation, or that they will come by e-mail. */
  bankTransfer: BankTransferAnswer;
};
