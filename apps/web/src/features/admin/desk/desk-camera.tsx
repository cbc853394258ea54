import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { newCodeFilter } from "./desk-judge.ts";
import { type QrReader, startQrReader } from "./desk-qr-reader.ts";

/**
 * A badge held in front of the camera is read again and again (every 150 to 500 ms): it is one
 * scan until it has been out of view this long (issue #36).
 */
const GONE_MS = 2000;

/** "Scanner avec la caméra": the video, and each badge read handed to `onCode` once. */
export function DeskCamera({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const reader = useRef<QrReader>(undefined);
  const isNew = useRef(newCodeFilter(GONE_MS));
  const handler = useRef(onCode);
  handler.current = onCode;
  const [state, setState] = useState<"off" | "starting" | "on">("off");
  const [error, setError] = useState<string>();

  useEffect(() => () => reader.current?.stop(), []);

  const start = async () => {
    if (!video.current) return;
    setError(undefined);
    setState("starting");
    try {
      reader.current = await startQrReader(video.current, (text) => {
        if (isNew.current(text, Date.now())) handler.current(text);
      });
      setState("on");
    } catch (failure) {
      setState("off");
      setError(
        failure instanceof DOMException && failure.name === "NotAllowedError"
          ? "L'accès à la caméra est refusé : autorisez-le dans le navigateur, ou tapez la référence."
          : "Caméra indisponible sur cet appareil : tapez la référence du badge.",
      );
    }
  };

  const stop = () => {
    reader.current?.stop();
    reader.current = undefined;
    setState("off");
  };

  return (
    <div className="space-y-3">
      {state === "off" ? (
        <Button onClick={start} className="w-full py-4 text-xl">
          Scanner avec la caméra
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={stop}
          loading={state === "starting"}
          className="w-full py-4 text-xl"
        >
          Arrêter la caméra
        </Button>
      )}
      <video
        ref={video}
        muted
        playsInline
        aria-label="Image de la caméra"
        data-state={state}
        className={
          state === "off" ? "hidden" : "aspect-video w-full rounded-xl bg-black object-cover"
        }
      />
      {error && (
        <p role="alert" className="text-lg font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
