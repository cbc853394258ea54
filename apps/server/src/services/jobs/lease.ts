import { type Db, isPostgres } from "../../db/connection.ts";

/**
 * A queue's rows claimed under a lease (the mail outbox, the webhook deliveries; decisions 0009,
 * 0079): a worker writes its name and an expiry on the rows it takes, records each outcome only
 * while it still holds them, and a worker that dies keeps them only until the lease runs out.
 */

/** Who claims, when, and for how long. */
export type LeaseClaim = { owner: string; now: Date; leaseMs: number };

/** What a claim writes on the rows it takes. */
export const leaseFor = ({ owner, now, leaseMs }: LeaseClaim) => ({
  lease_owner: owner,
  lease_expires_at: new Date(now.getTime() + leaseMs).toISOString(),
});

/** What gives a row back: no worker holds it. */
export const RELEASED = { lease_owner: null, lease_expires_at: null } as const;

/**
 * The candidates of a claim, locked with SKIP LOCKED on PostgreSQL, so that two workers never
 * take the same row; on SQLite the database serialises writes, so the second claim sees the
 * first one's lease.
 */
export const skippingLockedRows = <Query extends { forUpdate(): Query; skipLocked(): Query }>(
  db: Db,
  candidates: Query,
): Query => (isPostgres(db) ? candidates.forUpdate().skipLocked() : candidates);
