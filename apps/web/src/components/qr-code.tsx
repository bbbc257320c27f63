import qrcode from "qrcode-generator";
import { useMemo } from "react";

// The quiet zone the QR standard asks for around the code, in modules.
const quietZone = 4;

/** The dark modules as one SVG path, so the code stays sharp at any size and in print. */
const qrPath = (text: string): { size: number; path: string } => {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  let path = "";
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) path += `M${col + quietZone},${row + quietZone}h1v1h-1z`;
    }
  }
  return { size: count + quietZone * 2, path };
};

type QrCodeProps = {
  text: string;
  label: string;
  /** Its side in pixels; without it the page's CSS sizes it (`className`), as a printed invoice does in mm. */
  size?: number;
  className?: string;
};

/** A QR code of `text`: the menu's link to the price list, an invoice's code for ARCA (RG 4892). */
export function QrCode({ text, label, size, className }: QrCodeProps) {
  const code = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
