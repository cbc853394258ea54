import { SPACE_PAGE_PATHS } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { adminBrowser } from "../../testing/admin-session.ts";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { decisionMailSent, spaceHarness } from "../../testing/space-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { SPACE_MESSAGES } from "./space-messages.ts";

describe.each(DATABASE_ENGINES)("what « Mon espace » shows on $engine", ({ create }) => {
  const h = spaceHarness(create);

  it("GET /api/space gives her registrations and submissions, and nothing of anyone else", async () => {
    const mine = await h.register({ email: "Amina.Benali@Example.ma", latinName: "" }, "en");
    const second = await h.register({ email: "amina.benali@example.ma ", lastName: "Alaoui" });
    await h.register({ email: "other@example.ma", firstName: "Autre" });
    const submitted = await h.submit({ email: "AMINA.BENALI@example.ma" });
    await h.submit({ email: "other@example.ma", title: "Un autre résumé" });

    const answer = await h.space(await openDelegateSession(h.app, "amina.benali@example.ma"));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toBe("noindex");
    const body = answer.json();
    expect(body.email).toBe("amina.benali@example.ma");
    expect(body.registrations.map((r: { id: number }) => r.id)).toEqual([mine.id, second.id]);
    const { details } = { details: h.app.mail.settings.bankTransfer };
    expect(body.registrations[0]).toEqual({
      id: mine.id,
      reference: mine.reference,
      first_name: "Amina",
      last_name: "Benali",
      latin_name: "",
      institution: "CHU Ibn Rochd",
      country: "Maroc",
      phone: "+212 600 000 001",
      dietary_restrictions: "Végétarien",
      participation_type: "professionnel",
      payment_status: "en_attente",
      amount_due_centimes: expect.any(Number),
      amount_received_centimes: 0,
      created_at: expect.any(String),
      bank_transfer: {
        details: details.published ? details.details : null,
        transfer_reference: `${mine.reference} BENALI Amina`,
      },
    });
    expect(body.submissions).toEqual([
      {
        id: submitted.id,
        reference: submitted.reference,
        title: "Accès à la contraception en milieu rural",
        submission_type: "oral",
        category: "sante-femmes",
        authors: [
          {
            first_name: "Fatou",
            last_name: "Diallo",
            affiliation: "UCAD, Dakar",
            country: "",
            is_presenting: true,
          },
          {
            first_name: "Moussa",
            last_name: "Ndiaye",
            affiliation: "",
            country: "",
            is_presenting: false,
          },
        ],
        created_at: expect.any(String),
      },
    ]);
    expect(answer.body).not.toContain("other@example.ma");
    expect(answer.body).not.toContain("Autre");
    expect(answer.body).not.toContain("Un autre résumé");
  });

  it("a paid registration has no bank details; a decision shows only once its mail was sent", async () => {
    const { id } = await h.register({ email: "paid@example.ma" });
    const { id: submissionId } = await h.submit({ email: "paid@example.ma" });
    const admin = await adminBrowser(h, "direction@example.ma");
    const waived = await admin("POST", `/api/admin/registrations/${id}/payment/waive`, {
      reason: "Orateur invité",
    });
    expect(waived.statusCode).toBe(200);
    await h.database.db
      .updateTable("submissions")
      .set({ status: "acceptee_orale" })
      .where("id", "=", submissionId)
      .execute();
    await h.app.mail.queue(h.database.db, [
      {
        kind: "submission_decision",
        to: { name: "Fatou Diallo", address: "paid@example.ma" },
        subject: "Décision",
        entity: { type: "submission", id: submissionId },
        draft: true,
        html: "<p>Décision</p>",
        text: "Décision",
      },
    ]);
    const headers = await openDelegateSession(h.app, "paid@example.ma");
    const before = (await h.space(headers)).json();
    expect(before.registrations[0].payment_status).toBe("exoneree");
    expect(before.registrations[0]).not.toHaveProperty("bank_transfer");
    expect(before.submissions[0]).not.toHaveProperty("decision");

    await decisionMailSent(h.database.db, submissionId);
    const after = (await h.space(headers)).json();
    expect(after.submissions[0].decision).toBe("acceptee_orale");
  });

  it("the stars of « Mon programme » follow the delegate: saved, read back, refused when malformed", async () => {
    await h.register({ email: "stars@example.ma" });
    await h.register({ email: "else@example.ma" });
    const mine = await openDelegateSession(h.app, "stars@example.ma");
    const theirs = await openDelegateSession(h.app, "else@example.ma");
    const agenda = (headers: Record<string, string>) => h.space(headers, "/api/space/agenda");
    const save = (headers: Record<string, string>, sessionIds: unknown, language = "fr") =>
      h.app.inject({
        method: "PUT",
        url: "/api/space/agenda",
        payload: { sessionIds },
        headers: { ...headers, "accept-language": language },
      });
    expect((await agenda(mine)).json()).toEqual({ session_ids: [] });
    const ids = ["2025-10-30-0900-amphi", "7c9e6679-7425-40de-944b-e07fc1f90ae7"];
    const saved = await save(mine, [...ids, ids[0]]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ session_ids: ids });
    expect((await agenda(mine)).json()).toEqual({ session_ids: ids });
    expect((await agenda(theirs)).json()).toEqual({ session_ids: [] });

    const refused = await save(mine, ["<script>"], "en");
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(SPACE_MESSAGES.en.agendaInvalid);
    expect((await agenda(mine)).json()).toEqual({ session_ids: ids });
  });

  it("the confirmation mails carry a plain link to « Mon espace » in the delegate's language", async () => {
    const siteUrl = h.app.mail.context.edition.siteUrl;
    await h.register({ email: "conf-en@example.ma" }, "en");
    await h.submit({ email: "conf-ar@example.sn" }, "ar");
    await h.register({ email: "conf-fr@example.ma" });
    for (const [email, kind, locale] of [
      ["conf-en@example.ma", "registration_confirmation", "en"],
      ["conf-ar@example.sn", "submission_acknowledgement", "ar"],
      ["conf-fr@example.ma", "registration_confirmation", "fr"],
    ] as const) {
      const [row] = await h.mailsTo(email, kind);
      const bodies = await h.bodiesOf(row as NonNullable<typeof row>);
      expect(bodies.text, email).toContain(`${siteUrl}${SPACE_PAGE_PATHS[locale]}`);
      expect(bodies.html, email).toContain(`${siteUrl}${SPACE_PAGE_PATHS[locale]}<`);
      expect(bodies.text, email).not.toMatch(/mon-espace#/);
    }
  });

  it("the Journal names a delegate's change as hers (actor_kind delegate, her e-mail)", async () => {
    await recordAudit(h.database.db, {
      actor: { id: null, email: "amina.benali@example.ma", kind: "delegate" },
      action: "registration.update",
      entity: { type: "registration", id: 1, reference: "CPSS-TEST1" },
      at: new Date(),
    });
    const admin = await adminBrowser(h, "journal@example.ma");
    const lines = (await admin("GET", "/api/admin/audit")).json().data;
    expect(lines).toContainEqual(
      expect.objectContaining({ actor_email: "amina.benali@example.ma", actor_kind: "delegate" }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ actor_email: "journal@example.ma", actor_kind: "staff" }),
    );
  });
});
