import { describe, expect, it } from "vitest";
import {
  arcaDate,
  ISSUER_CUIT,
  RECEPTOR_CUIT,
  useStandIn,
  vouchers,
} from "../../../test/arca/stand-in-kit.ts";
import type { CaeResult } from "./wsfe.ts";

const codes = (result: CaeResult) => ({
  errors: result.errors.map((error) => error.code),
  observations: result.observations.map((observation) => observation.code),
});

describe("WSFEv1: the client against the stand-in", () => {
  const kit = useStandIn();

  it("FEDummy answers OK three times", async () => {
    expect(await kit().wsfe.dummy()).toEqual({ appServer: "OK", dbServer: "OK", authServer: "OK" });
  });

  it("the last authorized number is 0, then 1 after one Factura B", async () => {
    const { wsfe, auth } = kit();
    expect(await wsfe.lastAuthorized(auth, 2, 6)).toBe(0);
    const result = await wsfe.requestCae(auth, vouchers.b(1, { pointOfSale: 2 }));
    expect(result.result).toBe("A");
    expect(await wsfe.lastAuthorized(auth, 2, 6)).toBe(1);
    // Each point of sale and type counts on its own.
    expect(await wsfe.lastAuthorized(auth, 2, 1)).toBe(0);
    expect(await wsfe.lastAuthorized(auth, 3, 6)).toBe(0);
  });

  it("authorizes a C, a B and an A that add up, with a 14-digit CAE due in ten days", async () => {
    const { wsfe, auth, standIn } = kit();
    for (const request of [vouchers.c(1), vouchers.b(1), vouchers.a(1)]) {
      const result = await wsfe.requestCae(auth, request);
      expect(result, String(request.voucherType)).toEqual({
        result: "A",
        cae: expect.stringMatching(/^\d{14}$/),
        caeDueDate: arcaDate(10),
        observations: [],
        errors: [],
      });
      const stored = standIn.vouchers().find((voucher) => voucher.cae === result.cae);
      expect(stored).toMatchObject({
        cuit: ISSUER_CUIT,
        pointOfSale: 1,
        voucherType: request.voucherType,
        number: 1,
        total: request.total,
        net: request.net,
        vatTotal: request.vatTotal,
        vat: request.vat,
        receptorIvaConditionId: request.receptorIvaConditionId,
        currency: "PES",
      });
    }
    expect((await wsfe.requestCae(auth, vouchers.a(2))).result).toBe("A");
  });

  it("returns what was stored on consult, amounts exact; an unknown number is null", async () => {
    const { wsfe, auth } = kit();
    const number = (await wsfe.lastAuthorized(auth, 4, 6)) + 1;
    const request = vouchers.b(number, { pointOfSale: 4 });
    const result = await wsfe.requestCae(auth, request);
    expect(await wsfe.consult(auth, 4, 6, number)).toEqual({
      pointOfSale: 4,
      voucherType: 6,
      number,
      date: request.date,
      documentType: 99,
      documentNumber: "0",
      total: 1_210_050,
      net: 1_000_041,
      vatTotal: 210_009,
      result: "A",
      cae: result.cae,
      caeDueDate: result.caeDueDate,
    });
    expect(await wsfe.consult(auth, 4, 6, number + 1)).toBeNull();
    expect(await wsfe.consult(auth, 4, 1, number)).toBeNull();
  });

  it("rejects a number that is not the next, or a date before the series' last, with 10016", async () => {
    const { wsfe, auth, standIn } = kit();
    const before = standIn.vouchers().length;
    const skipped = await wsfe.requestCae(auth, vouchers.c(1, { pointOfSale: 5, number: 2 }));
    expect(skipped).toMatchObject({ result: "R", cae: null, caeDueDate: null });
    expect(codes(skipped).errors).toEqual([10016]);
    expect(skipped.errors[0]?.message).toBe(
      "El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.",
    );
    expect((await wsfe.requestCae(auth, vouchers.c(1, { pointOfSale: 5 }))).result).toBe("A");
    const again = await wsfe.requestCae(auth, vouchers.c(1, { pointOfSale: 5 }));
    expect(codes(again).errors).toEqual([10016]);
    const older = await wsfe.requestCae(auth, vouchers.c(2, { pointOfSale: 5, date: arcaDate(-1) }));
    expect(codes(older).errors).toEqual([10016]);
    const far = await wsfe.requestCae(auth, vouchers.c(2, { pointOfSale: 5, date: arcaDate(6) }));
    expect(codes(far)).toEqual({ errors: [], observations: [10016] });
    expect(standIn.vouchers().length).toBe(before + 1);
  });

  it("rejects totals that do not add up (10048) and IVA lines that do not sum to ImpIVA (10023)", async () => {
    const { wsfe, auth } = kit();
    // $10 off in $12.100: beyond both of the manual's margins (0.01 % or one centavo).
    const total = await wsfe.requestCae(auth, vouchers.b(1, { pointOfSale: 6, total: 1_211_050 }));
    expect(total.result).toBe("R");
    expect(codes(total).observations).toEqual([10048]);
    const vat = await wsfe.requestCae(
      auth,
      vouchers.b(1, { pointOfSale: 6, vat: [{ id: 5, base: 1_000_041, amount: 200_009 }] }),
    );
    expect(codes(vat).observations).toEqual(expect.arrayContaining([10023]));
    const base = await wsfe.requestCae(
      auth,
      vouchers.b(1, { pointOfSale: 6, vat: [{ id: 5, base: 900_041, amount: 210_009 }] }),
    );
    expect(codes(base).observations).toEqual(expect.arrayContaining([10061]));
    const rate = await wsfe.requestCae(
      auth,
      vouchers.b(1, { pointOfSale: 6, vat: [{ id: 4, base: 1_000_041, amount: 210_009 }] }),
    );
    expect(codes(rate).observations).toEqual([10051]);
    // One centavo off is within the manual's tolerance.
    expect((await wsfe.requestCae(auth, vouchers.b(1, { pointOfSale: 6, total: 1_210_051 }))).result).toBe(
      "A",
    );
  });

  it("checks the receptor: A needs a CUIT (10013); B from the threshold up needs one (10015)", async () => {
    const { wsfe, auth } = kit();
    const a = await wsfe.requestCae(
      auth,
      vouchers.a(1, { pointOfSale: 7, documentType: 99, documentNumber: "0" }),
    );
    expect(codes(a).observations).toContain(10013);
    const big = { total: 1_210_000_000, net: 1_000_000_000, vatTotal: 210_000_000 };
    const vat = [{ id: 5, base: big.net, amount: big.vatTotal }];
    const anonymous = await wsfe.requestCae(auth, vouchers.b(1, { pointOfSale: 7, ...big, vat }));
    expect(codes(anonymous).observations).toEqual([10015]);
    const named = vouchers.b(1, {
      pointOfSale: 7,
      ...big,
      vat,
      documentType: 80,
      documentNumber: RECEPTOR_CUIT,
    });
    expect((await wsfe.requestCae(auth, named)).result).toBe("A");
    const zero = await wsfe.requestCae(auth, vouchers.b(2, { pointOfSale: 7, documentNumber: "12345678" }));
    expect(codes(zero).observations).toEqual([10015]);
  });

  it("keeps C free of IVA (10071, 10047) and checks the receptor's IVA condition (10246 is sent, 10243)", async () => {
    const { wsfe, auth } = kit();
    const withVat = await wsfe.requestCae(
      auth,
      vouchers.c(1, {
        pointOfSale: 8,
        vatTotal: 100,
        total: 150_100,
        vat: [{ id: 5, base: 150_000, amount: 100 }],
      }),
    );
    expect(codes(withVat).observations).toEqual(expect.arrayContaining([10071, 10047]));
    const condition = await wsfe.requestCae(
      auth,
      vouchers.a(1, { pointOfSale: 8, receptorIvaConditionId: 5 }),
    );
    expect(codes(condition).observations).toEqual([10243]);
  });

  it("wants the invoice a credit note cancels (10197), of an allowed type (10040)", async () => {
    const { wsfe, auth } = kit();
    const invoice = vouchers.b(1, { pointOfSale: 9 });
    expect((await wsfe.requestCae(auth, invoice)).result).toBe("A");
    const bare = await wsfe.requestCae(auth, vouchers.b(1, { pointOfSale: 9, voucherType: 8 }));
    expect(codes(bare).observations).toEqual([10197]);
    const wrongType = await wsfe.requestCae(
      auth,
      vouchers.b(1, {
        pointOfSale: 9,
        voucherType: 8,
        associated: { voucherType: 1, pointOfSale: 9, number: 1 },
      }),
    );
    expect(codes(wrongType).observations).toEqual([10040]);
    const note = vouchers.b(1, {
      pointOfSale: 9,
      voucherType: 8,
      associated: { voucherType: 6, pointOfSale: 9, number: 1, cuit: ISSUER_CUIT, date: invoice.date },
    });
    expect(await wsfe.requestCae(auth, note)).toMatchObject({ result: "A", observations: [] });
    expect(kit().standIn.vouchers().at(-1)?.associated).toEqual([note.associated]);
    // Citing one ARCA never authorized is only an observation.
    const ghost = vouchers.b(2, {
      pointOfSale: 9,
      voucherType: 8,
      associated: { voucherType: 6, pointOfSale: 9, number: 99 },
    });
    expect(codes(await wsfe.requestCae(auth, ghost))).toEqual({ errors: [], observations: [10041] });
  });
});
