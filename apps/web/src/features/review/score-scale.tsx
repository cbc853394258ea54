import { useId } from "react";

/**
 * One criterion's score as radio buttons in a fieldset: Tab reaches the group, the arrow keys
 * move the score, and a digit key jumps to it — keyboard only, no pointer needed.
 */
export function ScoreScale({
  criterion,
  scale,
  value,
  disabled,
  onChange,
}: {
  criterion: { key: string; label: string; min: number; max: number };
  /** What the lowest and the highest score mean, in the workspace's language. */
  scale: string;
  value: number | undefined;
  disabled: boolean;
  onChange: (score: number) => void;
}) {
  const name = useId();
  const scaleId = useId();
  const scores = Array.from(
    { length: criterion.max - criterion.min + 1 },
    (_, i) => criterion.min + i,
  );
  return (
    <fieldset
      aria-describedby={scaleId}
      className="space-y-2"
      onKeyDown={(event) => {
        const digit = Number(event.key);
        if (
          !disabled &&
          /^\d$/.test(event.key) &&
          digit >= criterion.min &&
          digit <= criterion.max
        ) {
          event.preventDefault();
          onChange(digit);
        }
      }}
    >
      <legend className="text-sm font-semibold text-ink">{criterion.label}</legend>
      <p id={scaleId} className="text-xs text-muted">
        {scale}
      </p>
      <div className="flex flex-wrap gap-2">
        {scores.map((score) => (
          <label
            key={score}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-brand-200 bg-white px-3 text-sm font-semibold text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              disabled={disabled}
              onChange={() => onChange(score)}
              className="sr-only"
            />
            {score}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
