import type { Metrics } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { contactCounts } from "../contacts/contact-statistics.ts";
import { registrationCounts } from "../registrations/registration-statistics.ts";
import { submissionCounts } from "../submissions/submission-statistics.ts";

/** The tiles: each table's total and its rows created since `todayStart`, read by its owner. */
export async function dashboardMetrics(db: Db, todayStart: string): Promise<Metrics> {
  const [submissions, registrations, contacts] = await Promise.all([
    submissionCounts(db, todayStart),
    registrationCounts(db, todayStart),
    contactCounts(db, todayStart),
  ]);
  return {
    totals: {
      submissions: submissions.total,
      registrations: registrations.total,
      contacts: contacts.total,
    },
    today: {
      submissions: submissions.since,
      registrations: registrations.since,
      contacts: contacts.since,
    },
  };
}
