import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { cn } from "../../lib/cn.ts";

export type ToastMessage = {
  id: number;
  title: string;
  description?: string | undefined;
  variant?: "default" | "destructive";
};

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast from anywhere (forms, admin screens); `<Toaster />` renders them. */
export function toast(message: Omit<ToastMessage, "id">): void {
  toasts = [...toasts, { ...message, id: nextId++ }];
  emit();
}

function dismiss(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={6000}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={cn(
            "relative rounded-lg border p-4 pr-8 shadow-lg",
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
            className="absolute right-2 top-2 rounded px-1 text-sm"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4" />
    </ToastPrimitive.Provider>
  );
}
