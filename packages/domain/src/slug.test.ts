import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("turns a business name into lowercase ASCII words joined by dashes", () => {
    expect(slugify("La Esquina de Ñandú & Cía.")).toBe("la-esquina-de-nandu-cia");
    expect(slugify("  Rotisería   El Sol  ")).toBe("rotiseria-el-sol");
  });

  it("never returns an empty slug", () => {
    expect(slugify("¡¡¡")).toBe("negocio");
  });

  it("is at most 60 characters and does not end in a dash", () => {
    const slug = slugify(`${"a".repeat(59)} bcd`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith("-")).toBe(false);
  });
});
