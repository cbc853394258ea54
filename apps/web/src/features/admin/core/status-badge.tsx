import { labelOf } from "@congres/shared";
import type { LucideIcon } from "lucide-react";

/** The colours a status can take; each status has its own icon too, and always its word. */
const TONES = {
  green: "bg-green-100 text-green-800 ring-green-300",
  amber: "bg-amber-100 text-amber-900 ring-amber-300",
  sky: "bg-sky-100 text-sky-900 ring-sky-300",
  teal: "bg-teal-100 text-teal-900 ring-teal-300",
  violet: "bg-violet-100 text-violet-900 ring-violet-300",
  gray: "bg-gray-100 text-gray-800 ring-gray-300",
  red: "bg-red-100 text-red-800 ring-red-300",
} as const;

/** How one status looks: its icon and its colour — never colour alone, the word goes with it. */
type StatusLook = readonly [icon: LucideIcon, tone: keyof typeof TONES];

/** A kind of status (a payment's, a mail's…): the word staff read for each, and how each looks. */
export type StatusKind<S extends string> = {
  label: (status: S) => string;
  looks: Record<S, StatusLook>;
};

export const statusKind = <S extends string>(
  label: (status: S) => string,
  looks: Record<S, StatusLook>,
): StatusKind<S> => ({ label, looks });

/** A kind whose words are those of a shared `{ value, label }` list. */
export const listedStatusKind = <S extends string>(
  list: readonly { value: string; label: string }[],
  looks: Record<S, StatusLook>,
): StatusKind<S> => statusKind((status: S) => labelOf(list, status), looks);

/** A status as staff read it: its icon, its colour and its word. */
export function StatusBadge<S extends string>({
  kind,
  status,
}: {
  kind: StatusKind<S>;
  status: S;
}) {
  const [Icon, tone] = kind.looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {kind.label(status)}
    </span>
  );
}
