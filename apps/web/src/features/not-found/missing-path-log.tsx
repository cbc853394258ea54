import { useEffect } from "react";

/**
 * Logs the path that led to the 404 page (spec §1). The page is prerendered once per language
 * and served for every unknown path, so only the browser knows which one was asked for.
 */
export function MissingPathLog() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, []);
  return null;
}
