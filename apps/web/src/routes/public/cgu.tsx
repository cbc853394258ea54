import { LegalPage } from "../../components/layout/legal-page.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Conditions générales d'utilisation",
    description: `Conditions générales d'utilisation du site du ${edition.name}.`,
  });

export default function Page() {
  const { CGU_SECTIONS } = useContent().legal;
  return <LegalPage title="Conditions générales d'utilisation" sections={CGU_SECTIONS} />;
}
