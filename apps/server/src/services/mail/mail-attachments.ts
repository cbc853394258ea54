import type { Edition } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { MailAttachmentRef } from "./mail-draft.ts";
import type { OutboxRow } from "./outbox-repository.ts";

export type RenderedAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * One PDF, rendered from the row `ref` names. The domain that attaches PDFs supplies it
 * (`renderDelegatePdf` in modules/receipts): mail knows no receipt nor registration.
 */
export type AttachmentRenderer = (
  db: Db,
  ref: MailAttachmentRef,
  edition: Edition,
) => Promise<RenderedAttachment>;

/** The renderer of a worker given none: a mail with attachments fails its attempt, named. */
export const noAttachmentRenderer: AttachmentRenderer = async (_db, ref) => {
  throw new Error(`Aucun rendu de pièce jointe fourni au facteur (${ref.type}).`);
};

/**
 * The PDFs a queued mail carries, rendered at each delivery attempt from the stored rows they
 * name (decision 0021): the outbox keeps references, not megabytes, and react-pdf loads only
 * when a mail has one.
 */
export async function renderAttachments(
  db: Db,
  row: Pick<OutboxRow, "attachments">,
  edition: Edition,
  render: AttachmentRenderer,
): Promise<RenderedAttachment[]> {
  if (!row.attachments) return [];
  const refs = JSON.parse(row.attachments) as MailAttachmentRef[];
  const files: RenderedAttachment[] = [];
  for (const ref of refs) files.push(await render(db, ref, edition));
  return files;
}
