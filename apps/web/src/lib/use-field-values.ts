import { useState } from "react";

type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A form's values as one object, and `bind(field)`: the name, value and change of its input. */
export function useFieldValues<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const bind = (field: TextField<V>) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });
  return { values, setValues, bind };
}
