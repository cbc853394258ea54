import { useEffect } from "react";
import { Link, useLocation } from "react-router";

export const meta = () => [{ title: "Page introuvable" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-brand-800">404</h1>
      <p className="mt-4 text-xl text-muted">Oops! Page not found</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Return to Home
      </Link>
    </section>
  );
}
