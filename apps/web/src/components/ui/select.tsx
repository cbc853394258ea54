import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses } from "./field.tsx";

type Option = { readonly value: string; readonly label: string };

/**
 * A native select (the phone's own picker, usable with the keyboard), for use inside `Field`.
 * The placeholder is a first option with an empty value: a browser would otherwise preselect the
 * first real choice (a disabled placeholder is skipped), and the schema refuses "" with its message.
 */
export function Select({
  options,
  placeholder,
  className,
  ...props
}: ComponentProps<"select"> & { options: readonly Option[]; placeholder: string }) {
  return (
    <select
      className={cn(controlClasses(props["aria-invalid"] === true), "scroll-mt-24 pe-8", className)}
      {...props}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The options of a plain list of names (countries) where the stored value is the label. */
export const optionsOf = (names: readonly string[]): Option[] =>
  names.map((name) => ({ value: name, label: name }));
