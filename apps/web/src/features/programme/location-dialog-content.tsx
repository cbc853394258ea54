import { CalendarDays, ExternalLink, MapPin } from "lucide-react";
import { type RefObject, useRef } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../components/ui/dialog.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";

/**
 * The venue dialog: an embedded map (loaded only when the dialog opens), address, dates, maps
 * link. Loaded at the first click on its button (`location-dialog.tsx`), which gets the focus
 * back on close.
 */
export default function LocationDialogContent({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const locale = useLocale();
  const text = editionTexts(locale);
  const mapsLink = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={m.venue_dialog_title({}, { locale })}
        className="max-w-2xl"
        // The map comes first, but it is another site's frame (and may not load at all): focus
        // there was lost once in six runs of the browser tests. The maps link is what to reach.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          mapsLink.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <iframe
          title={m.map_title({ place: text.venue }, { locale })}
          src={editionFacts.venue.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="mt-4 aspect-video w-full rounded-lg border border-brand-100 bg-brand-50"
        />
        <ul className="mt-4 space-y-2 text-sm">
          <li className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              <strong className="block text-ink">{text.venue}</strong>
              {text.address}
            </span>
          </li>
          <li className="flex gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {text.dates}
          </li>
        </ul>
        <a
          ref={mapsLink}
          href={editionFacts.venue.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("primary", "mt-6 w-full sm:w-auto")}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {m.open_google_maps({}, { locale })}
          <span className="sr-only">{m.new_tab({}, { locale })}</span>
        </a>
      </DialogContent>
    </Dialog>
  );
}
