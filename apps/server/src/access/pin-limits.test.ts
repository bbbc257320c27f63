import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { adminPin, guardedBusiness, withPin } from "../../test/permissions-kit.ts";
import { addUser, type Cookies, inject, useTestServer } from "../../test/server-kit.ts";

const catalogOff = { cashierEditsCatalog: false };
const locked = "Demasiados intentos: probá de nuevo en 15 minutos.";
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `10.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/**
 * Decision 045: a PIN is 4–6 digits, so wrong ones are limited (per user, business and address since
 * decision 070); only an enabled ADMIN's own business's counts.
 */
describe.each(engines)("guessing an ADMIN's PIN on %s", (engine) => {
  const server = useTestServer(engine);

  const create = (cookies: Cookies, pin: string | undefined, remoteAddress: string) =>
    inject(server(), {
      method: "POST",
      url: "/api/v1/categories",
      payload: { name: `Rubro ${Math.random().toString(36).slice(2, 8)}` },
      cookies,
      remoteAddress,
      ...withPin(pin),
    });

  const cancel = (cookies: Cookies, orderId: string, pin: string | undefined, remoteAddress: string) =>
    inject(server(), {
      method: "POST",
      url: `/api/v1/orders/${orderId}/cancel`,
      cookies,
      remoteAddress,
      ...withPin(pin),
    });

  it("answers a wrong PIN in Spanish and locks the user who sent five, not the business", async () => {
    const business = await guardedBusiness(server(), { ...catalogOff, kitchenCancelsOrders: false });
    const kitchen = business.cookies.KITCHEN;
    const order = await business.order();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await cancel(kitchen, order, "000000", newAddress());
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error).toEqual({
        code: "permission-denied",
        message: "PIN incorrecto.",
        details: { pin: "wrong" },
      });
    }
    // From another address, with the right PIN: that user is locked, whoever's PIN it sends.
    const after = await cancel(kitchen, order, adminPin, newAddress());
    expect(after.statusCode).toBe(429);
    expect(after.json().error.message).toBe(locked);
    // Decision 070: the rest of the business still gets its authorizations.
    expect((await create(business.cookies.CASHIER, adminPin, newAddress())).statusCode).toBe(201);
    const otherCook = await addUser(server(), business.businessId, "KITCHEN", "Otra Cocina");
    expect((await cancel(otherCook.cookies, order, adminPin, newAddress())).statusCode).toBe(200);

    // Twenty wrong PINs in the business, however many users sent them, lock its PINs for everyone.
    for (let user = 0; user < 3; user++) {
      const cashier = await addUser(server(), business.businessId, "CASHIER", `Caja ${user}`);
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await create(cashier.cookies, "000000", newAddress())).statusCode).toBe(403);
    }
    const locked20 = await create(business.cookies.CASHIER, adminPin, newAddress());
    expect(locked20.statusCode).toBe(429);
  });

  it("locks an address that sent twenty wrong PINs, for every business it asks in", async () => {
    const address = newAddress();
    const first = await guardedBusiness(server(), catalogOff);
    const second = await guardedBusiness(server(), catalogOff);
    const third = await guardedBusiness(server(), catalogOff);
    for (const business of [first, second])
      for (const user of [
        business.cookies.CASHIER,
        (await addUser(server(), business.businessId, "CASHIER")).cookies,
      ])
        for (let attempt = 0; attempt < 5; attempt++)
          expect((await create(user, "111111", address)).statusCode).toBe(403);
    const elsewhere = await create(third.cookies.CASHIER, adminPin, address);
    expect(elsewhere.statusCode).toBe(429);
    expect((await create(third.cookies.CASHIER, adminPin, newAddress())).statusCode).toBe(201);
  });

  it("counts only wrong PINs: the right one, over and over, is never locked out", async () => {
    const business = await guardedBusiness(server(), catalogOff);
    const address = newAddress();
    for (let attempt = 0; attempt < 8; attempt++)
      expect((await create(business.cookies.CASHIER, adminPin, address)).statusCode).toBe(201);
    expect(await business.authorizations()).toHaveLength(8);
  });

  it("refuses a PIN that is not 4–6 digits without counting it", async () => {
    const business = await guardedBusiness(server(), catalogOff);
    for (const pin of ["12", "1234567", "12a4", " 1234"]) {
      const response = await create(business.cookies.CASHIER, pin, newAddress());
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("El PIN tiene que tener de 4 a 6 números.");
    }
    expect((await create(business.cookies.CASHIER, adminPin, newAddress())).statusCode).toBe(201);
  });

  it("takes only the PIN of an enabled ADMIN of the caller's own business", async () => {
    const business = await guardedBusiness(server(), catalogOff);
    const other = await guardedBusiness(server(), catalogOff);
    const otherPin = "777001";
    await inject(server(), {
      method: "PUT",
      url: "/api/v1/profile/pin",
      payload: { pin: otherPin },
      cookies: other.owner.cookies,
    });
    expect((await create(business.cookies.CASHIER, otherPin, newAddress())).statusCode).toBe(403);

    // A second ADMIN, then disabled: its PIN stops working with it.
    const second = await addUser(server(), business.businessId, "ADMIN", "Beto Admin");
    const secondPin = "5150";
    const set = await inject(server(), {
      method: "PUT",
      url: "/api/v1/profile/pin",
      payload: { pin: secondPin },
      cookies: second.cookies,
    });
    expect(set.statusCode).toBe(200);
    expect((await create(business.cookies.CASHIER, secondPin, newAddress())).statusCode).toBe(201);
    const [record] = await business.authorizations();
    expect(record?.authorized_by_name).toBe("Beto Admin");
    await server()
      .ctx.database.db.updateTable("user")
      .set({ status: "disabled" })
      .where("id", "=", second.userId)
      .execute();
    expect((await create(business.cookies.CASHIER, secondPin, newAddress())).statusCode).toBe(403);
  });
});
