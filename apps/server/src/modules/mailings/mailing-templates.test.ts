import type { StaffRole } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** The body that froze the site (issue #36 item 1), and its smaller sibling (1.3 s a request). */
const HOSTILE = "{% for a in (1..100000) %}{% for b in (1..100000) %}{% endfor %}{% endfor %}";
const SMALLER = "{% for a in (1..3000) %}{% for b in (1..3000) %}{% endfor %}{% endfor %}";

/** The bound the issue sets: the site answers within it while a hostile draft is handled. */
const HEALTH_BOUND_MS = 100;

describe.each(DATABASE_ENGINES)("mailing templates on $engine", ({ create }) => {
  const sessions = {} as Record<StaffRole, string>;

  const as = (role: StaffRole, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    asAdmin(harness.app, sessions[role], method, url, payload);

  const harness = appHarness(create);
  beforeAll(async () => {
    const roles = ["admin", "secretariat", "committee", "reviewer"] as const;
    const staff = await staffAccounts(harness, roles, (role) => role !== "reviewer");
    Object.assign(sessions, staff.sessions);
    await postJson(harness.app, "/api/registration", validRegistration());
    await harness.database.db.deleteFrom("outbox").execute();
  });

  it("refuses the loop over ranges at saving, as secretariat and committee, with a French sentence; stores nothing", async () => {
    const texts = (body: string) => ({ subject: { fr: "Bonjour" }, body: { fr: body } });
    const attempts = [
      ["secretariat", { kind: "registrations" }],
      ["committee", { kind: "reviewers" }],
    ] as const;
    for (const [role, audience] of attempts) {
      const saved = await as(role, "POST", "/api/admin/mailings", { audience, ...texts(HOSTILE) });
      expect(saved.statusCode, role).toBe(422);
      expect(saved.json().message).toBe(
        "La balise {% for %} n'est pas permise dans un message groupé : seuls les champs ({{prenom}}…) et les conditions ({% if %}, {% unless %}, {% case %}) le sont.",
      );
      expect(saved.json().errors).toEqual({ "body.fr": [saved.json().message] });
    }
    // Nor through a draft's edit, nor in another language or the subject.
    const draft = await as("secretariat", "POST", "/api/admin/mailings", {
      audience: { kind: "registrations" },
      ...texts("Bonjour {{prenom}}"),
    });
    expect(draft.statusCode).toBe(201);
    const edited = await as("secretariat", "PUT", `/api/admin/mailings/${draft.json().id}`, {
      audience: { kind: "registrations" },
      subject: { fr: "Bonjour", ar: "{% tablerow a in (1..100000) %}{% endtablerow %}" },
      body: { fr: "Bonjour" },
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({
      "subject.ar": [expect.stringContaining("La balise {% tablerow %} n'est pas permise")],
    });
    const stored = await harness.database.db.selectFrom("mailings").select("body").execute();
    expect(stored).toEqual([{ body: JSON.stringify({ fr: "Bonjour {{prenom}}" }) }]);
  });

  it("refuses what repeats or multiplies text, by name; keeps placeholders, conditions and plain filters", async () => {
    const save = (body: string) =>
      as("secretariat", "POST", "/api/admin/mailings", {
        audience: { kind: "registrations" },
        subject: { fr: "Bonjour" },
        body: { fr: body },
      });
    const refused = [
      ["{% assign x = prenom %}", "La balise {% assign %} n'est pas permise"],
      ["{% liquid\nfor a in (1..100000)\nendfor %}", "La balise {% liquid %} n'est pas permise"],
      ["{% capture x %}{{prenom}}{% endcapture %}", "La balise {% capture %} n'est pas permise"],
      ["{% include 'autre' %}", "La balise {% include %} n'est pas permise"],
      ['{{ prenom | replace: "a", "aaaaaaaaaa" }}', "Le filtre « replace » n'est pas permis"],
      ["{{ (1..1000000000) }}", "pas d'intervalle comme (1..10)"],
      ["{% if (1..1000000000) contains 1 %}oui{% endif %}", "pas d'intervalle comme (1..10)"],
      ["{% if prenom %}{% for a in (1..10) %}{% endfor %}{% endif %}", "{% for %}"],
      ["{{ prenom.size }}", "ni de propriété comme {{prenom.size}}"],
    ] as const;
    for (const [body, reason] of refused) {
      const answer = await save(body);
      expect(answer.statusCode, body).toBe(422);
      expect(answer.json().message, body).toContain(reason);
    }
    const before = await countRows(harness.database.db, "mailings");
    const kept = await save(
      '{% if montant_du != "" %}Reste dû : {{ montant_du }}{% else %}Rien à régler{% endif %}, {{ prenom | default: "Madame, Monsieur" | upcase }}{% unless nom %}!{% endunless %}{% case statut_paiement %}{% when "Payée" %}Merci{% endcase %}',
    );
    expect(kept.statusCode).toBe(201);
    const preview = await as("secretariat", "GET", `/api/admin/mailings/${kept.json().id}/preview`);
    expect(preview.json().text).toContain("Reste dû : 1");
    expect(preview.json().text).toContain("AMINA");
    expect(await countRows(harness.database.db, "mailings")).toBe(before + 1);
  });

  it("answers a hostile draft stored before the fix at once, in French, and the site within 100 ms meanwhile", async () => {
    const stored = async (body: string) => {
      const { id } = await harness.database.db
        .insertInto("mailings")
        .values({
          audience_kind: "registrations",
          audience: JSON.stringify({ kind: "registrations" }),
          subject: JSON.stringify({ fr: "Ancien brouillon" }),
          body: JSON.stringify({ fr: body }),
          created_at: new Date().toISOString(),
          created_by_id: null,
          created_by_email: "secretariat@example.ma",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    };
    for (const body of [SMALLER, HOSTILE]) {
      const id = await stored(body);
      const latencies: number[] = [];
      let done = false;
      // One health request always in flight: a blocked event loop shows in its answer's time.
      // Each waits its turn behind the other requests' I/O, as a visitor's would.
      const pinging = (async () => {
        while (!done || latencies.length < 20) {
          await new Promise((resolve) => setImmediate(resolve));
          const started = performance.now();
          const health = await harness.app.inject({ method: "GET", url: "/api/health" });
          latencies.push(performance.now() - started);
          expect(health.statusCode).toBe(200);
        }
      })();
      const answers = await Promise.all([
        as("secretariat", "GET", `/api/admin/mailings/${id}`),
        as("secretariat", "GET", `/api/admin/mailings/${id}/preview`),
        as("secretariat", "POST", `/api/admin/mailings/${id}/test`, {}),
        as("secretariat", "POST", `/api/admin/mailings/${id}/send`),
        as("secretariat", "GET", `/api/admin/mailings/${id}/preview`),
      ]).finally(() => {
        done = true;
      });
      await pinging;
      const [detail, ...refused] = answers;
      expect(detail?.statusCode).toBe(200);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().message).toBe(
          "Ce brouillon ne peut être ni prévisualisé ni envoyé : La balise {% for %} n'est pas permise dans un message groupé : seuls les champs ({{prenom}}…) et les conditions ({% if %}, {% unless %}, {% case %}) le sont. Modifiez-le.",
        );
      }
      expect(Math.max(...latencies)).toBeLessThan(HEALTH_BOUND_MS);
      const row = await storedRow(harness.database.db, "mailings", { id }, [
        "status",
        "recipients",
      ]);
      expect(row).toEqual({ status: "draft", recipients: null });
    }
    expect(await countRows(harness.database.db, "outbox")).toBe(0);
  });
});
