import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { cn } from "../../lib/cn.ts";
import { currentToasts, dismissToast, subscribeToToasts } from "./toast-store.ts";

/** Where toasts show unless told: the bottom corner at the end of the line. */
export const TOASTS_AT_END = "fixed bottom-0 end-0 w-full max-w-sm";

/** `placement`: the viewport's position and width (classes), the bottom end corner by default. */
export function Toaster({ placement = TOASTS_AT_END }: { placement?: string }) {
  const items = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={6000}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            "relative rounded-lg border p-4 pe-8 shadow-lg",
            item.variant === "destructive"
              ? "border-danger bg-danger text-white"
              : "border-brand-200 bg-white text-ink",
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && (
            <ToastPrimitive.Description className="mt-1 whitespace-pre-line text-sm">
              {item.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Fermer la notification"
            className="absolute end-2 top-2 rounded px-1 text-sm"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={cn(placement, "z-[100] flex flex-col gap-2 p-4")} />
    </ToastPrimitive.Provider>
  );
}
