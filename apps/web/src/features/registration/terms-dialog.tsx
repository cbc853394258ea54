import { formatFee } from "@congres/shared/facts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";

/** The participation conditions the terms box refers to, readable without leaving the form. */
export function TermsDialog() {
  const locale = useLocale();
  const fees = {
    standard: formatFee(editionFacts.fees.standard),
    student: formatFee(editionFacts.fees.student),
  };
  return (
    <Dialog>
      <DialogTrigger className="text-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {m.terms_open({}, { locale })}
      </DialogTrigger>
      <DialogContent title={m.terms_title({}, { locale })}>
        <div className="mt-4 flex flex-col gap-3 text-sm text-ink">
          <p>{m.terms_intro({ congress: editionTexts(locale).name }, { locale })}</p>
          <ul className="list-disc space-y-2 ps-5">
            <li>{m.terms_accurate({}, { locale })}</li>
            <li>{m.terms_fees(fees, { locale })}</li>
            <li>{m.terms_confirmation({}, { locale })}</li>
            <li>{m.terms_data({}, { locale })}</li>
            <li>{m.terms_emergency({}, { locale })}</li>
          </ul>
          <p>
            {m.terms_site_before({}, { locale })}{" "}
            <a
              href={localizedPath("/cgu", locale)}
              className="font-semibold text-brand-700 underline"
            >
              {m.terms_site_link({}, { locale })}
            </a>
            .
          </p>
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>{m.terms_understood({}, { locale })}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
