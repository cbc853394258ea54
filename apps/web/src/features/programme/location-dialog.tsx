import { MapPin } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { heroButtonClasses } from "../../components/layout/page-header.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";

// The Radix dialog and its map come with the first click: the programme page does not load them.
const LocationDialogContent = lazy(() => import("./location-dialog-content.tsx"));

/** "Voir le lieu du congrès": opens the venue dialog. */
export function LocationDialog() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const locale = useLocale();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={heroButtonClasses.outline}
      >
        <MapPin aria-hidden="true" className="size-4" />
        {m.venue_dialog_open({}, { locale })}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <LocationDialogContent open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}
