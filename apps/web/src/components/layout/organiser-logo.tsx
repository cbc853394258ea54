import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";

/**
 * A plain typographic logo drawn from an organiser's names in the edition config, so no
 * trademarked artwork ships with the site. Organisers with a real logo replace this component's
 * use by an <img>.
 */
export function OrganiserLogo({
  shortName,
  name,
  tone = "light",
}: {
  shortName: string;
  name: string;
  tone?: "light" | "dark";
}) {
  const locale = useLocale();
  const ring = tone === "light" ? "#7a2657" : "#f6e4ef";
  const text = tone === "light" ? "#5f1e44" : "#ffffff";
  return (
    <svg
      viewBox="0 0 120 120"
      role="img"
      aria-label={m.organiser_logo({ name }, { locale })}
      className="size-16 shrink-0"
    >
      <circle cx="60" cy="60" r="54" fill="none" stroke={ring} strokeWidth="6" />
      <circle cx="60" cy="60" r="42" fill="none" stroke="#e09b1a" strokeWidth="2" />
      <text
        x="60"
        y="60"
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize={shortName.length > 3 ? 26 : 32}
        fontWeight="700"
        fill={text}
      >
        {shortName}
      </text>
    </svg>
  );
}
