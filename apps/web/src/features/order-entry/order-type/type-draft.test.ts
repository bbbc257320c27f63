import { describe, expect, it } from "vitest";
import { parseDraft } from "../saved-draft";
import { emptyTypeDraft, noAddressText, promisedAtFor, readTypeDraft } from "./type-draft";

// 20:00 in Buenos Aires (UTC−3) on 2026-11-23.
const evening = Date.parse("2026-11-23T23:00:00Z");
const lucia = { id: "c1", name: "Lucía", phone: "1145678901", address: null, notes: null };

describe("the promised time (decision 050)", () => {
  it("is today's time in Buenos Aires, whatever the device's zone", () => {
    expect(promisedAtFor("21:30", evening)).toBe(Date.parse("2026-11-24T00:30:00Z"));
    // A little gone still means today: typed at 20:00 for 19:30, it is late, not tomorrow.
    expect(promisedAtFor("19:30", evening)).toBe(Date.parse("2026-11-23T22:30:00Z"));
  });

  it("rolls to tomorrow once today's is more than an hour gone", () => {
    expect(promisedAtFor("00:30", evening)).toBe(Date.parse("2026-11-24T03:30:00Z"));
    expect(promisedAtFor("18:59", evening)).toBe(Date.parse("2026-11-24T21:59:00Z"));
  });

  it("is no time when it is not HH:MM", () => {
    for (const text of ["", "7", "25:00", "12:60", "a las 9"])
      expect(promisedAtFor(text, evening)).toBeNull();
  });
});

describe("the type's fields", () => {
  it("send nothing for a counter order, even with a customer left from another type", () => {
    const view = readTypeDraft({ ...emptyTypeDraft(), customer: lucia, deliveryFee: "500" }, evening);
    expect(view).toMatchObject({ fields: {}, deliveryFee: 0, errors: {} });
  });

  it("read the fee in centavos for the total and pesos for the request", () => {
    const draft = {
      type: "delivery" as const,
      customer: { ...lucia, address: "Calle 1" },
      deliveryFee: "1.234,50",
      promisedTime: "",
    };
    expect(readTypeDraft(draft, evening)).toMatchObject({
      fields: { type: "delivery", customer_id: "c1", delivery_fee: 1234.5 },
      deliveryFee: 123450,
      errors: {},
    });
  });

  it("refuse a delivery without a customer, or whose customer has no address, and a fee that is no amount", () => {
    const none = readTypeDraft({ ...emptyTypeDraft(), type: "delivery", deliveryFee: "abc" }, evening);
    expect(none.errors).toEqual({
      customer_id: "Elegí el cliente al que se le envía el pedido.",
      delivery_fee: "Ingresá un monto válido, por ejemplo 1.500.",
    });
    expect(none.typingErrors).toEqual({ delivery_fee: "Ingresá un monto válido, por ejemplo 1.500." });
    const noAddress = readTypeDraft({ ...emptyTypeDraft(), type: "delivery", customer: lucia }, evening);
    expect(noAddress.errors).toEqual({ customer_id: noAddressText });
    // A take-away needs no address, nor a customer at all.
    expect(readTypeDraft({ ...emptyTypeDraft(), type: "takeaway" }, evening).errors).toEqual({});
  });

  it("come back as a counter order from a draft kept before decision 050", () => {
    const old = { lines: [], turn: null, paymentMethodId: null, observation: "sin sal" };
    expect(parseDraft(JSON.stringify(old))?.service).toEqual(emptyTypeDraft());
  });
});
