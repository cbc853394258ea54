import type { ReactNode } from "react";

/**
 * Boxes to tick among named codes (an API token's scopes, a webhook's events): each box says the
 * French name and, left to right, the code a program reads; the server's error under them.
 */
export function CodeChoices<Code extends string>({
  id,
  legend,
  choices,
  checked,
  onChange,
  error,
}: {
  id: string;
  legend: ReactNode;
  choices: readonly { value: Code; label: string }[];
  checked: readonly Code[];
  onChange: (checked: Code[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
                checked={checked.includes(choice.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...checked, choice.value]
                      : checked.filter((held) => held !== choice.value),
                  )
                }
              />
              <span>
                {choice.label}{" "}
                <code dir="ltr" className="text-xs text-muted">
                  {choice.value}
                </code>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
