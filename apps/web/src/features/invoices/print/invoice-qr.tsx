import qrcode from "qrcode-generator";
import { useMemo } from "react";

// The quiet zone the QR standard asks for around the code, in modules.
const quietZone = 4;

/**
 * The dark modules as one SVG path, so the code stays sharp at any size and in print. The same few lines as
 * features/menu/components/qr-code.tsx: a feature does not import another (STYLE.md 2).
 */
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

type InvoiceQrProps = { url: string; className?: string };

/** RG 4892's code of an authorized voucher; its size on paper comes from the page's CSS (`className`). */
export function InvoiceQr({ url, className }: InvoiceQrProps) {
  const code = useMemo(() => qrPath(url), [url]);
  return (
    <svg
      role="img"
      aria-label="Código QR de ARCA"
      className={className}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      data-qr-text={url}
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
