import type { Portraits } from "./programme-view.ts";

/**
 * The speakers' portraits (content/people/*.webp, named as the programme's `photo`), inlined as
 * data URLs: no image request before the programme's first paint (decision 0037). Replace a file,
 * keep its name; a person whose `photo` names no file here is shown with initials.
 */
const FILES: Record<string, string> = import.meta.glob("../../content/people/*.webp", {
  query: "?inline",
  import: "default",
  eager: true,
});

export const PORTRAITS: Portraits = Object.fromEntries(
  Object.entries(FILES).map(([path, url]) => [path.replace(/^.*\/|\.webp$/g, ""), url]),
);
