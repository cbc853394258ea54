/** Avatar initials (§9): first letters of the first two words, uppercase, at most 2, default "A". */
export function initialsOf(name: string | null | undefined): string {
  const initials = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  return initials || "A";
}
