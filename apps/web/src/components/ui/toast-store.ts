/**
 * The toasts waiting to be shown, as a tiny store without any UI: pages call `toast()`, and the
 * root's `LazyToaster` loads the Radix toaster only once there is something to show, so public
 * pages do not download it (decision 0015).
 */
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

/** Shows a toast from anywhere (forms, admin screens). */
export function toast(message: Omit<ToastMessage, "id">): void {
  toasts = [...toasts, { ...message, id: nextId++ }];
  emit();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = () => toasts;
