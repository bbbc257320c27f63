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

/** Issue 18 point 4: a PIN is 4–6 digits, so wrong ones are limited; only an enabled ADMIN's own business's counts. */
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

  it("answers a wrong PIN in Spanish and locks the business's PINs for 15 minutes after five", async () => {
    const business = await guardedBusiness(server(), catalogOff);
    const cashier = business.cookies.CASHIER;
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await create(cashier, "000000", newAddress());
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error).toEqual({
        code: "permission-denied",
        message: "PIN incorrecto.",
        details: { pin: "wrong" },
      });
    }
    // From another address, with the right PIN: the business is locked, whoever asks.
    const after = await create(cashier, adminPin, newAddress());
    expect(after.statusCode).toBe(429);
    expect(after.json().error.message).toBe(locked);
  });

  it("locks an address that guessed five times, for every business it asks in", async () => {
    const address = newAddress();
    const first = await guardedBusiness(server(), catalogOff);
    const second = await guardedBusiness(server(), catalogOff);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await create(first.cookies.CASHIER, "111111", address)).statusCode).toBe(403);
    const elsewhere = await create(second.cookies.CASHIER, adminPin, address);
    expect(elsewhere.statusCode).toBe(429);
    expect((await create(second.cookies.CASHIER, adminPin, newAddress())).statusCode).toBe(201);
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
