import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { MailingComposer } from "../../features/admin/mailings/mailing-composer.tsx";
import { createMailing, MAILINGS_PATH } from "../../features/admin/mailings/mailings-api.ts";

export const meta = () => adminMeta("Nouveau message groupé");

export default function MailingNew() {
  return (
    <MailingComposer title="Nouveau message groupé" backTo={MAILINGS_PATH} save={createMailing} />
  );
}
