/**
 * Decision 066. cp850 and cp858 keep cp437's symbols at 0x01–0x1F and 0x7F (☺ ♥ • ► ‼ ¶ § ↑ → ← ↔ ▲ ⌂ …)
 * and the encoder writes them as those bytes, which the printer reads as commands: a product named
 * "Flan ←p0AA ↔V0" opened the cash drawer (ESC p) and cut the paper (GS V). Each such symbol prints as a
 * look-alike, or '?', and so does a control character of the text itself.
 */
const standIns: Record<string, string> = {
  "\u2190": "<", // ←
  "\u2192": ">", // →
  "\u2191": "^", // ↑
  "\u2193": "v", // ↓
  "\u2194": "-", // ↔
  "\u2195": "|", // ↕
  "\u21a8": "|", // ↨
  "\u25ba": ">", // ►
  "\u25c4": "<", // ◄
  "\u25b2": "^", // ▲
  "\u25bc": "v", // ▼
  "\u2022": "*", // •
  "\u25d8": "*", // ◘
  "\u25cb": "o", // ○
  "\u25d9": "o", // ◙
  "\u25ac": "-", // ▬
  "\u203c": "!", // ‼
  "\u221f": "L", // ∟
};

/**
 * The other symbols of those positions (¶ and § are also at 0xF4 and 0xF5, but the encoder takes the first
 * match), the C0 and C1 controls and DEL. No-break spaces (es-AR money), tabs and line breaks print as a
 * space: a ticket's line is one line.
 */
const unprintable =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it takes out
  /[\u0000-\u001f\u007f-\u00a0\u00a7\u00b6\u202f\u2022\u203c\u2190-\u2195\u21a8\u221f\u2302\u25ac\u25b2\u25ba\u25bc\u25c4\u25cb\u25d8\u25d9\u263a-\u263c\u2640\u2642\u2660\u2663\u2665\u2666\u266a\u266b]/g;

const standIn = (char: string) => {
  if ("\t\n\v\f\r\u00a0\u202f".includes(char)) return " ";
  return standIns[char] ?? "?";
};

/** Text as the printer's page can take it: no byte below 0x20 nor 0x7F, whatever the text. */
export const printable = (value: string) => value.replace(/[\r\n]+/g, " ").replace(unprintable, standIn);
