import type { FormEvent } from "react";

/** A form's `onSubmit` that runs `action` in place of the browser's own submission. */
export const submitWith = (action: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};
