import { describe, expect, it } from "vitest";
import { arcaDate, isoDate, receptorInput, voucherFor, voucherNumberText } from "./invoices.ts";

describe("voucherFor", () => {
  it("gives C to everyone from a monotributista, and A or B from a Responsable Inscripto by the buyer", () => {
    expect(voucherFor("monotributo", "responsable-inscripto")).toBe("factura-c");
    expect(voucherFor("monotributo", "consumidor-final")).toBe("factura-c");
    expect(voucherFor("responsable-inscripto", "responsable-inscripto")).toBe("factura-a");
    // RG 5003/2021: a monotributista buyer gets Factura A too.
    expect(voucherFor("responsable-inscripto", "monotributo")).toBe("factura-a");
    expect(voucherFor("responsable-inscripto", "exento")).toBe("factura-b");
    expect(voucherFor("responsable-inscripto", "consumidor-final")).toBe("factura-b");
  });
});

describe("receptorInput", () => {
  it("keeps a DNI's digits as typed with dots, and a CUIT's without dashes", () => {
    expect(receptorInput.parse({ type: "dni", number: "12.345.678" })).toEqual({
      type: "dni",
      number: "12345678",
    });
    expect(
      receptorInput.parse({
        type: "cuit",
        number: "30-00000000-7",
        name: " Distribuidora Sur SA ",
        iva_condition: "responsable-inscripto",
      }),
    ).toEqual({
      type: "cuit",
      number: "30000000007",
      name: "Distribuidora Sur SA",
      iva_condition: "responsable-inscripto",
    });
  });

  it("refuses a short DNI, a CUIT with a wrong digit and a CUIT without a name, in Spanish", () => {
    const message = (value: unknown) => receptorInput.safeParse(value).error?.issues[0]?.message;
    expect(message({ type: "dni", number: "123" })).toBe("El DNI tiene 7 u 8 números.");
    expect(
      message({ type: "cuit", number: "30-00000000-8", name: "X", iva_condition: "responsable-inscripto" }),
    ).toBe("El CUIT no es válido: revisá los números.");
    expect(message({ type: "cuit", number: "30-00000000-7", iva_condition: "exento" })).toBe(
      "Ingresá el nombre o la razón social.",
    );
  });
});

describe("voucher numbers and dates", () => {
  it("writes numbers as on paper and dates as ARCA wants them", () => {
    expect(voucherNumberText(4, 12)).toBe("0004-00000012");
    expect(voucherNumberText(4, null)).toBe("0004---------");
    expect(arcaDate("2026-11-26")).toBe("20261126");
    expect(isoDate("20261126")).toBe("2026-11-26");
  });
});
