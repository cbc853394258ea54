/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Path, Rect, Svg } from "@react-pdf/renderer";
import QRCode from "qrcode";

/** A QR code as its module count and the SVG path of its dark modules. */
export type QrCode = { size: number; path: string };

/**
 * The QR code of `text` as one SVG path of its dark modules: drawn as vectors, not a PNG that
 * react-pdf would decode per page.
 */
export function qrCodeOf(text: string): QrCode {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  let path = "";
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) if (data[y * size + x]) path += `M${x} ${y}h1v1h-1z`;
  }
  return { size, path };
}

/** The QR code with its quiet zone of one module, on white. */
export function QrCodeImage({ code, side }: { code: QrCode; side: number }) {
  const box = code.size + 2;
  return (
    <Svg width={side} height={side} viewBox={`-1 -1 ${box} ${box}`}>
      <Rect x={-1} y={-1} width={box} height={box} fill="#ffffff" />
      <Path d={code.path} fill="#000000" />
    </Svg>
  );
}
