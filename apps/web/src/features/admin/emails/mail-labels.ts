import {
  type EmailRow,
  labelOf,
  MAIL_ENTITY_PATHS,
  MAIL_KINDS,
  MAIL_STATUSES,
  type MailEntityType,
} from "@congres/shared";

export const mailKindLabel = (kind: string) => labelOf(MAIL_KINDS, kind);

export const mailStatusLabel = (status: string) => labelOf(MAIL_STATUSES, status);

/** "Amina Benali <amina@example.ma>", or the address alone when the name is empty. */
export function mailRecipient(row: Pick<EmailRow, "to_name" | "to_address">): string {
  const name = row.to_name.trim();
  return name ? `${name} <${row.to_address}>` : row.to_address;
}

/** Named as the title of the detail screen it links to ("Inscription #12"). */
const ENTITY_LABELS: Record<MailEntityType, string> = {
  registration: "Inscription",
  submission: "Soumission",
  contact: "Message",
};

/** The admin detail a mail is about, or null for a mail about nothing stored. */
export function mailEntityLink(
  row: Pick<EmailRow, "entity_type" | "entity_id">,
): { to: string; label: string } | null {
  if (!row.entity_type || row.entity_id === null) return null;
  return {
    to: `${MAIL_ENTITY_PATHS[row.entity_type]}/${row.entity_id}`,
    label: `${ENTITY_LABELS[row.entity_type]} #${row.entity_id}`,
  };
}

export const emailDetailPath = (id: number) => `/admin/app/emails/${id}`;
