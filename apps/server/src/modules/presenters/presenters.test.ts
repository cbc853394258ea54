import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { SPACE_START, spaceHarness } from "../../testing/space-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** A submission whose presenting author is `presenter` (blank: she has no e-mail of her own). */
const presentedBy = (submitter: string, presenter: string, title: string) => ({
  email: submitter,
  title,
  authors: [
    { firstName: "Fatou", lastName: "Diallo", email: submitter },
    { firstName: "Awa", lastName: "Sow", email: presenter, isPresenting: true },
  ],
});

describe.each(DATABASE_ENGINES)("presenters registered and paid on $engine", ({ create }) => {
  const h = spaceHarness(create);
  const admin = signedInAdmin(h, "comite.presenters@example.ma");
  const ok = async (answer: Promise<LightMyRequestResponse>, status = 200) => {
    const settled = await answer;
    expect(settled.statusCode, settled.body).toBe(status);
    return settled;
  };

  it("flags the accepted abstracts whose presenter is not registered and paid, selects them for a mailing, and withdraws them all after the date", async () => {
    // A: presented by a paid delegate (her own e-mail, in another case).
    const a = await h.submit(presentedBy("sa@example.sn", "Pa@Example.sn", "Étude A"));
    const paid = await h.register({ email: "pa@example.sn" });
    await ok(
      admin("POST", `/api/admin/registrations/${paid.id}/payment/waive`, { reason: "Orateur" }),
    );
    // B: the presenter has no e-mail: the submitter's unpaid registration counts, and is not enough.
    const b = await h.submit(presentedBy("sb@example.sn", "", "Étude B"));
    await h.register({ email: "sb@example.sn" });
    // C: nobody registered with her e-mail; staff link a settled registration by hand.
    const c = await h.submit(presentedBy("sc@example.sn", "pc@example.sn", "Étude C"));
    const other = await h.register({ email: "pc.autre@example.ma" });
    await ok(
      admin("POST", `/api/admin/registrations/${other.id}/payment/waive`, { reason: "Orateur" }),
    );
    // Not accepted: never flagged.
    await h.submit(presentedBy("sd@example.sn", "pd@example.sn", "Étude D"));
    for (const { id } of [a, b, c]) {
      await ok(admin("PUT", `/api/admin/submissions/${id}/decision`, { status: "acceptee_orale" }));
    }

    const flags = async () =>
      Object.fromEntries(
        (await admin("GET", "/api/admin/presenters"))
          .json()
          .data.map((row: { reference: string; registered: boolean }) => [
            row.reference,
            row.registered,
          ]),
      );
    expect(await flags()).toEqual({
      [a.reference]: true,
      [b.reference]: false,
      [c.reference]: false,
    });
    await ok(
      admin("PUT", `/api/admin/submissions/${c.id}/presenter-registration`, {
        registrationId: other.id,
      }),
    );
    expect(await flags()).toEqual({
      [a.reference]: true,
      [b.reference]: false,
      [c.reference]: true,
    });

    const audience = { kind: "submissions", unregisteredPresenter: true, include: ["submitter"] };
    const count = await ok(admin("POST", "/api/admin/mailings/count", { audience }));
    expect(count.json()).toEqual({ recipients: 1 });

    const early = await ok(
      admin("POST", "/api/admin/presenters/withdraw-unregistered", { confirm: true }),
      409,
    );
    expect(early.json().message).toBe(
      "Fixez d'abord la date limite d'inscription des présentateurs.",
    );
    await ok(
      admin("PUT", "/api/admin/presenter-deadline", {
        closesAt: new Date(SPACE_START.getTime() - 60_000).toISOString(),
      }),
    );
    await ok(admin("POST", "/api/admin/presenters/withdraw-unregistered", {}), 422);
    const done = await ok(
      admin("POST", "/api/admin/presenters/withdraw-unregistered", { confirm: true }),
    );
    expect(done.json()).toEqual({ withdrawn: [b.reference] });
    const rows = await h.database.db
      .selectFrom("submissions")
      .select(["id", "presentation"])
      .where("id", "in", [a.id, b.id, c.id])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.presentation)).toEqual([null, "withdrawn", null]);
    expect(await flags()).toEqual({ [a.reference]: true, [c.reference]: true });
    const audit = await auditLinesOf(h.database.db, "submission.unregistered_presenters_withdraw", [
      "actor_email",
      "changes",
    ]);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_email).toBe("comite.presenters@example.ma");
    expect(audit[0]?.changes).toContain(b.reference);
  });
});
