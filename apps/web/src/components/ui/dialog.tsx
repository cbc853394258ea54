import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { cn } from "../../lib/cn.ts";
import { m } from "../../paraglide/messages.js";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A modal with a title, an optional description, focus kept inside and restored on close. */
export function DialogContent({
  title,
  description,
  children,
  className,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  hideClose?: boolean;
  /** Where the focus goes on open, when the first focusable element is not the right one. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where the focus goes on close, for a dialog opened without a Radix trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const locale = useLocale();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogPrimitive.Title className="pe-8 text-lg font-bold text-brand-900">
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-2 text-sm text-muted">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label={m.dialog_close({}, { locale })}
            className="absolute end-4 top-4 rounded p-1 text-muted hover:bg-gray-100"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
