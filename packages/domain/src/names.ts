import { z } from "zod";

/**
 * Characters that show as nothing yet make two names differ (decision 014): format characters (zero-width
 * space, soft hyphen, bidi controls, BOM, word joiner…), the other default-ignorable code points (Hangul
 * fillers, variation selectors…) and the blank Braille pattern. See docs/decisions/014.
 */
const invisible = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** C0 and C1 controls, except the whitespace ones (tab, line breaks, NEL), which become a space. */
const control = /(?![\t\n\v\f\r\u0085])\p{Cc}/u;
/** Not text: each database driver replaces it its own way, so the stored name would differ. */
const loneSurrogate = /\p{Cs}/u;
const spaces = /[\s\u0085]+/gu;

const emojiBeforeJoiner = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f/u;
const pictograph = /\p{Extended_Pictographic}/u;
const emoji = /\p{Emoji}/u;

/** A zero-width joiner between two pictographs (👨‍🍳), or a presentation selector after an emoji (☕️). */
const buildsEmoji = (char: string, before: string, after: string): boolean => {
  if (char === "\u200d") return emojiBeforeJoiner.test(before) && pictograph.test(after);
  if (char === "\ufe0e" || char === "\ufe0f") return emoji.test(before);
  return false;
};

const withoutInvisible = (text: string, keepEmoji: boolean): string => {
  if (!invisible.test(text)) return text;
  const chars = Array.from(text);
  const kept: string[] = [];
  chars.forEach((char, i) => {
    if (!invisible.test(char) || (keepEmoji && buildsEmoji(char, kept.at(-1) ?? "", chars[i + 1] ?? "")))
      kept.push(char);
  });
  return kept.join("");
};

const tidy = (text: string, keepEmoji: boolean): string =>
  withoutInvisible(text, keepEmoji).normalize("NFC").replace(spaces, " ").trim();

/**
 * A name as stored and shown: one Unicode form (NFC), no surrounding spaces, single inner spaces, and no
 * invisible characters but those an emoji is built with.
 */
export const normalizeName = (name: string): string => tidy(name, true);

/** Latin accents (U+0300–U+036F once decomposed), but the tilde of ñ: "año" and "ano" are other words. */
const accents = /(?<![nN])\u0303|[\u0300-\u0302\u0304-\u036f]/g;

/**
 * What makes two names the same within a business: "  Bebidas ", "BEBIDAS", "Bebidas\u200b" collide, and
 * so do "Café" and "Cafe" (decision 024: case- and accent-insensitive); "Piña" and "Pina" do not. Stored beside
 * the name under a unique index for every named record, so the database enforces it (docs/decisions/024).
 */
export const nameKey = (name: string): string =>
  tidy(name, false).toLowerCase().normalize("NFD").replace(accents, "").normalize("NFC");

/** Text a name may not carry at all: refused rather than cleaned, as it is no slip of the keyboard. */
const hasForbiddenCharacters = (text: string): boolean => control.test(text) || loneSurrogate.test(text);

/** A required name, normalised before its length is checked; `max` comes from `limits`. */
export const nameText = (max: number, required: string) =>
  z
    .string({ error: required })
    .refine((name) => !hasForbiddenCharacters(name), {
      message: "Tiene caracteres que no se pueden usar.",
      abort: true,
    })
    .transform(normalizeName)
    .pipe(z.string().min(1, required).max(max, `Puede tener hasta ${max} caracteres.`));
