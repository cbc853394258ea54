export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` to `deadline`; null once it has passed. */
export function timeLeftUntil(deadline: Date, now: Date): TimeLeft | null {
  const totalSeconds = Math.floor((deadline.getTime() - now.getTime()) / 1000);
  if (totalSeconds < 0) return null;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}
