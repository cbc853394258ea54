/**
 * Reads badges' QR codes from the camera (issue #25): the browser's own BarcodeDetector where it
 * reads QR codes (Android, macOS, ChromeOS), else ZXing's reader (@zxing/browser), loaded only
 * then so that the admin's bundle does not carry it. Pure JavaScript: no WebAssembly, so the
 * site's Content-Security-Policy stays as it is (decision 0047).
 */

export type QrReader = { stop: () => void };

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorConstructor = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats: () => Promise<string[]>;
};

async function nativeDetector(): Promise<Detector | undefined> {
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (!native) return undefined;
  const formats = await native.getSupportedFormats().catch((): string[] => []);
  return formats.includes("qr_code") ? new native({ formats: ["qr_code"] }) : undefined;
}

/** Between two looks at the video with the native detector: enough for a badge held up. */
const NATIVE_INTERVAL_MS = 150;

/** Starts the back camera in `video` and calls `onCode` with each QR code's text it reads. */
export async function startQrReader(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<QrReader> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: "environment" },
    audio: false,
  });
  const stopStream = () => {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    const native = await nativeDetector();
    if (native) {
      video.srcObject = stream;
      await video.play();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const look = async () => {
        const [code] = await native.detect(video).catch(() => []);
        if (code?.rawValue) onCode(code.rawValue);
        timer = setTimeout(look, NATIVE_INTERVAL_MS);
      };
      void look();
      return {
        stop: () => {
          clearTimeout(timer);
          stopStream();
        },
      };
    }
    const { BrowserQRCodeReader } = await import("@zxing/browser");
    const controls = await new BrowserQRCodeReader().decodeFromStream(stream, video, (result) => {
      if (result) onCode(result.getText());
    });
    return {
      stop: () => {
        controls.stop();
        stopStream();
      },
    };
  } catch (error) {
    stopStream();
    throw error;
  }
}
