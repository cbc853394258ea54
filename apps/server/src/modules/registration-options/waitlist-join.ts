import { type Locale, ORDER_MESSAGES } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { addonByCode } from "./options-repository.ts";
import { joinWaitlist } from "./waitlist-repository.ts";

export type JoinOutcome =
  | { kind: "joined" }
  | { kind: "refused"; status: 404 | 409; message: string };

/**
 * `POST /api/waitlist` (issue #40 item 2): an address joins a full add-on's list, once (a second
 * time changes nothing and answers the same); no registration needed.
 */
export async function joinAddonWaitlist(
  db: Db,
  request: { email: string; addon: string; locale: Locale; at: Date },
): Promise<JoinOutcome> {
  const words = ORDER_MESSAGES[request.locale];
  const addon = await addonByCode(db, request.addon);
  if (!addon || addon.closed === 1) {
    return { kind: "refused", status: 404, message: words.addonUnknown };
  }
  if (addon.capacity === null || addon.sold + addon.held < addon.capacity) {
    return { kind: "refused", status: 409, message: words.waitlistNotFull };
  }
  await joinWaitlist(db, {
    addonId: addon.id,
    email: request.email,
    language: request.locale,
    at: request.at,
  });
  return { kind: "joined" };
}
