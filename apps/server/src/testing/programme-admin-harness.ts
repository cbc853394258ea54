import type { ProgrammeAdminView, StaffRole } from "@congres/shared";
import type { ProgrammeData, PublishedProgramme } from "@congres/shared/programme";
import { camelCase } from "change-case/keys";
import { beforeAll, expect } from "vitest";
import { asAdmin, staffAccounts } from "./admin-session.ts";
import { appHarness } from "./app-harness.ts";
import { addAbstracts } from "./review-harness.ts";
import { storedRows } from "./stored-rows.ts";
import type { TestDatabase } from "./test-databases.ts";

/** The content files' programme: the draft and version 1 of a new database. */
export { PROGRAMME_SEED } from "./programme-edits.ts";
/** The programme tests' clock: before the congress, after the seed's first publication. */
export const PROGRAMME_NOW = new Date("2025-10-20T09:00:00.000Z");
/** Two sessions of the seed: the posters (boards) and the morning's plenary lecture. */
export const POSTERS = "2025-10-31-1600-hall";
export const MORNING_PLENARY = "2025-10-31-0900-amphi";

/** A session as staff write it: a workshop in the Salle Atlas on 31 October, 09:00–10:00. */
export const session = (changes: Record<string, unknown> = {}) => ({
  day: "2025-10-31",
  startsAt: "09:00",
  endsAt: "10:00",
  room: "Salle Atlas",
  kind: "workshop",
  title: { fr: "Atelier échographie", en: "Ultrasound workshop" },
  ...changes,
});

/**
 * The programme's admin on `create`'s engine, the clock at PROGRAMME_NOW: the admin, the
 * committee and the secretariat signed in, three abstracts (an oral and a poster accepted, one
 * refused; the poster's is in Arabic), the publications announced in `published`, and the
 * committee's calls and reads that the programme tests make.
 */
export function programmeAdmin(create: () => Promise<TestDatabase>) {
  const sessions = {} as Record<StaffRole, string>;
  const userIds = {} as Record<StaffRole, number>;
  const published: PublishedProgramme[] = [];
  const abstracts = { accepted: [] as number[], refused: 0 };
  const harness = appHarness(create, {
    clock: () => PROGRAMME_NOW,
    onProgrammePublished: (programme) => {
      published.push(programme);
    },
  });
  beforeAll(async () => {
    const staff = await staffAccounts(harness, ["admin", "committee", "secretariat"] as const);
    Object.assign(userIds, staff.ids);
    Object.assign(sessions, staff.sessions);
    const ids = await addAbstracts(harness.database.db, 1, 3, {
      row: (n) => ({
        status: ["acceptee_orale", "acceptee_poster", "refusee"][n - 1] ?? "soumise",
        language: n === 2 ? "ar" : "fr",
      }),
      authorsOf: (n) => [
        {
          first_name: ["Karima", "Youssef", "Omar"][n - 1] ?? "",
          last_name: "Idrissi",
          email: `orateur${n}@example.ma`,
          affiliation: "CHU Hassan II, Fès",
        },
        { first_name: "Co", last_name: "Auteur", email: `co${n}@example.ma`, affiliation: "" },
      ],
    });
    abstracts.accepted.push(...ids.slice(0, 2));
    abstracts.refused = ids[2] ?? 0;
  });

  const as = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    asAdmin(harness.app, sessions.committee, method, url, payload);
  /** Each body `method url` refuses with 422, naming the field it gets wrong with the message. */
  async function expectRefused(
    method: "POST" | "PUT",
    url: string,
    refusals: readonly (readonly [body: unknown, field: string, message: string])[],
  ) {
    for (const [body, field, message] of refusals) {
      const refused = await as(method, url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().errors[field]).toEqual([message]);
    }
  }
  /** The admin view, its draft read back into the shared shape (the answer's keys are snake_case). */
  const view = async () => {
    const answer = (await as("GET", "/api/admin/programme")).json() as ProgrammeAdminView;
    expect(JSON.stringify(answer.draft)).not.toMatch(/"(startsAt|endsAt|submissionId)"/);
    return { ...answer, draft: camelCase(answer.draft, Number.POSITIVE_INFINITY) as ProgrammeData };
  };
  const programmeAudit = () =>
    storedRows(harness.database.db, "audit_log", { entity_type: "programme" }, [
      "action",
      "entity_reference",
      "actor_email",
    ]);
  const placementMails = () =>
    storedRows(harness.database.db, "outbox", { kind: "programme_placement" }, [
      "id",
      "to_address",
      "subject",
      "status",
      "entity_id",
      "template_data",
    ]);

  return {
    harness,
    sessions,
    userIds,
    published,
    abstracts,
    as,
    expectRefused,
    view,
    programmeAudit,
    placementMails,
  };
}
