import { adminPinHeader, type BusinessPermissions, mayAct, type Role, roles } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../test/server-kit.ts";
import { type Access, type Guarded, isGuarded, routeAccess } from "./route-access.ts";

const guarded = (Object.entries(routeAccess) as [string, Access][]).filter(
  (entry): entry is [string, Guarded] => isGuarded(entry[1]),
);
const placeholderId = "01900000-0000-7000-8000-000000000000";
const pin = "482915";

const request = (key: string) => {
  const [method, path] = key.split(" ") as [string, string];
  return { method: method as "POST", url: path.replace(/:[A-Za-z]+/g, placeholderId) };
};

const switches = (on: boolean): BusinessPermissions => ({
  cashierEditsCatalog: on,
  cashierCancelsOrders: on,
  kitchenCancelsOrders: on,
  waiterCharges: on,
});

/**
 * Decision 045: every guarded route of the role table, as every role, with the business's switches
 * on (as before them) and off, without a PIN and with an ADMIN's. Past the check, a request reaches its
 * handler (the made-up id answers 404, an empty body 400): never 401, 403 or 429.
 */
describe.each(engines)("permissions × roles on %s", (engine) => {
  const server = useTestServer(engine);
  const cookiesByRole = {} as Record<Role, Cookies>;
  const settings = (on: boolean) => ({
    name: "La Esquina",
    address: "Av. Corrientes 1234, CABA",
    phone: null,
    blind_cash_count: false,
    cashier_edits_catalog: on,
    cashier_cancels_orders: on,
    kitchen_cancels_orders: on,
    waiter_charges: on,
  });

  beforeAll(async () => {
    const owner = await signUp(server());
    cookiesByRole.ADMIN = owner.cookies;
    cookiesByRole.CASHIER = (await addUser(server(), owner.session.business.id, "CASHIER")).cookies;
    cookiesByRole.KITCHEN = (await addUser(server(), owner.session.business.id, "KITCHEN")).cookies;
    cookiesByRole.WAITER = (await addUser(server(), owner.session.business.id, "WAITER")).cookies;
    const set = await inject(server(), {
      method: "PUT",
      url: "/api/v1/profile/pin",
      payload: { pin },
      cookies: owner.cookies,
    });
    expect(set.statusCode).toBe(200);
  });

  for (const on of [true, false]) {
    describe(on ? "with every switch on" : "with every switch off", () => {
      beforeAll(async () => {
        const patched = await inject(server(), {
          method: "PATCH",
          url: "/api/v1/business",
          payload: settings(on),
          cookies: cookiesByRole.ADMIN,
        });
        expect(patched.statusCode).toBe(200);
        expect(patched.json().data.permissions).toEqual(switches(on));
      });

      for (const [key, access] of guarded) {
        for (const role of roles) {
          const inTable = access.roles.includes(role);
          const onItsOwn = inTable && mayAct(switches(on), role, access.permission);

          it(`${key}: ${role} without a PIN is ${onItsOwn ? "let through" : "refused"}`, async () => {
            const response = await inject(server(), { ...request(key), cookies: cookiesByRole[role] });
            if (onItsOwn) return expect([401, 403, 429]).not.toContain(response.statusCode);
            expect(response.statusCode).toBe(403);
            const { error } = response.json();
            expect(error.code).toBe("permission-denied");
            // Only a role the table lets in is offered the PIN: KITCHEN never edits the catalog.
            if (inTable) {
              expect(error.details).toEqual({ pin: "required" });
              expect(error.message).toBe("Pedí autorización: PIN de un administrador.");
            } else expect(error.details).toBeUndefined();
          });

          it(`${key}: ${role} with an ADMIN's PIN is ${inTable ? "let through" : "refused"}`, async () => {
            const response = await inject(server(), {
              ...request(key),
              cookies: cookiesByRole[role],
              headers: { [adminPinHeader]: pin },
            });
            if (inTable) return expect([401, 403, 429]).not.toContain(response.statusCode);
            expect(response.statusCode).toBe(403);
            expect(response.json().error.details).toBeUndefined();
          });
        }
      }
    });
  }
});
