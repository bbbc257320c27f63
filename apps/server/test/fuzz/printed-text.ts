import fc from "fast-check";

/**
 * Decision 066: a ticket read back as the printer reads it. The commands our renderers send through the
 * encoder (escpos.ts), with the length of their argument: ESC @, FS . (none); ESC M, ESC E, ESC t, GS B,
 * GS !, GS V (one). Anything else below 0x20 but a line break, or 0x7F, is a command the text smuggled in.
 */
const knownCommands: Record<string, number> = {
  "1b40": 0,
  "1c2e": 0,
  "1b4d": 1,
  "1b45": 1,
  "1b74": 1,
  "1d42": 1,
  "1d21": 1,
  "1d56": 1,
};

const hex = (bytes: ArrayLike<number>) => Buffer.from(Array.from(bytes)).toString("hex");

export type TicketParts = {
  /** every byte that is not one of the commands above, line breaks included */
  text: number[];
  /** the commands, in order, as hex ("1d5600" is the cut) */
  commands: string[];
  /** each printed line with its width in columns (GS ! doubles a character's width) */
  lines: { text: string; columns: number }[];
};

export const splitTicket = (bytes: Uint8Array): TicketParts => {
  const text: number[] = [];
  const commands: string[] = [];
  const lines: TicketParts["lines"] = [];
  let line: number[] = [];
  let columns = 0;
  let charWidth = 1;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    const args = knownCommands[hex([byte, bytes[i + 1] ?? 0])];
    if (args !== undefined) {
      const command = bytes.slice(i, i + 2 + args);
      commands.push(hex(command));
      if (byte === 0x1d && command[1] === 0x21) charWidth = ((command[2] ?? 0) >> 4) + 1;
      i += 1 + args;
      continue;
    }
    text.push(byte);
    if (byte === 0x0d) continue;
    if (byte === 0x0a) {
      lines.push({ text: Buffer.from(line).toString("latin1"), columns });
      line = [];
      columns = 0;
      continue;
    }
    line.push(byte);
    columns += charWidth;
  }
  if (line.length) lines.push({ text: Buffer.from(line).toString("latin1"), columns });
  return { text, commands, lines };
};

/** The bytes a printer would take as (part of) a command: below 0x20 but LF and CR, and DEL. */
export const controlBytes = (text: readonly number[]) =>
  text.filter((byte) => (byte < 0x20 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f);

/** The symbols cp850 and cp858 keep at 0x01–0x1F and 0x7F, as the encoder maps them. */
export const controlGlyphs = [..."☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼⌂"];
const controlCharacters = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), "\u007f"];

/** The trial's product name: ESC p 0 A A (open the drawer) and GS V 0 (cut). */
export const drawerAndCut = "Flan ←p0AA ↔V0";

/**
 * Text a cashier could type or paste: any code point (astral and lone surrogates included), or the
 * dangerous symbols and controls among letters that complete a command.
 */
export const anyPrintedText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.string({
    unit: fc.constantFrom(...controlGlyphs, ...controlCharacters, "p", "0", "A", "V", " ", "ñ", "é"),
    maxLength: 60,
  }),
  fc.constantFrom(drawerAndCut, ...controlGlyphs),
);
