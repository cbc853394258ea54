import { LegalPage } from "../../components/layout/legal-page.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Mentions légales",
    description: `Mentions légales du site du ${edition.name} : éditeur, hébergeur, conditions d'utilisation.`,
  });

export default function Page() {
  const { LEGAL_NOTICE_SECTIONS } = useContent().legal;
  return <LegalPage title="Mentions légales" sections={LEGAL_NOTICE_SECTIONS} />;
}
