import { CalendarDays, ExternalLink, MapPin } from "lucide-react";
import { heroButtonClasses } from "../../components/layout/page-header.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog.tsx";
import { edition } from "../../lib/edition.ts";

/** The venue: an embedded map (loaded only when the dialog opens), address, dates, maps link. */
export function LocationDialog() {
  return (
    <Dialog>
      <DialogTrigger className={heroButtonClasses.outline}>
        <MapPin aria-hidden="true" className="size-4" />
        Voir le lieu du congrès
      </DialogTrigger>
      <DialogContent title="Lieu du congrès" className="max-w-2xl">
        <iframe
          title={`Carte : ${edition.venue.name}`}
          src={edition.venue.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="mt-4 aspect-video w-full rounded-lg border border-brand-100 bg-brand-50"
        />
        <ul className="mt-4 space-y-2 text-sm">
          <li className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              <strong className="block text-ink">{edition.venue.name}</strong>
              {edition.venue.address}
            </span>
          </li>
          <li className="flex gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {edition.dates.label}
          </li>
        </ul>
        <a
          href={edition.venue.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("primary", "mt-6 w-full sm:w-auto")}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Ouvrir dans Google Maps
          <span className="sr-only"> (nouvel onglet)</span>
        </a>
      </DialogContent>
    </Dialog>
  );
}
