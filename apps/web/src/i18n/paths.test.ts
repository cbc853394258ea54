import { describe, expect, it } from "vitest";
import { localeFromPath, localizedPath, pathWithoutLocale } from "./paths.ts";

describe("language paths", () => {
  it.each([
    ["/", "fr", "/"],
    ["/programme", "fr", "/programme"],
    ["/en", "en", "/"],
    ["/en/programme", "en", "/programme"],
    ["/ar/inscription", "ar", "/inscription"],
    ["/fr/programme", "fr", "/fr/programme"],
    ["/english", "fr", "/english"],
  ])("%s is in %s, page %s", (path, locale, page) => {
    expect(localeFromPath(path)).toBe(locale);
    expect(pathWithoutLocale(path)).toBe(page);
  });

  it("gives the same page in each language", () => {
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/ar", "en")).toBe("/en");
    expect(localizedPath("/en/contact", "ar")).toBe("/ar/contact");
    expect(localizedPath("/ar/contact", "fr")).toBe("/contact");
  });
});
