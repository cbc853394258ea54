import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses } from "./field.tsx";

export type SelectOption = { readonly value: string; readonly label: string };
/** Options shown under a heading (`<optgroup>`): the countries of Africa, of the rest of the world. */
export type OptionGroup = { readonly label: string; readonly options: readonly SelectOption[] };

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
}: ComponentProps<"select"> & {
  options: readonly (SelectOption | OptionGroup)[];
  placeholder: string;
}) {
  return (
    <select
      className={cn(controlClasses(props["aria-invalid"] === true), "scroll-mt-24 pe-8", className)}
      {...props}
    >
      <option value="">{placeholder}</option>
      {options.map((option) =>
        "options" in option ? (
          <optgroup key={option.label} label={option.label}>
            {option.options.map(optionElement)}
          </optgroup>
        ) : (
          optionElement(option)
        ),
      )}
    </select>
  );
}

const optionElement = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

/** The options of a plain list of names (countries) where the stored value is the label. */
export const optionsOf = (names: readonly string[]): SelectOption[] =>
  names.map((name) => ({ value: name, label: name }));
