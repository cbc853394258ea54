import { LegalPage } from "../../components/layout/legal-page.tsx";
import { LEGAL_NOTICE_SECTIONS } from "../../content/legal.ts";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Mentions légales",
    description: `Mentions légales du site du ${edition.name} : éditeur, hébergeur, conditions d'utilisation.`,
  });

export default function Page() {
  return <LegalPage title="Mentions légales" sections={LEGAL_NOTICE_SECTIONS} />;
}
