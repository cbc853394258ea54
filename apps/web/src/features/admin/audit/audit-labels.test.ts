import { describe, expect, it } from "vitest";
import { formatBankDate } from "../core/admin-format.ts";
import { auditChangeLines, auditValue } from "./audit-labels.ts";

describe("audit labels", () => {
  it("writes an audit line's changes in French", () => {
    expect(
      auditChangeLines({
        entity_type: "registration",
        changes: {
          payment_status: ["en_attente", "payee"],
          amount_received_centimes: [40_000, 100_000],
          paid_at: [null, "2025-10-05"],
          bank_label: ["", "VIR CPSS-7KQ2M"],
        },
      }),
    ).toEqual([
      "Statut de paiement : En attente → Payée",
      "Montant reçu : 400,00 DH → 1\u202f000,00 DH",
      "Date de paiement : — → 5 octobre 2025",
      "Libellé du virement : — → VIR CPSS-7KQ2M",
    ]);
    expect(auditValue("closes_at", "2025-10-20T22:59:00.000Z")).toBe("20 octobre 2025 à 23:59");
    expect(
      auditChangeLines({
        entity_type: "submission",
        changes: { status: ["soumise", "acceptee_poster"], author_message: ["", "Bravo"] },
      }),
    ).toEqual(["Décision : Soumise → Acceptée (poster)", "Message à l'auteur : — → Bravo"]);
    expect(formatBankDate("2025-11-01")).toBe("1 novembre 2025");
  });

  it("words a change of role with the roles' French labels", () => {
    expect(
      auditChangeLines({ entity_type: "user", changes: { role: ["admin", "secretariat"] } }),
    ).toEqual(["Rôle : Administrateur → Secrétariat"]);
  });

  it("words the lines of invitations and password links", () => {
    expect(
      auditChangeLines({
        entity_type: "user",
        changes: { link_expires_at: [null, "2025-10-10T08:00:00.000Z"] },
      }),
    ).toEqual(["Lien valable jusqu'au : — → 10 octobre 2025 à 09:00"]);
    expect(
      auditChangeLines({
        entity_type: "user",
        changes: { sessions_ended: [null, 2], link: [null, "password_reset"] },
      }),
    ).toEqual(["Sessions fermées : — → 2", "Lien utilisé : — → Mot de passe oublié"]);
  });

  it("words what an export took out, the bank statement's columns and every other value", () => {
    expect(
      auditChangeLines({
        entity_type: "registration",
        changes: {
          export: [
            null,
            {
              format: "xlsx",
              q: "benali",
              payment_status: "payee",
              country: "Sénégal",
              sort: "last_name",
              order: "asc",
            },
          ],
        },
      }),
    ).toEqual([
      "Export : XLSX, recherche « benali », Statut de paiement : Payée, Pays : Sénégal, tri : Nom (A → Z)",
    ]);
    expect(
      auditChangeLines({
        entity_type: "contact",
        changes: { export: [null, { format: "csv", created_from: "2025-10-01" }] },
      }),
    ).toEqual(["Export : CSV, Reçus depuis le : 1 octobre 2025"]);
    expect(
      auditChangeLines({
        entity_type: "submission",
        changes: { export: [null, { format: "csv" }] },
      }),
    ).toEqual(["Export : CSV, toutes les lignes"]);
    const mapping = JSON.stringify({
      date: "Date valeur",
      amount: "Crédit",
      label: "Libellé",
      payer: null,
    });
    expect(
      auditChangeLines({
        entity_type: "setting",
        changes: { bank_import_mapping: [null, mapping] },
      }),
    ).toEqual([
      "Colonnes du relevé bancaire : — → Date de l'opération « Date valeur », Montant (crédit) « Crédit », Libellé « Libellé », Donneur d'ordre —",
    ]);
    expect(
      auditChangeLines({ entity_type: "user", changes: { sessions_ended: [null, 2] } }),
    ).toEqual(["Sessions fermées : — → 2"]);
    // Whatever a line holds, never a JavaScript object's name nor raw JSON.
    expect(auditValue("authors", { first_name: "Awa", accommodation_needed: true })).toBe(
      "Prénom Awa, Hébergement oui",
    );
  });
});
