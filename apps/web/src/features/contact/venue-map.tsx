import { useEffect, useState } from "react";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";

const BOX = "h-72 w-full rounded-xl border border-gray-200 bg-gray-100 sm:h-96";

function MapFrame({ className }: { className: string }) {
  const locale = useLocale();
  const text = editionTexts(locale);
  return (
    <iframe
      title={m.map_title({ place: `${text.venue}, ${text.city}` }, { locale })}
      src={editionFacts.venue.mapEmbedUrl}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={className}
    />
  );
}

/**
 * The access map of the contact page. The third-party frame is added once the page is hydrated,
 * after its first paint (decision 0015): otherwise the browser starts it with the page, and the
 * first paint waits. Until then its box holds the place; without JavaScript the box shows the map.
 */
export function VenueMap() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) return <MapFrame className={BOX} />;
  return (
    <div className={BOX}>
      <noscript>
        <MapFrame className="size-full rounded-xl" />
      </noscript>
    </div>
  );
}
