/**
 * Build step for the Arabic pages' font (decision 0037). The site's stylesheet does not hold the
 * Arabic faces, so French and English pages never carry them; Arabic pages link instead to a copy
 * of it with both subset faces appended as data URLs (scripts/subset-fonts.ts), the font thus
 * arriving with the stylesheet the first paint waits for, in the same request.
 *
 * A data-URL face still loads only when text first needs it, i.e. at the first layout, and becomes
 * ready a task later: text laid out before then in the fallback font moved when it was laid out
 * again (0.014 on `/ar`, 0.035 on `/ar/cgu`). So a small script right after the stylesheet link,
 * which the parser runs only once the stylesheet is there, starts loading the faces while the
 * head is parsed: they are ready by the first layout, and text is laid out and painted once, in
 * Noto Sans Arabic (`font-display: block` keeps a late face from being replaced by the fallback).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/** Starts loading every face of the page's stylesheets (on an Arabic page: Noto Sans Arabic's). */
export const LOAD_FONT_FACES =
  "<script>document.fonts.forEach(function(face){face.load()})</script>";

/** The one stylesheet a prerendered page links to (throws if React Router's output changed). */
export function stylesheetOf(html: string): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (links.length !== 1) {
    throw new Error(`arabic-font: expected one stylesheet, found ${links.length}`);
  }
  return (links[0] as RegExpMatchArray)[1] as string;
}

/** The page with its link to `shared` replaced by `stylesheet`, the faces' loading right after. */
function replacingStylesheet(html: string, shared: string, stylesheet: string): string {
  if (stylesheetOf(html) !== shared) throw new Error(`arabic-font: ${shared} is not linked`);
  return html.replace(
    `<link rel="stylesheet" href="${shared}"/>`,
    () => stylesheet + LOAD_FONT_FACES,
  );
}

/** The page linking to `arabic` instead of `shared`, the faces' loading started right after it. */
export const withArabicStylesheet = (html: string, shared: string, arabic: string) =>
  replacingStylesheet(html, shared, `<link rel="stylesheet" href="${arabic}"/>`);

/**
 * The page for a visitor arriving from elsewhere (decision 0052): the Arabic stylesheet `css`
 * inside it instead of the link to `shared`, the faces' loading started right after it. The
 * stylesheet then comes in the page's own answer (two round trips for ~35 KB) rather than in a
 * second one after it, and no request shares the slow link with it.
 */
export function withStylesheetInside(html: string, shared: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error("arabic-font: the stylesheet closes a <style>");
  return replacingStylesheet(html, shared, `<style>${css}</style>`);
}

/**
 * Writes `assets/root-ar-<hash>.css` (the site's stylesheet `shared` and the faces of
 * `facesFile`) into the built `client` folder; returns its site path and its text.
 */
export function writeArabicStylesheet(
  client: string,
  shared: string,
  facesFile: string,
): { path: string; css: string } {
  const css = `${readFileSync(join(client, shared), "utf8")}\n${readFileSync(facesFile, "utf8")}`;
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
  const path = `/assets/root-ar-${hash}.css`;
  writeFileSync(join(client, path), css);
  return { path, css };
}
