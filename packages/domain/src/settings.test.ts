import { describe, expect, it } from "vitest";
import { phoneMessages } from "./phone.ts";
import { businessSettingsInput, sniffLogoType } from "./settings-input.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffLogoType", () => {
  it("reads PNG, JPEG and WebP from their first bytes", () => {
    expect(sniffLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("image/png");
    expect(sniffLogoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(sniffLogoType(text("RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses HTML, SVG and anything else, whatever the file was called", () => {
    expect(sniffLogoType(text("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffLogoType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffLogoType(text("GIF89a"))).toBeNull();
    // A RIFF file that is not WebP (a WAV) and a truncated PNG signature.
    expect(sniffLogoType(text("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(sniffLogoType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffLogoType(new Uint8Array())).toBeNull();
  });
});

describe("businessSettingsInput", () => {
  it("takes the quick notes as typed with commas or as a list, and refuses a repeated one (decision 080)", () => {
    const base = { name: "Bar", address: "Calle 1", phone: "", blind_cash_count: false };
    expect(
      businessSettingsInput.parse({ ...base, quick_notes: " Sin sal,, Bien cocido ," }).quick_notes,
    ).toEqual(["Sin sal", "Bien cocido"]);
    expect(businessSettingsInput.parse({ ...base, quick_notes: ["Para llevar"] }).quick_notes).toEqual([
      "Para llevar",
    ]);
    expect(businessSettingsInput.parse({ ...base, quick_notes: "" }).quick_notes).toEqual([]);
    expect(businessSettingsInput.parse(base).quick_notes).toBeUndefined();
    const twice = businessSettingsInput.safeParse({ ...base, quick_notes: "Sin sal, sin sal" });
    expect(twice.error?.issues[0]?.message).toBe("Cada nota rápida puede estar una sola vez.");
    const many = businessSettingsInput.safeParse({
      ...base,
      quick_notes: Array.from({ length: 13 }, (_, n) => `N${n}`),
    });
    expect(many.error?.issues[0]?.message).toBe("Podés tener hasta 12 notas rápidas.");
  });

  it("trims, keeps the phone numeric and asks for name and address in Spanish", () => {
    expect(
      businessSettingsInput.parse({
        name: " Lo de Ana ",
        address: "Calle 1",
        phone: "",
        blind_cash_count: true,
      }),
    ).toEqual({ name: "Lo de Ana", address: "Calle 1", phone: null, blind_cash_count: true });
    const bad = businessSettingsInput.safeParse({
      name: " ",
      address: "",
      phone: "11-45",
      blind_cash_count: false,
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toContain("Ingresá el nombre del negocio.");
    expect(messages).toContain("Ingresá la dirección del negocio.");
    expect(messages).toContain(phoneMessages.length);
  });
});

describe("businessSettingsInput's phone", () => {
  const base = { name: "Lo de Ana", address: "Calle 1", blind_cash_count: false };

  it("takes no phone as null, left out, blank or already null, so its own output saves again", () => {
    for (const phone of [undefined, null, "", "   "]) {
      expect(businessSettingsInput.parse({ ...base, phone }).phone).toBeNull();
    }
    const saved = businessSettingsInput.parse({ ...base, phone: null });
    expect(businessSettingsInput.parse(saved)).toEqual(saved);
  });

  it("takes the phone as typed at sign-up and stores its digits", () => {
    expect(businessSettingsInput.parse({ ...base, phone: "011 4567-8901" }).phone).toBe("1145678901");
  });
});
