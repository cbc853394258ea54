import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { currentToasts, subscribeToToasts } from "./toast-store.ts";

const Toaster = lazy(() => import("./toaster.tsx").then(({ Toaster }) => ({ default: Toaster })));

/** Mounts the Radix toaster at the first toast and keeps it mounted for the next ones. */
export function LazyToaster({ placement }: { placement?: string }) {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...(placement ? { placement } : {})} />
    </Suspense>
  );
}
