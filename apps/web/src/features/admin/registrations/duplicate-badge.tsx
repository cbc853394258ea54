import { Copy } from "lucide-react";
import { Link } from "react-router";

/**
 * "Doublon" on a registration whose e-mail address other registrations share, with how many; it
 * opens the list searched by that address, where the others are.
 */
export function DuplicateBadge({ email, others }: { email: string; others: number }) {
  if (others === 0) return null;
  const label = others === 1 ? "1 autre inscription" : `${others} autres inscriptions`;
  return (
    <Link
      to={`/admin/app/inscriptions?${new URLSearchParams({ q: email })}`}
      title={`${label} avec cette adresse e-mail`}
      // Inline, so that its words wrap within the e-mail column instead of widening the table.
      className="mt-1 inline-block rounded-lg bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset hover:bg-amber-200"
    >
      <Copy aria-hidden="true" className="me-1 inline size-3.5 align-[-0.15em]" />
      Doublon <span className="font-normal">({label} avec cette adresse)</span>
    </Link>
  );
}
