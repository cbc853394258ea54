import { describe, expect, it } from "vitest";
import { auditActionLabel, auditChangeLines } from "../audit/audit-labels.ts";
import { frenchDay, peopleFromLines, sessionTimes } from "./programme-api.ts";

describe("the programme screen's words", () => {
  it("keeps a chair's title, role and photo while their name stays, and adds the new ones", () => {
    const before = [
      { name: "Amina Benali", title: { fr: "Pr." }, role: { fr: "Gynécologue" }, photo: "amina" },
      { name: "Salma Tazi" },
    ];
    expect(peopleFromLines(" Amina Benali \n\nNadia Berrada\n", before)).toEqual([
      before[0],
      { name: "Nadia Berrada" },
    ]);
  });

  it("writes days and times as the screen shows them", () => {
    expect(frenchDay("2025-10-31")).toBe("vendredi 31 octobre");
    expect(sessionTimes({ startsAt: "20:00" })).toBe("20:00");
    expect(sessionTimes({ startsAt: "09:00", endsAt: "10:30" })).toBe("09:00–10:30");
  });

  it("words the programme's lines in the Journal", () => {
    expect(auditActionLabel("programme.publish")).toBe("Programme publié");
    expect(
      auditChangeLines({
        entity_type: "programme",
        changes: {
          session: [
            null,
            { day: "2025-10-31", times: "09:00–10:00", room: "Salle Atlas", kind: "workshop" },
          ],
          version: [1, 2],
        },
      }),
    ).toEqual([
      "Session : — → Jour 2025-10-31, Horaire 09:00–10:00, Salle Salle Atlas, Type Atelier",
      "Version publiée : 1 → 2",
    ]);
  });
});
