import type { DeskReferenceList } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { judgeOffline, newCodeFilter } from "./desk-judge.ts";

const LIST: DeskReferenceList = {
  day: "2025-10-30",
  data: [
    { reference: "CPSS-7KQ2M", payment_status: "payee" },
    { reference: "CPSS-AB12C", payment_status: "annulee" },
    { reference: "CPSS-ZZ9Y8", payment_status: "en_attente" },
  ],
};

describe("judging a scan offline against the day's references", () => {
  it("knows a badge however it is typed or read", () => {
    for (const typed of ["CPSS-7KQ2M", "cpss7kq2m", " cpss 7kq2m ", "7kq2m"]) {
      expect(judgeOffline(typed, LIST, "CPSS"), typed).toEqual({
        kind: "known",
        reference: "CPSS-7KQ2M",
        paymentStatus: "payee",
      });
    }
    expect(judgeOffline("CPSS-ZZ9Y8", LIST, "CPSS")).toMatchObject({ paymentStatus: "en_attente" });
  });

  it("refuses a cancelled or unknown badge with the server's sentences", () => {
    expect(judgeOffline("cpss-ab12c", LIST, "CPSS")).toEqual({
      kind: "refused",
      message:
        "L'inscription CPSS-AB12C est annulée : la personne ne peut pas être enregistrée à l'accueil. Adressez-la au secrétariat.",
    });
    expect(judgeOffline("CPSS-QQQQQ", LIST, "CPSS")).toEqual({
      kind: "refused",
      message:
        "Aucune inscription ne correspond à « CPSS-QQQQQ » : vérifiez la référence ou cherchez la personne par son nom.",
    });
  });
});

describe("the camera's codes", () => {
  it("records a badge held in view once, however long, and again once taken away", () => {
    const isNew = newCodeFilter(2000);
    // Read every half second for ten seconds: one scan.
    const held = Array.from({ length: 21 }, (_, step) => isNew("CPSS-7KQ2M", step * 500));
    expect(held.filter(Boolean)).toHaveLength(1);
    // Out of view for three seconds, then shown again: a new scan.
    expect(isNew("CPSS-7KQ2M", 13_000)).toBe(true);
    // Another badge, then the first again at once: both recorded.
    expect(isNew("CPSS-AB12C", 13_200)).toBe(true);
    expect(isNew("CPSS-7KQ2M", 13_400)).toBe(true);
  });
});
