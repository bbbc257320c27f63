import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

const emailTaken = "Ya existe una cuenta con este correo electrónico.";
let counter = 0;
const newStaff = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: "Lucía Cajera",
    role: "CASHIER",
    email: `lucia${counter}-${Date.now()}@example.com`,
    password: "caja-segura-1",
    ...overrides,
  };
};

describe.each(engines)("staff on %s", (engine) => {
  const server = useTestServer(engine);

  const list = (cookies: Cookies, query = "") =>
    inject(server(), { method: "GET", url: `/api/v1/staff${query}`, cookies });
  const create = (cookies: Cookies, payload: Record<string, unknown>) =>
    inject(server(), { method: "POST", url: "/api/v1/staff", cookies, payload });
  const users = async () => {
    const row = await server()
      .ctx.database.db.selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const stored = (id: string) =>
    server().ctx.database.db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();

  describe("who may call it", () => {
    it("refuses CASHIER, KITCHEN and WAITER on every staff route, changing nothing", async () => {
      const { session } = await signUp(server());
      const businessId = session.business.id;
      const target = await addUser(server(), businessId, "CASHIER");
      const before = await users();
      for (const role of ["CASHIER", "KITCHEN", "WAITER"] as const) {
        const { cookies } = await addUser(server(), businessId, role);
        const responses = [
          await list(cookies),
          await create(cookies, newStaff()),
          await inject(server(), {
            method: "PATCH",
            url: `/api/v1/staff/${target.userId}/status`,
            cookies,
            payload: { status: "disabled" },
          }),
          await inject(server(), { method: "DELETE", url: `/api/v1/staff/${target.userId}`, cookies }),
        ];
        for (const response of responses) {
          expect(response.statusCode, `${role} ${response.body}`).toBe(403);
          expect(response.json().error.code).toBe("permission-denied");
        }
      }
      expect(await users()).toBe(before + 3);
      expect((await stored(target.userId))?.status).toBe("enabled");
    });

    it("shows an ADMIN of another business none of ours, and answers 404 for our users", async () => {
      const ours = await signUp(server());
      const member = await addUser(server(), ours.session.business.id, "KITCHEN");
      const theirs = await signUp(server());

      const listed = await list(theirs.cookies);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual({ items: [], total: 0, nextCursor: null });

      const status = await inject(server(), {
        method: "PATCH",
        url: `/api/v1/staff/${member.userId}/status`,
        cookies: theirs.cookies,
        payload: { status: "disabled" },
      });
      const removal = await inject(server(), {
        method: "DELETE",
        url: `/api/v1/staff/${member.userId}`,
        cookies: theirs.cookies,
      });
      for (const response of [status, removal]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({ code: "not-found", message: "No encontramos ese usuario." });
      }
      expect(await stored(member.userId)).toMatchObject({
        status: "enabled",
        business_id: ours.session.business.id,
      });
      expect(
        (await inject(server(), { method: "GET", url: "/api/v1/session", cookies: member.cookies }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe("createEmployee", () => {
    it("creates the user in the caller's business with the chosen role, without signing the ADMIN out", async () => {
      const owner = await signUp(server());
      const other = await signUp(server());
      const changes: unknown[] = [];
      const unsubscribe = server().ctx.bus.subscribe(owner.session.business.id, (m) => changes.push(m));
      const input = newStaff({ role: "KITCHEN", email: "  Cocina.Nueva@Example.COM " });
      const response = await create(owner.cookies, {
        ...input,
        business: other.session.business.id,
        businessId: other.session.business.id,
        business_id: other.session.business.id,
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers["set-cookie"]).toBeUndefined();
      const { data } = response.json();
      expect(data).toEqual({
        id: expect.any(String),
        name: input.name,
        email: "cocina.nueva@example.com",
        role: "KITCHEN",
        status: "enabled",
        emailVerified: false,
        createdAt: expect.any(Number),
      });
      expect(Math.abs(data.createdAt - Date.now())).toBeLessThan(60_000);
      expect(await stored(data.id)).toMatchObject({
        business_id: owner.session.business.id,
        role: "KITCHEN",
      });
      await vi.waitFor(() => expect(changes).toContainEqual({ entity: "users", id: data.id, op: "insert" }));
      unsubscribe();

      // The session Better Auth opened for the new user was dropped; the ADMIN is still the ADMIN.
      const sessions = await server()
        .ctx.database.db.selectFrom("session")
        .select("id")
        .where("user_id", "=", data.id)
        .execute();
      expect(sessions).toHaveLength(0);
      const me = await inject(server(), { method: "GET", url: "/api/v1/session", cookies: owner.cookies });
      expect(me.json().data.user.id).toBe(owner.session.user.id);

      const signIn = await inject(server(), {
        method: "POST",
        url: "/api/v1/session",
        payload: { email: "cocina.nueva@example.com", password: input.password },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().data.user).toMatchObject({
        id: data.id,
        role: "KITCHEN",
        businessId: owner.session.business.id,
      });
      const mail = server().mails.find((m) => m.to === "cocina.nueva@example.com");
      expect(mail?.subject).toBe("Verificá tu correo en Comanda");
    });

    it("creates a waiter ('Mozo', decision 083), who signs in and lands on the dining room", async () => {
      const owner = await signUp(server());
      const input = newStaff({ role: "WAITER", name: "Mateo Mozo" });
      const response = await create(owner.cookies, input);
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ name: "Mateo Mozo", role: "WAITER", status: "enabled" });
      const signIn = await inject(server(), {
        method: "POST",
        url: "/api/v1/session",
        payload: { email: input.email, password: input.password },
      });
      expect(signIn.json().data.user).toMatchObject({
        role: "WAITER",
        businessId: owner.session.business.id,
      });
      const listed = (await list(owner.cookies)).json().data.items as { role: string }[];
      expect(listed.map((user) => user.role)).toEqual(["WAITER"]);
    });

    it("refuses an e-mail already used, next to the field, writing nothing", async () => {
      const owner = await signUp(server());
      const someone = await signUp(server());
      const before = await users();
      const response = await create(owner.cookies, newStaff({ email: someone.input.email.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: "aborted",
        message: emailTaken,
        fields: { email: emailTaken },
      });
      expect(await users()).toBe(before);
    });

    it("limits how many taken e-mails an ADMIN can probe, never counting the users created", async () => {
      const owner = await signUp(server());
      for (let n = 0; n < 6; n++) expect((await create(owner.cookies, newStaff())).statusCode).toBe(201);
      const someone = await signUp(server());
      const statuses: number[] = [];
      for (let n = 0; n < 7; n++) {
        statuses.push((await create(owner.cookies, newStaff({ email: someone.input.email }))).statusCode);
      }
      expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429]);
      const blocked = await create(owner.cookies, newStaff());
      expect(blocked.json().error.code).toBe("resource-exhausted");
      expect(blocked.json().error.fields).toBeUndefined();
    });

    it("refuses a weak password and missing fields with Spanish messages, writing nothing", async () => {
      const owner = await signUp(server());
      const before = await users();
      const weak = await create(owner.cookies, newStaff({ password: "corta" }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toEqual({
        code: "invalid-argument",
        message: "Revisá los datos ingresados.",
        fields: { password: "La contraseña debe tener al menos 8 caracteres." },
      });
      const empty = await create(owner.cookies, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toEqual({
        name: "Ingresá el nombre.",
        role: "Elegí un rol.",
        email: "El correo electrónico es obligatorio.",
        password: "La contraseña es obligatoria.",
      });
      const badRole = await create(owner.cookies, newStaff({ role: "DUEÑO", name: "  " }));
      expect(badRole.json().error.fields).toEqual({ name: "Ingresá el nombre.", role: "Elegí un rol." });
      expect(await users()).toBe(before);
    });
  });

  describe("the list", () => {
    it("pages 12 users as 10 and 2, newest first, never the caller, without overlap", async () => {
      const owner = await signUp(server());
      for (let n = 1; n <= 12; n++) {
        const response = await create(owner.cookies, newStaff({ name: `Persona ${n}` }));
        expect(response.statusCode).toBe(201);
      }
      const first = await list(owner.cookies);
      expect(first.statusCode).toBe(200);
      const one = first.json().data;
      expect(one.items).toHaveLength(10);
      expect(one.total).toBe(12);
      expect(one.nextCursor).toEqual(expect.any(String));
      const second = (await list(owner.cookies, `?cursor=${one.nextCursor}`)).json().data;
      expect(second.items).toHaveLength(2);
      expect(second.total).toBe(12);
      expect(second.nextCursor).toBeNull();

      const all = [...one.items, ...second.items] as { id: string; name: string; createdAt: number }[];
      expect(new Set(all.map((m) => m.id)).size).toBe(12);
      expect(all.map((m) => m.id)).not.toContain(owner.session.user.id);
      const sorted = [...all].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
      expect(all.map((m) => m.id)).toEqual(sorted.map((m) => m.id));
      expect(all.at(-1)?.name).toBe("Persona 1");

      const small = (await list(owner.cookies, "?limit=5")).json().data;
      expect(small.items.map((m: { id: string }) => m.id)).toEqual(all.slice(0, 5).map((m) => m.id));
    });

    it("filters by name or e-mail, ignoring case, with LIKE wildcards taken literally", async () => {
      const owner = await signUp(server());
      await create(owner.cookies, newStaff({ name: "Marta Gómez", email: "marta.g@example.com" }));
      await create(owner.cookies, newStaff({ name: "Juan Pérez", email: "juan-cocina@example.com" }));
      const names = async (q: string) => {
        const { data } = (await list(owner.cookies, `?q=${encodeURIComponent(q)}`)).json();
        expect(data.total).toBe(data.items.length);
        return data.items.map((m: { name: string }) => m.name);
      };
      expect(await names("MARTA")).toEqual(["Marta Gómez"]);
      expect(await names("Cocina")).toEqual(["Juan Pérez"]);
      expect(await names("example")).toEqual(["Juan Pérez", "Marta Gómez"]);
      expect(await names("%")).toEqual([]);
      expect(await names("_")).toEqual([]);
    });

    it("refuses a forged cursor or a bad limit with a 400", async () => {
      const owner = await signUp(server());
      const forged = Buffer.from(JSON.stringify([5, "x"])).toString("base64url");
      for (const query of ["?cursor=nope", `?cursor=${forged}`, "?limit=0", "?limit=abc"]) {
        const response = await list(owner.cookies, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.code).toBe("invalid-argument");
      }
    });
  });
});
