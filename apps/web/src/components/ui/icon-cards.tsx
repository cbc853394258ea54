import type { LucideIcon } from "lucide-react";

export type IconCard = { title: string; text: string; icon: LucideIcon };

/** White cards on the page's tint, or the brand's dark cards on a white page. */
const TONES = {
  light: {
    card: "rounded-2xl bg-white p-6 shadow-sm",
    icon: "size-8 text-brand-600",
    title: "mt-3 text-lg font-semibold text-brand-900",
    text: "mt-2 break-words text-sm text-muted",
  },
  dark: {
    card: "rounded-2xl bg-brand-800 p-6 text-white",
    icon: "size-8 text-accent-400",
    title: "mt-3 text-lg font-semibold",
    text: "mt-2 text-sm text-brand-50",
  },
};

/**
 * A list of cards, each an icon, a title and a sentence (the challenges of /about, the home
 * page's objectives and the reasons to submit). `heading` keeps the page's outline: the cards'
 * titles sit one level under the heading above them.
 */
export function IconCards({
  cards,
  className,
  tone = "light",
  heading: Heading = "h3",
}: {
  cards: readonly IconCard[];
  /** The list's grid. */
  className: string;
  tone?: keyof typeof TONES;
  heading?: "h3" | "h4";
}) {
  const look = TONES[tone];
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.title} className={look.card}>
          <card.icon aria-hidden="true" className={look.icon} />
          <Heading className={look.title}>{card.title}</Heading>
          <p className={look.text}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
