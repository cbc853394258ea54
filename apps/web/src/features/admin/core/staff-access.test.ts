import { describe, expect, it } from "vitest";
import { screenAccessOf, screensOf } from "./staff-access.tsx";

describe("the screens of issue #38 in the admin's menu", () => {
  const labels = (role: Parameters<typeof screensOf>[0]) =>
    screensOf(role).map((screen) => screen.label);

  it("are the office's: admin and secretariat see them, the other roles neither see nor open them", () => {
    for (const role of ["admin", "secretariat"] as const) {
      expect(labels(role)).toEqual(
        expect.arrayContaining(["Demandes d'annulation", "Lettres d'invitation"]),
      );
    }
    for (const role of ["committee", "reviewer", "desk"] as const) {
      expect(labels(role)).not.toContain("Demandes d'annulation");
      expect(labels(role)).not.toContain("Lettres d'invitation");
    }
    expect(screenAccessOf("/admin/app/annulations")).toBe("office");
    expect(screenAccessOf("/admin/app/lettres-invitation/")).toBe("office");
  });
});

describe("« Tarifs et options » (issue #40) in the admin's menu", () => {
  it("is the admin role's alone: the others neither see nor open it", () => {
    expect(screensOf("admin").map((screen) => screen.label)).toContain("Tarifs et options");
    for (const role of ["secretariat", "committee", "reviewer", "desk"] as const) {
      expect(screensOf(role).map((screen) => screen.label)).not.toContain("Tarifs et options");
    }
    expect(screenAccessOf("/admin/app/tarifs")).toBe("admin");
  });
});
