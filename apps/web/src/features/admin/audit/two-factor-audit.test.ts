import { describe, expect, it } from "vitest";
import { auditActionLabel, auditChangeLines } from "./audit-labels.ts";

describe("the Journal's words for two-factor sign-in", () => {
  it("names the actions in French", () => {
    expect(
      [
        "user.two_factor_enabled",
        "user.two_factor_disabled",
        "user.two_factor_reset",
        "auth.two_factor_failed",
        "auth.recovery_code_used",
        "user.session_ended",
      ].map(auditActionLabel),
    ).toEqual([
      "Double authentification activée",
      "Double authentification désactivée",
      "Double authentification réinitialisée par un admin",
      "Code de double authentification refusé",
      "Connexion avec un code de secours",
      "Session fermée depuis « Mon compte »",
    ]);
  });

  it("words the changes: the required roles by their labels, the reset, the codes left", () => {
    expect(
      auditChangeLines({
        entity_type: "setting",
        changes: { two_factor_required_roles: ["admin", "admin,secretariat,desk"] },
      }),
    ).toEqual([
      "Double authentification obligatoire pour : Administrateur → Administrateur, Secrétariat, Accueil",
    ]);
    expect(
      auditChangeLines({
        entity_type: "user",
        changes: { two_factor: [true, false], recovery_codes_left: [10, 9] },
      }),
    ).toEqual(["Double authentification : oui → non", "Codes de secours restants : 10 → 9"]);
  });
});
