import { validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { outboxHarness } from "../../testing/outbox-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** Three authors: the presenting one gets the decision, the others (and the submitter) in copy. */
const submissionBy = (tag: string) => ({
  ...validSubmission(),
  email: `soumettant.${tag}@example.sn`,
  title: `Étude ${tag}`,
  authors: [
    {
      firstName: "Awa",
      lastName: `Sow-${tag}`,
      email: `awa.${tag}@example.sn`,
      affiliation: "UCAD",
      isPresenting: false,
    },
    {
      firstName: "Idrissa",
      lastName: `Ba-${tag}`,
      email: `idrissa.${tag}@example.sn`,
      affiliation: "UCAD",
      isPresenting: true,
    },
    { firstName: "Moussa", lastName: "Ndiaye", email: "", affiliation: "", isPresenting: false },
  ],
});

describe.each(DATABASE_ENGINES)(
  "submission decisions and their e-mails on $engine",
  ({ create }) => {
    const h = outboxHarness(create);
    const admin = signedInAdmin(h, "comite@example.ma");
    const submit = async (tag: string) => {
      const response = await postJson(h.app, "/api/submission", submissionBy(tag));
      expect(response.statusCode).toBe(201);
      return response.json() as { id: number; reference: string };
    };
    const statusOf = async (id: number) =>
      (
        await storedRow(h.database.db, "submissions", { id }, [
          "status",
          "committee_note",
          "author_message",
        ])
      ).status;
    const drafts = () => storedRows(h.database.db, "outbox", { kind: "submission_decision" });
    /** The acknowledgements of the submissions leave first, so that only decisions remain. */
    const deliverEverythingQueued = async () => {
      h.startClock();
      await h.worker().drain();
      h.smtp.received.length = 0;
    };

    it("decides in bulk, audits each change and leaves drafts the worker does not send", async () => {
      const a = await submit("a");
      const b = await submit("b");
      const untouched = await submit("c");
      await deliverEverythingQueued();

      const response = await admin("POST", "/api/admin/submissions/decisions", {
        ids: [a.id, b.id],
        status: "acceptee_orale",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ updated: 2, drafts: 2 });
      expect([await statusOf(a.id), await statusOf(b.id), await statusOf(untouched.id)]).toEqual([
        "acceptee_orale",
        "acceptee_orale",
        "soumise",
      ]);

      const audit = (
        await admin("GET", `/api/admin/audit?entity_type=submission&entity_id=${a.id}`)
      ).json() as { data: { action: string; actor_email: string; changes: unknown }[] };
      expect(audit.data).toEqual([
        expect.objectContaining({
          action: "submission.decision",
          actor_email: "comite@example.ma",
          changes: { status: ["soumise", "acceptee_orale"] },
        }),
      ]);

      const rows = await drafts();
      expect(rows.map((row) => [row.status, row.entity_id, row.to_address])).toEqual([
        ["draft", a.id, "idrissa.a@example.sn"],
        ["draft", b.id, "idrissa.b@example.sn"],
      ]);
      expect(JSON.parse(rows[0]?.cc_addresses ?? "")).toEqual([
        { name: "Awa Sow-a", address: "awa.a@example.sn" },
        { name: "Fatou Diallo", address: "soumettant.a@example.sn" },
      ]);
      h.advance(60 * 60 * 1000);
      expect(await h.worker().drain()).toBe(0);
      expect(h.smtp.received).toHaveLength(0);

      const list = (await admin("GET", "/api/admin/submissions?status=acceptee_orale")).json();
      expect(list.data.map((row: { id: number }) => row.id).sort()).toEqual([a.id, b.id].sort());
      expect(list.data[0]).toMatchObject({ status: "acceptee_orale" });
    });

    it("replaces a waiting draft when the decision changes, and drops it for a stage", async () => {
      const { id } = await submit("d");
      await admin("POST", "/api/admin/submissions/decisions", {
        ids: [id],
        status: "acceptee_poster",
      });
      await admin("POST", "/api/admin/submissions/decisions", { ids: [id], status: "refusee" });
      const mine = async () => (await drafts()).filter((row) => row.entity_id === id);
      expect((await mine()).map((row) => JSON.parse(row.template_data ?? "").decision)).toEqual([
        "refusee",
      ]);
      // The same decision again changes nothing: no second line, no second draft.
      const again = await admin("POST", "/api/admin/submissions/decisions", {
        ids: [id],
        status: "refusee",
      });
      expect(again.json()).toEqual({ updated: 0, drafts: 0 });
      expect(await mine()).toHaveLength(1);
      await admin("POST", "/api/admin/submissions/decisions", {
        ids: [id],
        status: "en_evaluation",
      });
      expect(await mine()).toEqual([]);
      const audit = (
        await admin("GET", `/api/admin/audit?entity_type=submission&entity_id=${id}`)
      ).json() as { data: { changes: { status: unknown } }[] };
      expect(audit.data.map((line) => line.changes.status)).toEqual([
        ["refusee", "en_evaluation"],
        ["acceptee_poster", "refusee"],
        ["soumise", "acceptee_poster"],
      ]);
    });

    it("puts the message to the author in the draft, never the committee's note", async () => {
      const { id } = await submit("e");
      const response = await admin("PUT", `/api/admin/submissions/${id}/decision`, {
        status: "a_reviser",
        committeeNote: "Méthodologie faible (note interne)",
        authorMessage: "Merci de préciser la taille de l'échantillon.",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().submission).toMatchObject({
        status: "a_reviser",
        committee_note: "Méthodologie faible (note interne)",
        author_message: "Merci de préciser la taille de l'échantillon.",
      });
      const listed = (await admin("GET", "/api/admin/decision-mails")).json().data as {
        submission_id: number;
        body: string;
        decision: string;
      }[];
      const draft = listed.find((row) => row.submission_id === id);
      expect(draft?.decision).toBe("a_reviser");
      expect(draft?.body).toContain("Bonjour Idrissa Ba-e,");
      expect(draft?.body).toContain("Merci de préciser la taille de l'échantillon.");
      expect(draft?.body).not.toContain("Méthodologie");
    });

    it("keeps one draft and sends each mail once when two staff act at the same moment", async () => {
      const { id } = await submit("m");
      const mine = async () => (await drafts()).filter((row) => row.entity_id === id);
      await Promise.all([
        admin("PUT", `/api/admin/submissions/${id}/decision`, { status: "acceptee_orale" }),
        admin("PUT", `/api/admin/submissions/${id}/decision`, { status: "acceptee_poster" }),
      ]);
      const [draft, ...others] = await mine();
      expect(others).toEqual([]);
      // The draft is the decision that was stored last.
      expect(JSON.parse(draft?.template_data ?? "").decision).toBe(await statusOf(id));

      const answers = await Promise.all([
        admin("POST", "/api/admin/decision-mails/send", { ids: [draft?.id] }),
        admin("POST", "/api/admin/decision-mails/send", { ids: [draft?.id] }),
      ]);
      expect(answers.map((answer) => answer.json().mails).sort()).toEqual([0, 1]);
      expect((await mine()).map((row) => row.status)).toEqual(["queued"]);
    });

    it("refuses a bad decision with a French message and writes nothing", async () => {
      const { id } = await submit("f");
      const before = await h.database.db.selectFrom("audit_log").select("id").execute();
      const bad = await admin("POST", "/api/admin/submissions/decisions", {
        ids: [id],
        status: "acceptee",
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.status).toEqual(["Veuillez choisir une décision valide"]);
      const none = await admin("POST", "/api/admin/submissions/decisions", {
        ids: [],
        status: "refusee",
      });
      expect(none.json().errors.ids).toEqual(["Veuillez sélectionner au moins une soumission"]);
      const unknown = await admin("POST", "/api/admin/submissions/decisions", {
        ids: [999_999],
        status: "refusee",
      });
      expect(unknown.statusCode).toBe(404);
      expect(await statusOf(id)).toBe("soumise");
      expect(await h.database.db.selectFrom("audit_log").select("id").execute()).toEqual(before);
    });

    it("sends the edited and selected drafts: the presenting author, the others in copy", async () => {
      await h.database.db.deleteFrom("outbox").execute();
      const g = await submit("g");
      const k = await submit("k");
      await deliverEverythingQueued();
      await admin("POST", "/api/admin/submissions/decisions", {
        ids: [g.id, k.id],
        status: "acceptee_poster",
      });
      const [draftG, draftK] = await drafts();
      if (!draftG || !draftK) throw new Error("expected two drafts");

      const edit = await admin("PUT", `/api/admin/decision-mails/${draftG.id}`, {
        subject: "Votre poster est accepté",
        body: "Chère Madame, cher Monsieur,\n\nTexte revu par le comité.",
      });
      expect(edit.statusCode).toBe(200);
      const badEdit = await admin("PUT", `/api/admin/decision-mails/${draftG.id}`, {
        subject: "",
        body: "x",
      });
      expect(badEdit.json().errors.subject).toEqual(["Veuillez saisir l'objet de l'e-mail"]);

      // On the E-mails screen: "À valider", with its copies, and never "Renvoyer" from there.
      const shown = (await admin("GET", `/api/admin/emails/${draftG.id}`)).json();
      expect(shown).toMatchObject({ status: "draft", subject: "Votre poster est accepté" });
      expect(shown.cc.map((person: { address: string }) => person.address)).toEqual([
        "awa.g@example.sn",
        "soumettant.g@example.sn",
      ]);
      expect(shown.text_body).toContain("Texte revu par le comité.");
      const resend = await admin("POST", `/api/admin/emails/${draftG.id}/resend`);
      expect(resend.statusCode).toBe(409);
      expect(resend.json().message).toBe(
        "Cet e-mail de décision attend sa validation : envoyez-le depuis « À envoyer ».",
      );

      const sent = await admin("POST", "/api/admin/decision-mails/send", { ids: [draftG.id] });
      expect(sent.json()).toEqual({ mails: 1, recipients: 3 });
      h.startClock();
      expect(await h.worker().drain()).toBe(1);
      expect(h.smtp.received).toHaveLength(1);
      const [mail] = h.smtp.received;
      expect(mail?.subject).toBe("Votre poster est accepté");
      expect(mail?.text).toContain("Texte revu par le comité.");
      expect(mail?.envelopeTo.sort()).toEqual(
        ["awa.g@example.sn", "idrissa.g@example.sn", "soumettant.g@example.sn"].sort(),
      );
      expect(mail?.headers.get("cc")).toBeDefined();
      expect(mail?.to).toMatchObject({ value: [{ address: "idrissa.g@example.sn" }] });

      // Sent: it can no longer be edited, nor sent twice; the other draft still waits.
      const late = await admin("PUT", `/api/admin/decision-mails/${draftG.id}`, {
        subject: "Trop tard",
        body: "Trop tard",
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        "Cet e-mail a déjà été envoyé : il ne peut plus être modifié.",
      );
      const remaining = (await admin("GET", "/api/admin/decision-mails")).json().data;
      expect(remaining.map((row: { id: number }) => row.id)).toEqual([draftK.id]);

      const rest = await admin("POST", "/api/admin/decision-mails/send", {});
      expect(rest.json()).toEqual({ mails: 1, recipients: 3 });
      expect((await admin("POST", "/api/admin/decision-mails/send", {})).json()).toEqual({
        mails: 0,
        recipients: 0,
      });
      const audit = (
        await admin("GET", `/api/admin/audit?entity_type=submission&entity_id=${g.id}`)
      ).json() as { data: { action: string }[] };
      expect(audit.data.map((line) => line.action)).toEqual([
        "submission.decision_mail.send",
        "submission.decision",
      ]);
    });
  },
);
