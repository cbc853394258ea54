/**
 * Whether this browser opened a delegate session (issue #38): the session's cookie is not
 * readable by the page, and asking the server on every visit of `/mon-espace` or `/programme`
 * would log a 401 for every visitor. Set when the space opens, cleared at its sign-out or when
 * the server no longer knows the session.
 */
const SESSION_HINT = "congres.espace";

export const hasSessionHint = (): boolean => {
  try {
    return localStorage.getItem(SESSION_HINT) === "1";
  } catch {
    return false;
  }
};

export function setSessionHint(open: boolean): void {
  try {
    if (open) localStorage.setItem(SESSION_HINT, "1");
    else localStorage.removeItem(SESSION_HINT);
  } catch {
    // Storage refused (a private window): the space is asked for only after a link.
  }
}
