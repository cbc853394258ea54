import type { ComponentProps, ReactNode } from "react";

/** The look of an input of « Tarifs et options ». */
export const OPTION_INPUT = "rounded border border-brand-200 px-2 py-1";

/** An input of « Tarifs et options » under its label. */
export function OptionInput({ label, ...input }: { label: ReactNode } & ComponentProps<"input">) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input className={OPTION_INPUT} {...input} />
    </label>
  );
}

/** The refusal of a panel's last write, when there is one. */
export function OptionsRefusal({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {error}
    </p>
  );
}
