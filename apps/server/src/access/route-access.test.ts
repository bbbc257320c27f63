import { defaultPermissions, mayAct, type Role, roles } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../test/server-kit.ts";
import { type Access, isGuarded, isImplicitRoute, rolesOf, routeAccess } from "./route-access.ts";

const entries = Object.entries(routeAccess) as [string, Access][];
const placeholderId = "01900000-0000-7000-8000-000000000000";
/** Streams never end, so only their refusals are checked here; their success is tested with the stream. */
const streams = new Set(["GET /api/v1/events"]);

const request = (key: string) => {
  const [method, path] = key.split(" ") as [string, string];
  return { method: method as "GET", url: path.replace(/:[A-Za-z]+/g, placeholderId) };
};

/**
 * With the business's settings as they start (decision 045: its switches on, which is how roles always worked;
 * decision 083: the waiter's off).
 */
describe.each(engines)("the role table on %s", (engine) => {
  const server = useTestServer(engine);
  const cookiesByRole = {} as Record<Role, Cookies>;
  beforeAll(async () => {
    const owner = await signUp(server());
    cookiesByRole.ADMIN = owner.cookies;
    cookiesByRole.CASHIER = (await addUser(server(), owner.session.business.id, "CASHIER")).cookies;
    cookiesByRole.KITCHEN = (await addUser(server(), owner.session.business.id, "KITCHEN")).cookies;
    cookiesByRole.WAITER = (await addUser(server(), owner.session.business.id, "WAITER")).cookies;
  });

  it("names only routes the server really has (a route without an entry cannot even be registered)", () => {
    for (const [key] of entries) {
      const [method, url] = key.split(" ") as ["GET", string];
      expect(server().app.hasRoute({ method, url }), `${key} is in the table but not registered`).toBe(true);
    }
  });

  it("refuses to start a server with a route missing from the table", async () => {
    const Fastify = (await import("fastify")).default;
    const { registerAccessControl } = await import("./enforce-access.ts");
    const app = Fastify();
    registerAccessControl(app, server().ctx);
    expect(() => app.get("/api/v1/unlisted", async () => ({}))).toThrow(/no entry in the role table/);
    expect(isImplicitRoute("GET", "/assets/app.js")).toBe(true);
    await app.close();
  });

  for (const [key, access] of entries) {
    if (access === "public") continue;

    it(`${key}: a signed-out caller gets 401`, async () => {
      const response = await inject(server(), request(key));
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("unauthenticated");
    });

    for (const role of roles) {
      const allowed = rolesOf(access) === "signed-in" || rolesOf(access).includes(role);
      if (allowed && streams.has(key)) continue;
      // Decision 083: a guarded route the role may not use on its own by default (a waiter charging) offers the PIN.
      const offersPin = allowed && isGuarded(access) && !mayAct(defaultPermissions, role, access.permission);
      const outcome = offersPin ? "offered the PIN" : allowed ? "let through" : "refused with 403";
      it(`${key}: ${role} is ${outcome}`, async () => {
        const response = await inject(server(), { ...request(key), cookies: cookiesByRole[role] });
        if (offersPin) {
          expect(response.statusCode).toBe(403);
          expect(response.json().error.details).toEqual({ pin: "required" });
        } else if (allowed) expect([401, 403]).not.toContain(response.statusCode);
        else {
          expect(response.statusCode).toBe(403);
          expect(response.json().error.code).toBe("permission-denied");
        }
      });
    }

    if (!key.startsWith("GET ")) continue;
    const head = () => ({ ...request(key), method: "HEAD" as const });

    it(`HEAD of ${key} follows its access: 401 signed out`, async () => {
      expect((await inject(server(), head())).statusCode).toBe(401);
    });

    for (const role of roles) {
      const allowed = rolesOf(access) === "signed-in" || rolesOf(access).includes(role);
      if (allowed && streams.has(key)) continue;
      it(`HEAD of ${key}: ${role} is ${allowed ? "let through" : "refused with 403"}`, async () => {
        const response = await inject(server(), { ...head(), cookies: cookiesByRole[role] });
        if (allowed) expect([401, 403]).not.toContain(response.statusCode);
        else expect(response.statusCode).toBe(403);
        expect(response.body).toBe("");
      });
    }
  }

  it("answers HEAD on a list like its GET, without a body", async () => {
    const url = "/api/v1/categories";
    const get = await inject(server(), { method: "GET", url, cookies: cookiesByRole.ADMIN });
    const head = await inject(server(), { method: "HEAD", url, cookies: cookiesByRole.ADMIN });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.body).toBe("");
  });
});
