import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

/**
 * Sends one webhook request without SSRF (decision 0079): node:http(s) with
 * `request-filtering-agent`, whose agents check the address each connection is actually made to —
 * the one the DNS answered at connect time, so a name that resolves to a public address when
 * checked and to 127.0.0.1 when used (DNS rebinding) is refused too. Private, link-local,
 * loopback and meta addresses are refused unless WEBHOOK_ALLOWED_ADDRESSES lists them. Node's
 * `fetch` (undici) takes no http.Agent, hence node:http. Redirects are not followed: a 3xx is a
 * failed attempt, never a second request to wherever it points.
 */

export type SenderOptions = {
  /** WEBHOOK_ALLOWED_ADDRESSES: addresses or CIDRs let through although private (test receivers). */
  allowedAddresses: readonly string[];
  timeoutMs: number;
  /** The DNS lookup used to connect; the system's by default (tests inject a stub). */
  lookup?: LookupFunction;
};

export type SendOutcome = { statusCode: number } | { statusCode: null; error: string };

/** One agent pair per sender: keep-alive connections to a receiver are reused across deliveries. */
export function webhookSender(options: SenderOptions) {
  const filter = { allowIPAddressList: [...options.allowedAddresses], keepAlive: true };
  const agents = {
    "http:": new RequestFilteringHttpAgent(filter),
    "https:": new RequestFilteringHttpsAgent(filter),
  };
  return {
    send(url: string, body: string, headers: Record<string, string>): Promise<SendOutcome> {
      const target = new URL(url);
      const https = target.protocol === "https:";
      const request = https ? httpsRequest : httpRequest;
      return new Promise((resolve) => {
        const outgoing = request(
          target,
          {
            method: "POST",
            agent: https ? agents["https:"] : agents["http:"],
            headers: {
              ...headers,
              "content-type": "application/json",
              "content-length": String(Buffer.byteLength(body)),
              "user-agent": "congres-webhooks/1",
            },
            ...(options.lookup ? { lookup: options.lookup } : {}),
            signal: AbortSignal.timeout(options.timeoutMs),
          },
          (response) => {
            // The answer's body is not kept: read and dropped, so the connection can be reused.
            response.resume();
            response.on("end", () => resolve({ statusCode: response.statusCode ?? 0 }));
            response.on("error", (error) => resolve({ statusCode: null, error: error.message }));
          },
        );
        outgoing.on("error", (error) => resolve({ statusCode: null, error: errorText(error) }));
        outgoing.end(body);
      });
    },
    close(): void {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}

export type WebhookSender = ReturnType<typeof webhookSender>;

function errorText(error: Error): string {
  if (error.name === "TimeoutError" || error.name === "AbortError") {
    return "Pas de réponse dans le délai imparti";
  }
  if (/is not allowed/.test(error.message)) return `Adresse refusée : ${error.message}`;
  const code = "code" in error && typeof error.code === "string" ? `${error.code} ` : "";
  return `${code}${error.message}`.trim();
}
