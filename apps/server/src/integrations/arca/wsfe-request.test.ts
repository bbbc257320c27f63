import { describe, expect, it } from "vitest";
import { vouchers } from "../../../test/arca/stand-in-kit.ts";
import { caeRequestXml, wsfeEnvelope } from "./wsfe-request.ts";
import { children, parseXml, path, text } from "./xml.ts";

const auth = { token: "to<ken", sign: "si&gn", cuit: "20111111112" };

/** The element names of FECAEDetRequest, in the order they were written. */
const detailOrder = (xml: string) => {
  const detail = /<FECAEDetRequest>(.*)<\/FECAEDetRequest>/.exec(xml)?.[1] ?? "";
  const names: string[] = [];
  let depth = 0;
  for (const [, closing, name] of detail.matchAll(/<(\/?)(\w+)>/g)) {
    if (closing) depth -= 1;
    else {
      if (depth === 0 && name) names.push(name);
      depth += 1;
    }
  }
  return names;
};

describe("FECAESolicitar on the wire", () => {
  it("writes FECAEDetRequest in the schema's sequence, amounts with two decimals", () => {
    const xml = caeRequestXml(auth, vouchers.a(7, { date: "20261126" }));
    expect(detailOrder(xml)).toEqual([
      "Concepto",
      "DocTipo",
      "DocNro",
      "CbteDesde",
      "CbteHasta",
      "CbteFch",
      "ImpTotal",
      "ImpTotConc",
      "ImpNeto",
      "ImpOpEx",
      "ImpTrib",
      "ImpIVA",
      "MonId",
      "MonCotiz",
      "CondicionIVAReceptorId",
      "Iva",
    ]);
    const request = path(parseXml(`<r>${xml}</r>`), "r");
    const detail = path(request, "FeCAEReq", "FeDetReq", "FECAEDetRequest");
    expect(text(path(request, "FeCAEReq", "FeCabReq"), "CbteTipo")).toBe("1");
    expect(text(detail, "CbteDesde")).toBe("7");
    expect(text(detail, "CbteHasta")).toBe("7");
    expect(text(detail, "ImpTotal")).toBe("176.25");
    expect(text(detail, "ImpNeto")).toBe("150.00");
    expect(text(detail, "ImpTotConc")).toBe("0.00");
    expect(text(detail, "ImpIVA")).toBe("26.25");
    expect(text(detail, "MonId")).toBe("PES");
    const lines = children(path(detail, "Iva"), "AlicIva").map((line) => [
      text(line, "Id"),
      text(line, "BaseImp"),
      text(line, "Importe"),
    ]);
    expect(lines).toEqual([
      ["5", "100.00", "21.00"],
      ["4", "50.00", "5.25"],
    ]);
  });

  it("sends no Iva for a C, and CbtesAsoc before it for a credit note", () => {
    expect(detailOrder(caeRequestXml(auth, vouchers.c(1)))).not.toContain("Iva");
    const note = caeRequestXml(
      auth,
      vouchers.b(1, {
        voucherType: 8,
        associated: { voucherType: 6, pointOfSale: 1, number: 5, date: "20261125" },
      }),
    );
    expect(detailOrder(note).slice(-3)).toEqual(["CondicionIVAReceptorId", "CbtesAsoc", "Iva"]);
    expect(note).toContain(
      "<CbtesAsoc><CbteAsoc><Tipo>6</Tipo><PtoVta>1</PtoVta><Nro>5</Nro><CbteFch>20261125</CbteFch></CbteAsoc></CbtesAsoc>",
    );
  });

  it("escapes the credentials, and puts the operation in WSFEv1's namespace", () => {
    const xml = caeRequestXml(auth, vouchers.c(1));
    expect(
      xml.startsWith("<Auth><Token>to&lt;ken</Token><Sign>si&amp;gn</Sign><Cuit>20111111112</Cuit></Auth>"),
    ).toBe(true);
    expect(wsfeEnvelope("FEDummy", "")).toContain('<FEDummy xmlns="http://ar.gov.afip.dif.FEV1/"></FEDummy>');
  });
});
