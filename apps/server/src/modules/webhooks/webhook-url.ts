import { BlockList, isIP } from "node:net";
import { WEBHOOK_MESSAGES } from "@congres/shared";

/**
 * A webhook's URL as admins may give it (decision 0079): `https://`, without credentials;
 * `http://` only to an address WEBHOOK_ALLOWED_ADDRESSES lists (the tests' loopback receivers, a
 * relay on the server's own network). Where the name leads is checked at each connection
 * (webhook-sender.ts), not here: an answer given now says nothing of the one given later.
 */
export function webhookUrlProblem(
  text: string,
  allowedAddresses: readonly string[],
): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return WEBHOOK_MESSAGES.url;
  }
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentials;
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && isAllowedAddress(url.hostname, allowedAddresses)) {
    return undefined;
  }
  return WEBHOOK_MESSAGES.https;
}

/** True when `host` is an address literal that one of the addresses or CIDRs `allowed` covers. */
export function isAllowedAddress(host: string, allowed: readonly string[]): boolean {
  const address = host.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [base = "", prefix] = entry.split("/");
    const type = isIP(base) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  return list.check(address, family === 6 ? "ipv6" : "ipv4");
}
