import { describe, expect, it } from "vitest";
import {
  adminMeta,
  DASH,
  formatDateTime,
  formatListTotal,
  fullName,
  orDash,
  yesNo,
} from "./admin-format.ts";

describe("admin formatting", () => {
  it("shows dates in French, in Casablanca time whatever the reader's zone", () => {
    expect(formatDateTime("2025-10-30T23:30:00.000Z")).toBe("31 octobre 2025 à 00:30");
    expect(formatDateTime("2025-10-30T08:05:00.000Z", "short")).toBe("30/10/2025 09:05");
    expect(formatDateTime("")).toBe(DASH);
    expect(formatDateTime("pas une date")).toBe(DASH);
  });

  it("shows booleans as Oui/Non and empty values as a dash", () => {
    expect(yesNo(true)).toBe("Oui");
    expect(yesNo(false)).toBe("Non");
    expect(orDash("  ")).toBe("—");
    expect(orDash(0)).toBe("0");
    expect(fullName("", "")).toBe("—");
    expect(fullName("Nadia", "El Amrani")).toBe("Nadia El Amrani");
  });

  it("shows an exact total as it is and an estimated one as an estimate", () => {
    expect(formatListTotal({ total: 1234 })).toBe("1234");
    expect(formatListTotal({ total: 25000, total_estimated: true })).toBe(
      "environ 25\u202f000 résultats",
    );
  });

  it("titles admin pages with the congress's short name", () => {
    expect(adminMeta("Soumissions")[0]).toEqual({
      title: "Soumissions | Administration CPSS 2025",
    });
  });
});
