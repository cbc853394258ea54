import { formatFee } from "@congres/shared/facts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog.tsx";
import { edition } from "../../lib/edition.ts";

/** The participation conditions the terms box refers to, readable without leaving the form. */
export function TermsDialog() {
  return (
    <Dialog>
      <DialogTrigger className="text-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        Lire les conditions de participation
      </DialogTrigger>
      <DialogContent title="Conditions de participation">
        <div className="mt-4 flex flex-col gap-3 text-sm text-ink">
          <p>En vous inscrivant au {edition.name}, vous acceptez les conditions suivantes :</p>
          <ul className="list-disc space-y-2 ps-5">
            <li>Les informations que vous fournissez sont exactes et vous concernent.</li>
            <li>
              Les frais d'inscription ({formatFee(edition.fees.standard)}, étudiants{" "}
              {formatFee(edition.fees.student)}) sont réglés par virement bancaire sur le compte de
              l'association organisatrice, en indiquant la référence demandée.
            </li>
            <li>
              Dès l'envoi du formulaire, vous recevez par email une confirmation avec votre
              référence d'inscription, le montant à régler et la marche à suivre pour le virement.
              Le secrétariat rattache votre virement à votre inscription grâce à cette référence.
            </li>
            <li>
              Vos données personnelles servent uniquement à l'organisation du congrès et ne sont
              transmises à aucun tiers.
            </li>
            <li>
              Le contact d'urgence indiqué pourra être appelé pendant le congrès en cas de besoin.
            </li>
          </ul>
          <p>
            L'utilisation du site est régie par les{" "}
            <a href="/cgu" className="font-semibold text-brand-700 underline">
              conditions générales d'utilisation
            </a>
            .
          </p>
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>J'ai compris</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
