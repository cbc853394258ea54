import { checkInMessages, type DeskReferenceList } from "@congres/shared";

/**
 * Judging a scan while the network is down (issue #36, decision 0058), against the day's badge
 * references the desk kept: a cancelled or unknown badge is refused at once, with the server's
 * own sentences; a known one is kept to be sent.
 */
export type OfflineJudgement =
  | { kind: "refused"; message: string }
  | { kind: "known"; reference: string; paymentStatus: string };

/** `cpss 7kq2m`, `CPSS-7KQ2M` and `7KQ2M` are one badge. */
const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

export function judgeOffline(
  typed: string,
  list: DeskReferenceList,
  prefix: string,
): OfflineJudgement {
  const code = compact(typed);
  const wanted = [code, `${compact(prefix)}${code}`];
  const found = list.data.find((row) => wanted.includes(compact(row.reference)));
  if (!found) return { kind: "refused", message: checkInMessages.unknown(typed.trim()) };
  if (found.payment_status === "annulee") {
    return { kind: "refused", message: checkInMessages.cancelled(found.reference) };
  }
  return { kind: "known", reference: found.reference, paymentStatus: found.payment_status };
}

/**
 * Whether a code the camera reads is a new scan: not while the same code stays in view (read
 * again and again, however long it is held), again once it has been out of view for `goneMs`
 * or another code came between.
 */
export function newCodeFilter(goneMs: number) {
  let last = { text: "", seenAt: Number.NEGATIVE_INFINITY };
  return (text: string, now: number): boolean => {
    const fresh = text !== last.text || now - last.seenAt >= goneMs;
    last = { text, seenAt: now };
    return fresh;
  };
}
