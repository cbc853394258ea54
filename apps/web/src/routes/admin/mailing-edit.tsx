import { Link, useParams } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { MailingComposer } from "../../features/admin/mailings/mailing-composer.tsx";
import {
  mailingPath,
  updateMailing,
  useMailing,
} from "../../features/admin/mailings/mailings-api.ts";

export const meta = () => adminMeta("Modifier un message groupé");

/** "Modifier" a draft (issue #26): the composer with its audience and texts, saved in place. */
export default function MailingEdit() {
  const { id } = useParams();
  const { data: mailing } = useMailing(id);
  if (!mailing) return <p className="text-muted">Chargement...</p>;
  const back = mailingPath(mailing.id);
  if (mailing.status !== "draft") {
    return (
      <section className="max-w-4xl space-y-4">
        <p role="alert" className="rounded-lg border border-danger bg-red-50 px-4 py-3 text-danger">
          Cet envoi est déjà parti (ou annulé) : il ne peut plus être modifié.
        </p>
        <Link to={back} className={buttonClasses("secondary")}>
          Retour
        </Link>
      </section>
    );
  }
  return (
    <MailingComposer
      title="Modifier le message groupé"
      backTo={back}
      draft={mailing}
      save={(request) => updateMailing(mailing.id, request)}
    />
  );
}
