import { describe, expect, it } from "vitest";
import { audienceSummary, composableKinds } from "./mailing-audience.tsx";

describe("mailing audiences on the admin's screens", () => {
  it("summarises an audience's filters in French, with their labels", () => {
    expect(
      audienceSummary({
        kind: "registrations",
        paymentStatus: ["en_attente", "payee"],
        language: ["ar"],
        checkedIn: false,
        registeredFrom: "2025-10-01",
      }),
    ).toBe(
      "Inscriptions · En attente, Payée · Arabe · pas encore passés à l'accueil · inscrits à partir du 2025-10-01",
    );
    expect(audienceSummary({ kind: "reviewers", pendingOnly: true })).toBe(
      "Relecteurs · relectures restantes",
    );
    expect(audienceSummary({ kind: "payment_reminder", days: 7 })).toBe(
      "Relance de paiement · en attente depuis plus de 7 jours",
    );
  });

  it("offers the committee its own audiences only, the staff accounts to the admin only, and nobody the ready-made reminder", () => {
    expect(composableKinds("committee").map((kind) => kind.value)).toEqual([
      "submissions",
      "reviewers",
    ]);
    expect(composableKinds("secretariat").map((kind) => kind.value)).toEqual([
      "registrations",
      "submissions",
      "reviewers",
    ]);
    expect(composableKinds("admin").map((kind) => kind.value)).toEqual([
      "registrations",
      "submissions",
      "reviewers",
      "staff",
    ]);
  });
});
