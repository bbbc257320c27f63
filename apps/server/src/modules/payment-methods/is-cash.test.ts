import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { inject, signUp, useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("a payment method's cash flag on %s", (engine) => {
  const server = useTestServer(engine);

  it("stores whether a method is cash, false unless said, and lists it", async () => {
    const { cookies } = await signUp(server());
    const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
      inject(server(), { method, url: `/api/v1/payment-methods${url}`, cookies, payload });
    const cash = await call("POST", "", { name: "Efectivo", is_cash: true });
    expect(cash.statusCode).toBe(201);
    expect(cash.json().data.isCash).toBe(true);
    const card = (await call("POST", "", { name: "Tarjeta" })).json().data;
    expect(card.isCash).toBe(false);
    expect((await call("POST", "", { name: "Cheque", is_cash: "sí" })).statusCode).toBe(400);
    const listed = (await call("GET", "")).json().data.items;
    expect(listed.map((m: { name: string; isCash: boolean }) => [m.name, m.isCash])).toEqual([
      ["Tarjeta", false],
      ["Efectivo", true],
    ]);
    const edited = await call("PATCH", `/${card.id}`, { name: "Tarjeta", is_cash: true });
    expect(edited.json().data.isCash).toBe(true);
    expect((await call("GET", `/${card.id}`)).json().data.isCash).toBe(true);
  });

  it("makes a new method named like cash cash, and keeps the flag when an edit leaves it out", async () => {
    const { cookies } = await signUp(server());
    const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
      inject(server(), { method, url: `/api/v1/payment-methods${url}`, cookies, payload });
    const cash = (await call("POST", "", { name: " efectivo " })).json().data;
    expect(cash.isCash).toBe(true);
    // The screen renames with the name alone: the method stays cash.
    const renamed = await call("PATCH", `/${cash.id}`, { name: "Efectivo en caja" });
    expect(renamed.json().data.isCash).toBe(true);
    const card = (await call("POST", "", { name: "Débito" })).json().data;
    expect(card.isCash).toBe(false);
    expect((await call("PATCH", `/${card.id}`, { name: "Débito" })).json().data.isCash).toBe(false);
    expect((await call("POST", "", { name: "Contado", is_cash: false })).json().data.isCash).toBe(false);
  });
});
