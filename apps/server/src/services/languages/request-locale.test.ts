import { describe, expect, it } from "vitest";
import { ANSWER_MESSAGES, leftToRight } from "./answer-messages.ts";
import { localeOfAcceptLanguage } from "./request-locale.ts";

describe("localeOfAcceptLanguage", () => {
  it.each([
    ["fr", "fr"],
    ["en", "en"],
    ["ar", "ar"],
    ["en-GB,en;q=0.9", "en"],
    ["ar-MA,ar;q=0.9,fr;q=0.8,en;q=0.7", "ar"],
    ["de-DE,de;q=0.9,en;q=0.5", "en"],
    ["de, en;q=0.4, ar;q=0.6", "ar"],
    ["EN-us", "en"],
    ["en;q=0, ar;q=0.1", "ar"],
    ["fr;q=0.5, en;q=0.5", "fr"],
  ])("reads %j as %s", (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });

  it.each([undefined, "", "*", "de", "es-ES,it;q=0.8", "en;q=0", "english", "en;q=abc"])(
    "falls back to French for %j",
    (header) => {
      expect(localeOfAcceptLanguage(header)).toBe("fr");
    },
  );
});

describe("the answers' wording", () => {
  it("counts Arabic seconds and minutes with the right agreement", () => {
    const wait = ANSWER_MESSAGES.ar.tooManyWrites;
    expect(wait(1)).toContain("بعد ثانية واحدة");
    expect(wait(2)).toContain("بعد ثانيتين");
    expect(wait(5)).toContain("بعد 5 ثوانٍ");
    expect(wait(45)).toContain("بعد 45 ثانية");
    expect(wait(120)).toContain("بعد دقيقتين");
    expect(wait(600)).toContain("بعد 10 دقائق");
    expect(wait(3600)).toContain("بعد 60 دقيقة");
  });

  it("says the closing time in each language, Casablanca's clock, Western digits", () => {
    const closed = (locale: "fr" | "en" | "ar") =>
      ANSWER_MESSAGES[locale].formClosed("registration", "2025-10-20T22:59:00.000Z", "c@x.ma");
    expect(closed("fr")).toMatch(/^Les inscriptions sont closes depuis le 20 octobre 2025/);
    expect(closed("en")).toBe(
      "Registration closed on 20 October 2025 at 23:59 (Casablanca time). For any request, please write to c@x.ma.",
    );
    expect(closed("ar")).toContain("أُغلق باب التسجيل في 20 أكتوبر 2025");
    expect(closed("ar")).toContain("23:59");
    expect(closed("ar")).toContain(leftToRight("c@x.ma"));
    expect(closed("ar")).not.toMatch(/[٠-٩]/);
    // The pan-Arab month names of the texts, not the Moroccan ones (decision 0029).
    const november = ANSWER_MESSAGES.ar.formClosed("submission", "2025-11-20T22:59:00Z", "c@x.ma");
    expect(november).toContain("20 نوفمبر 2025");
    expect(november).not.toContain("نونبر");
  });

  it("has a sentence for every answer in every language, none left in French", () => {
    for (const locale of ["en", "ar"] as const) {
      for (const [key, value] of Object.entries(ANSWER_MESSAGES[locale])) {
        const french = ANSWER_MESSAGES.fr[key as keyof typeof ANSWER_MESSAGES.fr];
        if (typeof value === "string") {
          expect(value, key).not.toBe("");
          expect(value, key).not.toBe(french);
        }
      }
    }
  });
});
