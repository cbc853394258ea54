import { useEffect, useState } from "react";

/**
 * A QR code drawn as one SVG path from the `qrcode` library's matrix (loaded with the enrolment
 * only). Nothing is injected as HTML, so the admin's CSP stays as it is.
 */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const [drawing, setDrawing] = useState<{ size: number; path: string } | undefined>();
  useEffect(() => {
    let active = true;
    void import("qrcode").then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: "M" });
      const dark: string[] = [];
      for (let row = 0; row < modules.size; row++) {
        for (let column = 0; column < modules.size; column++) {
          if (modules.get(row, column)) dark.push(`M${column + 4} ${row + 4}h1v1h-1z`);
        }
      }
      if (active) setDrawing({ size: modules.size + 8, path: dark.join("") });
    });
    return () => {
      active = false;
    };
  }, [text]);
  if (!drawing) return <div className="size-48 animate-pulse rounded bg-gray-100" />;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      className="size-48 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
