/**
 * The congress's mark (the same drawing as public/favicon.svg), drawn inline: an `<img>` of the
 * file would be one more request before every page's first paint (decision 0037). The drawing is
 * in each page once, outside the islands (`LogoMarkSymbol` in root.tsx); a mark only points to it,
 * so the header island's JavaScript does not carry it.
 */
const SYMBOL_ID = "logo-mark";

export function LogoMarkSymbol() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      <symbol id={SYMBOL_ID} viewBox="0 0 64 64">
        <rect width="64" height="64" rx="14" fill="#7a2657" />
        <path
          d="M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 29c0 11.4-16 21-16 21z"
          fill="#f2b84b"
        />
      </symbol>
    </svg>
  );
}

export function LogoMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`#${SYMBOL_ID}`} />
    </svg>
  );
}
