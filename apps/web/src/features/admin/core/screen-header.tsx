import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";

/** A screen's title (the `h1` its section is labelled by, `id`) and its Retour link. */
export function ScreenHeader({ id, title, backTo }: { id: string; title: string; backTo: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      <Link to={backTo} className={buttonClasses("secondary")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour
      </Link>
    </div>
  );
}

/** A settings screen: its title (the page's `h1`), then its panels; `className` sets its width. */
export function AdminScreen({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(className, "space-y-6")}>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </div>
  );
}
