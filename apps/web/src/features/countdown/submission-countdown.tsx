import { useEffect, useState } from "react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { timeLeftUntil } from "./time-left.ts";

/** §9: the countdown ticks every second. */
const TICK_MS = 1000;

type CountdownState = { phase: "pending" } | { phase: "running"; now: Date } | { phase: "over" };

const UNITS = [
  { key: "days", label: m.countdown_days },
  { key: "hours", label: m.countdown_hours },
  { key: "minutes", label: m.countdown_minutes },
  { key: "seconds", label: m.countdown_seconds },
] as const;

/**
 * Live countdown to the submission deadline (§4). The prerendered HTML cannot know the visitor's
 * time nor the effective closing time, so it shows dashes; the browser fills in the numbers once
 * `deadline` is known (undefined until the server has said it), then every second.
 */
export function SubmissionCountdown({ deadline }: { deadline: string | undefined }) {
  const [state, setState] = useState<CountdownState>({ phase: "pending" });
  const locale = useLocale();

  useEffect(() => {
    if (!deadline) return;
    const end = new Date(deadline);
    const tick = () => {
      const now = new Date();
      setState(timeLeftUntil(end, now) ? { phase: "running", now } : { phase: "over" });
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  if (state.phase === "over") {
    return (
      <div className="rounded-2xl border border-brand-200 bg-white p-6 text-center">
        <p className="text-2xl font-bold text-brand-800">
          {m.countdown_over_title({}, { locale })}
        </p>
        <p className="mt-2 text-muted">{m.countdown_over_text({}, { locale })}</p>
      </div>
    );
  }

  const left =
    state.phase === "running" && deadline ? timeLeftUntil(new Date(deadline), state.now) : null;
  return (
    <ul aria-label={m.countdown_label({}, { locale })} className="grid grid-cols-4 gap-2 sm:gap-4">
      {UNITS.map((unit) => (
        <li
          key={unit.key}
          className="rounded-2xl bg-brand-800 px-1 py-4 text-center text-white shadow-lg"
        >
          <span className="block text-2xl font-bold tabular-nums sm:text-4xl">
            {left ? String(left[unit.key]).padStart(2, "0") : "--"}
          </span>
          <span className="mt-1 block text-xs uppercase tracking-wide text-brand-100 sm:text-sm">
            {unit.label({}, { locale })}
          </span>
        </li>
      ))}
    </ul>
  );
}
