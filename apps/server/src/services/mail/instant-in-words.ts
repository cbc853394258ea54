/** How mails spell an instant, day and month in words: "5 septembre 2025 à 14:03". */
export const INSTANT_IN_WORDS = {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
} as const satisfies Intl.DateTimeFormatOptions;
