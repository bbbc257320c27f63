import {
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  LOGO_STORED_SIDE,
  sniffLogoType,
} from "@comanda/domain/settings-input";
import type Sharp from "sharp";
import { AppError } from "../../errors.ts";

/**
 * sharp (libvips) loaded on the first logo, not at start: some 8 MB a server without uploads need not hold
 * (decision 035). Its operation cache is off: each logo is processed once, so it would only hold
 * memory.
 */
let loaded: Promise<typeof Sharp> | undefined;
const loadSharp = () => {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
};

export const logoTooBig = () => new AppError("invalid-argument", "El logo puede pesar hasta 1 MB.");
export const logoNotAnImage = () =>
  new AppError("invalid-argument", "El logo debe ser una imagen PNG, JPEG o WebP.");
export const logoTooLarge = () =>
  new AppError(
    "invalid-argument",
    `El logo puede medir hasta ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} píxeles. Achicalo y volvé a subirlo.`,
  );

/**
 * Decision 022: an upload is never stored as sent. Its type comes from its bytes (so SVG, GIF or HTML,
 * which sharp would also read, never reach it); its real size from its header, before any pixel is
 * decoded, so a small file declaring 60000 × 60000 is refused without filling memory; then it is decoded
 * with a pixel cap and written again as a WebP of at most 512 px a side, without its metadata (EXIF,
 * GPS, colour profiles, anything hidden after the image).
 */
export const toStoredLogo = async (bytes: Uint8Array): Promise<Buffer> => {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw logoTooBig();
  if (!sniffLogoType(bytes)) throw logoNotAnImage();
  const sharp = await loadSharp();
  // Reading the header decodes nothing, so no pixel limit is needed for it (sharp's default refuses
  // huge sizes with an English message instead of ours).
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw logoNotAnImage();
    });
  if (!width || !height) throw logoNotAnImage();
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) throw logoTooLarge();
  // Lenient with slightly damaged files (a browser shows them too): what is stored is our own encoding.
  return sharp(bytes, { limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE, failOn: "none" })
    .rotate()
    .resize(LOGO_STORED_SIDE, LOGO_STORED_SIDE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw logoNotAnImage();
    });
};
