import type { Generated } from "kysely";

/**
 * Registration as data, as stored (2025-12-01, decision 0075); part of `Database` in schema.ts.
 * Amounts of fees, add-ons and amounts off in whole units of the edition's currency (as typed in
 * the admin); what a registration paid in centimes. Days `YYYY-MM-DD` (Casablanca).
 */

/** One fee: a participation type, in a price period, for a country group ("" = every country). */
export type RegistrationFeeTable = {
  participation_type: string;
  /** early_bird | standard | on_site: PRICE_PERIODS. */
  period: string;
  country_group: Generated<string>;
  amount: number;
};

export type CountryGroupTable = { code: string; label: string; position: number };

/** A country (ISO 3166-1 alpha-2) in one group. */
export type CountryGroupMemberTable = { country_code: string; group_code: string };

export type AddonTable = {
  id: Generated<number>;
  code: string;
  label_fr: string;
  label_en: string;
  label_ar: string;
  price: number;
  /** Seats; null: as many as asked. */
  capacity: number | null;
  /** Seats taken by registrations not cancelled. */
  sold: Generated<number>;
  /** Seats held for open waiting-list offers. */
  held: Generated<number>;
  /** ISO instant after which it is no longer sold. */
  sales_end_at: string | null;
  /** Comma-separated participation types that may take it; "" = every type. */
  types: Generated<string>;
  /** 1: no longer sold (a sold add-on is closed, never deleted). */
  closed: Generated<number>;
  created_at: string;
};

export type RegistrationAddonTable = {
  registration_id: number;
  addon_id: number;
  price_centimes: number;
  /** When its seat was given back (the registration cancelled). */
  released_at: string | null;
};

export type WaitlistEntryTable = {
  id: Generated<number>;
  addon_id: number;
  /** Lower case. */
  email: string;
  language: string;
  /** Smaller first; staff reorder it. */
  position: number;
  /** waiting → offered → booked | expired. */
  status: Generated<string>;
  /** SHA-256 of the offer's link token while offered. */
  token_hash: string | null;
  offered_at: string | null;
  offer_expires_at: string | null;
  created_at: string;
};

export type PromoCodeTable = {
  id: Generated<number>;
  /** Upper case: matched without regard to case. */
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  max_uses: number;
  uses: Generated<number>;
  /** Last day it is valid, inclusive, Casablanca. */
  valid_until: string;
  /** Comma-separated participation types; "" = every type. */
  applies_to: Generated<string>;
  created_at: string;
};
