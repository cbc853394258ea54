/**
 * Addresses, Message-IDs, paths and SMTP errors are long words: they may break anywhere, so that
 * a 360 px screen never scrolls sideways.
 */
export const Breakable = ({ children }: { children: string }) => (
  <span className="wrap-anywhere">{children}</span>
);
