import {
  AUDIT_SETTING_ACCESS,
  CLOSING_TIME_SETTINGS,
  STAFF_ROLES,
  type StaffRole,
} from "@congres/shared";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_REFUSED_MESSAGE } from "../../plugins/session.ts";
import { asAdmin, staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { readCsv } from "../../testing/read-csv.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { MAPPING_SETTING } from "../bank-import/confirm-import-workflow.ts";
import { CASH_PAYMENTS_SETTING, CERTIFICATES_SETTING } from "../check-in/check-in-settings.ts";
import { PRESENTER_DEADLINE_SETTING } from "../presenters/presenter-checks.ts";
import { REVIEW_SETTINGS_KEY } from "../reviews/review-settings.ts";
import { CHANGE_DEADLINE_SETTING } from "../space-registrations/change-deadline.ts";
import { REQUIRED_ROLES_SETTING } from "../staff/two-factor.ts";
import { VISA_UNPAID_SETTING } from "../visa-letters/visa-letter-settings.ts";

/**
 * The role matrix's second axis (issue #36 item 4, decision 0057): not whether a role may call a
 * route (role-matrix.test.ts) but WHAT it reads there — the Journal's lines, totals, search hits,
 * filters and actors, and the columns of the submissions' exports. One entry of each kind is made
 * through the API by the role that makes it in real life; each role's reading is then written out.
 */

const EMAIL = Object.fromEntries(STAFF_ROLES.map((role) => [role, `${role}@example.ma`])) as Record<
  StaffRole,
  string
>;
const COMMITTEE_NOTE = "Note confidentielle : plagiat soupçonné";
const TO_COMMITTEE = "Commentaire réservé au comité : méthode fragile";
const TO_AUTHORS = "Les objectifs sont clairs.";
const SCORES = { originalite: 2, methodologie: 1, pertinence: 3, clarte: 2 };
const INVITED = "nouvelle.recrue@example.ma";

/** Every trace of the committee's data a line, an export or an answer could carry. */
const COMMITTEE_SECRETS = [
  COMMITTEE_NOTE,
  TO_COMMITTEE,
  EMAIL.reviewer,
  EMAIL.committee,
  "submission.review",
  "submission.reviewer",
  "submission.decision",
  "a_reviser",
  "methodologie",
];

type Line = { action: string; actor_email: string; entity_reference: string };

describe("the Journal's settings lines", () => {
  it("are read by the roles of the screen of each setting the server writes", () => {
    expect(AUDIT_SETTING_ACCESS).toEqual({
      [CLOSING_TIME_SETTINGS.registration]: "office",
      [CLOSING_TIME_SETTINGS.submission]: "office",
      [MAPPING_SETTING]: "office",
      [CASH_PAYMENTS_SETTING]: "office",
      [CERTIFICATES_SETTING]: "office",
      [CHANGE_DEADLINE_SETTING]: "office",
      [VISA_UNPAID_SETTING]: "office",
      [REVIEW_SETTINGS_KEY]: "committee",
      [PRESENTER_DEADLINE_SETTING]: "committee",
      [REQUIRED_ROLES_SETTING]: "admin",
    });
  });
});

describe.each(DATABASE_ENGINES)("what each staff role reads on $engine", ({ create }) => {
  const sessions = {} as Record<StaffRole, string>;
  let submission = { id: 0, reference: "" };
  let registration = { id: 0, reference: "" };
  const as = (role: StaffRole, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    asAdmin(harness.app, sessions[role], method, url, payload);
  const journal = async (role: StaffRole, query = "", perPage = 100) => {
    const url = `/api/admin/audit?per_page=${perPage}${query}`;
    const answer = (await as(role, "GET", url)).json();
    return {
      total: answer.total as number,
      lines: (answer.data as Line[]).map((line) => `${line.action} ${line.actor_email}`).sort(),
    };
  };

  /** The roles whose screens have no Journal are refused `url`, with the roles' message. */
  const expectRefusedToTheOtherRoles = async (url: string) => {
    for (const role of ["committee", "reviewer", "desk"] as const) {
      const refused = await as(role, "GET", url);
      expect([refused.statusCode, refused.json().message], role).toEqual([
        403,
        ROLE_REFUSED_MESSAGE,
      ]);
    }
  };

  const harness = appHarness(create);
  beforeAll(async () => {
    const staff = await staffAccounts(harness, STAFF_ROLES);
    Object.assign(sessions, staff.sessions);
    const reviewerId = Number(
      (await storedRow(harness.database.db, "users", { email: EMAIL.reviewer }, ["id"])).id,
    );
    registration = (await postJson(harness.app, "/api/registration", validRegistration())).json();
    submission = (await postJson(harness.app, "/api/submission", validSubmission())).json();
    const made = [
      // A payment and a closing time: the office's.
      await as(
        "secretariat",
        "POST",
        `/api/admin/registrations/${registration.id}/payment/mark-paid`,
        {
          paidAt: "2025-10-05",
          amount: "1000",
        },
      ),
      await as("secretariat", "PUT", "/api/admin/deadlines/registration", {
        closesAt: "2025-11-01T12:00",
      }),
      // An assignment, a review submitted and a decision with its note: the committee's.
      await as("committee", "POST", `/api/admin/submissions/${submission.id}/reviewers`, {
        userId: reviewerId,
      }),
      await as("reviewer", "PUT", `/api/review/assignments/${submission.id}`, {
        scores: SCORES,
        recommendation: "a_reviser",
        commentToCommittee: TO_COMMITTEE,
        commentToAuthors: TO_AUTHORS,
        submit: true,
        // The first save of a new assignment: the form was loaded from revision 0.
        revision: 0,
      }),
      await as("committee", "PUT", `/api/admin/submissions/${submission.id}/decision`, {
        status: "acceptee_poster",
        committeeNote: COMMITTEE_NOTE,
      }),
      // A staff change: the admin's.
      await as("admin", "POST", "/api/admin/users", {
        name: "Nouvelle recrue",
        email: INVITED,
        role: "secretariat",
      }),
    ];
    expect(made.map((answer) => answer.statusCode)).toEqual([200, 200, 201, 200, 200, 201]);
  });

  it("gives each role exactly the Journal lines of its areas, with totals to match", async () => {
    const everyLine = [
      ...STAFF_ROLES.map((role) => `auth.sign_in ${EMAIL[role]}`),
      `registration.payment.mark_paid ${EMAIL.secretariat}`,
      `registration.receipt.issue ${EMAIL.secretariat}`,
      `setting.update ${EMAIL.secretariat}`,
      `submission.reviewer.assign ${EMAIL.committee}`,
      `submission.review.submit ${EMAIL.reviewer}`,
      `submission.decision ${EMAIL.committee}`,
      `user.invite ${EMAIL.admin}`,
    ].sort();
    const office = [
      `registration.payment.mark_paid ${EMAIL.secretariat}`,
      `registration.receipt.issue ${EMAIL.secretariat}`,
      `setting.update ${EMAIL.secretariat}`,
    ].sort();
    expect(await journal("admin")).toEqual({ total: everyLine.length, lines: everyLine });
    expect(await journal("secretariat")).toEqual({ total: office.length, lines: office });
    // Paged one line at a time, the total still counts only the readable lines.
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await journal("secretariat", `&page=${page}`, 1));
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3, 3]);
    expect(pages.flatMap((page) => page.lines).sort()).toEqual(office);
    await expectRefusedToTheOtherRoles("/api/admin/audit");
  });

  it("finds through the search index and the filters only the lines a role may read", async () => {
    // The reviewer's e-mail and the submission's reference are in the searched text.
    expect(await journal("admin", `&q=${EMAIL.reviewer}`)).toEqual({
      total: 2,
      lines: [`auth.sign_in ${EMAIL.reviewer}`, `submission.review.submit ${EMAIL.reviewer}`],
    });
    expect(await journal("secretariat", `&q=${EMAIL.reviewer}`)).toEqual({ total: 0, lines: [] });
    expect((await journal("admin", `&q=${submission.reference}`)).total).toBe(3);
    expect(await journal("secretariat", `&q=${submission.reference}`)).toEqual({
      total: 0,
      lines: [],
    });
    expect(await journal("secretariat", `&q=${registration.reference}`)).toEqual({
      total: 2,
      lines: [
        `registration.payment.mark_paid ${EMAIL.secretariat}`,
        `registration.receipt.issue ${EMAIL.secretariat}`,
      ],
    });
    for (const filter of [
      "&action=submission.review.submit",
      "&action=submission.decision",
      "&action=user.invite",
      "&entity_type=user",
      `&entity_type=submission&entity_id=${submission.id}`,
      `&actor=${EMAIL.reviewer}`,
    ]) {
      expect(await journal("secretariat", filter), filter).toEqual({ total: 0, lines: [] });
      expect((await journal("admin", filter)).total, filter).toBeGreaterThan(0);
    }
    // A setting is read by the roles of its screen: the two-factor rule is not the office's.
    expect(await journal("secretariat", "&action=setting.update")).toEqual({
      total: 1,
      lines: [`setting.update ${EMAIL.secretariat}`],
    });
  });

  it("lists as actors only the people of the lines a role may read", async () => {
    const actors = async (role: StaffRole) =>
      (await as(role, "GET", "/api/admin/audit/actors")).json().data;
    expect(await actors("admin")).toEqual(STAFF_ROLES.map((role) => EMAIL[role]).sort());
    expect(await actors("secretariat")).toEqual([EMAIL.secretariat]);
    await expectRefusedToTheOtherRoles("/api/admin/audit/actors");
  });

  it("exports a submission's data without the committee's to a role that may not open review", async () => {
    const exported = async (role: StaffRole) => {
      const answer = await as(role, "POST", `/api/admin/submissions/${submission.id}/export`);
      return { status: answer.statusCode, body: answer.body, json: answer.json() };
    };
    const office = await exported("secretariat");
    expect(office.status).toBe(200);
    expect(office.json.record).not.toHaveProperty("committee_note");
    expect(office.json.record.status).toBe("acceptee_poster");
    expect(office.json.record.reviews).toEqual([
      {
        status: "envoyee",
        comment_to_authors: TO_AUTHORS,
        assigned_at: expect.any(String),
        submitted_at: expect.any(String),
      },
    ]);
    expect(office.json.audit).toEqual([]);
    for (const secret of COMMITTEE_SECRETS) expect(office.body, secret).not.toContain(secret);

    const full = await exported("admin");
    expect(full.json.record.committee_note).toBe(COMMITTEE_NOTE);
    expect(full.json.record.reviews).toEqual([
      expect.objectContaining({
        scores: SCORES,
        recommendation: "a_reviser",
        comment_to_committee: TO_COMMITTEE,
        comment_to_authors: TO_AUTHORS,
      }),
    ]);
    // The Journal's committee lines, the reviewer never named (decision 0046); the office's export.
    expect(full.json.audit.map((line: Line) => [line.action, line.actor_email])).toEqual([
      ["submission.reviewer.assign", ""],
      ["submission.review.submit", ""],
      ["submission.decision", EMAIL.committee],
      ["submission.export", EMAIL.secretariat],
    ]);
    expect(full.body).not.toContain(EMAIL.reviewer);
    for (const role of ["committee", "reviewer", "desk"] as const) {
      expect((await exported(role)).status, role).toBe(403);
    }
  });

  it("gives the committee's columns of the submissions list only to who may open review", async () => {
    for (const role of STAFF_ROLES) {
      const answer = await as(role, "GET", "/api/admin/submissions/export.csv");
      if (role === "admin" || role === "committee") {
        const [header, row] = readCsv(answer.body);
        expect(header, role).toContain("Note du comité");
        expect(row?.[header?.indexOf("Note du comité") ?? -1], role).toBe(COMMITTEE_NOTE);
      } else {
        expect([answer.statusCode, answer.json().message], role).toEqual([
          403,
          ROLE_REFUSED_MESSAGE,
        ]);
        expect(answer.body, role).not.toContain(COMMITTEE_NOTE);
      }
    }
  });

  it("re-runs the issue's sequence: the secretariat reads none of the committee's data", async () => {
    const read = [
      await as("secretariat", "GET", "/api/admin/audit"),
      await as("secretariat", "GET", "/api/admin/audit?per_page=100&q=submission"),
      await as("secretariat", "GET", "/api/admin/audit/actors"),
      await as("secretariat", "POST", `/api/admin/submissions/${submission.id}/export`),
      await as("secretariat", "GET", `/api/admin/submissions/${submission.id}/reviews`),
    ];
    expect(read.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 403]);
    for (const answer of read) {
      for (const secret of COMMITTEE_SECRETS) expect(answer.body, secret).not.toContain(secret);
      expect(answer.body).not.toContain(INVITED);
    }
  });
});
