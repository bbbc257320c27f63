import type { ChangeEvent } from "@comanda/domain";
import type { Room } from "@comanda/domain/dining-room";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

type Owner = { businessId: string; cookies: Cookies };
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

describe.each(engines)("the dining room plan on %s", (engine) => {
  const server = useTestServer(engine);
  let owner: Owner;
  beforeAll(async () => {
    const signed = await signUp(server());
    owner = { businessId: signed.session.business.id, cookies: signed.cookies };
  });

  const call = (method: Method, url: string, payload?: unknown, cookies = owner.cookies) =>
    inject(server(), {
      method,
      url: `/api/v1${url}`,
      cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const newRoom = async (name: string, cookies = owner.cookies) => {
    const response = await call("POST", "/rooms", { name }, cookies);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Room;
  };
  const save = (room: Pick<Room, "id" | "version">, tables: unknown[], cookies = owner.cookies) =>
    call("PUT", `/rooms/${room.id}/plan`, { version: room.version, tables }, cookies);
  const saved = async (room: Pick<Room, "id" | "version">, tables: unknown[]) => {
    const response = await save(room, tables);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Room;
  };

  it("creates rooms, places tables, moves, renames and removes them, and tells every screen", async () => {
    const events: ChangeEvent[] = [];
    const stop = server().ctx.bus.subscribe(owner.businessId, (event) => {
      if (event !== "resync" && event.entity === "rooms") events.push(event);
    });
    const salon = await newRoom("  Salón ");
    expect(salon).toMatchObject({ name: "Salón", version: 0, tables: [] });
    const terraza = await newRoom("Terraza");
    const placed = await saved(salon, [
      { name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 },
      { name: "Mesa 2", seats: 2, shape: "round", x: 0, y: 0 },
    ]);
    expect(placed.version).toBe(1);
    // Kept whole inside the plan: a round table for two is 90 across.
    expect(placed.tables).toMatchObject([
      { name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 },
      { name: "Mesa 2", seats: 2, shape: "round", x: 45, y: 45 },
    ]);
    const [one, two] = placed.tables as [Room["tables"][0], Room["tables"][0]];
    // The two tables swap names, one moves, and a third comes: ids stay.
    const moved = await saved(placed, [
      { ...one, name: "Mesa 2", x: 500, y: 300 },
      { ...two, name: "Mesa 1" },
      { name: "Barra", seats: 8, shape: "rectangle", x: 800, y: 600 },
    ]);
    expect(moved.tables.map(({ id, name, x, y }) => ({ id, name, x, y }))).toEqual([
      { id: one.id, name: "Mesa 2", x: 500, y: 300 },
      { id: two.id, name: "Mesa 1", x: 45, y: 45 },
      { id: expect.any(String), name: "Barra", x: 800, y: 600 },
    ]);
    const kept = await saved(moved, [moved.tables[2]]);
    expect(kept.tables.map((table) => table.name)).toEqual(["Barra"]);
    const renamed = await call("PATCH", `/rooms/${terraza.id}`, { name: "Patio" });
    expect(renamed.json().data).toMatchObject({ name: "Patio", version: 0 });
    const listed = (await call("GET", "/rooms")).json().data as Room[];
    expect(listed.map((room) => [room.name, room.tables.length])).toEqual([
      ["Salón", 1],
      ["Patio", 0],
    ]);
    stop();
    expect(events).toEqual([
      { entity: "rooms", id: salon.id, op: "insert" },
      { entity: "rooms", id: terraza.id, op: "insert" },
      { entity: "rooms", id: salon.id, op: "update" },
      { entity: "rooms", id: salon.id, op: "update" },
      { entity: "rooms", id: salon.id, op: "update" },
      { entity: "rooms", id: terraza.id, op: "update" },
    ]);
  });

  it("refuses a plan drawn from an older version, and keeps the one saved first", async () => {
    const room = await newRoom("Vereda");
    const mine = await saved(room, [{ name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 }]);
    const theirs = await save(room, [{ name: "Mesa 9", seats: 2, shape: "round", x: 500, y: 500 }]);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error).toEqual({
      code: "aborted",
      message:
        "Otra persona guardó este plano mientras lo editabas. Cargá el plano actual y volvé a hacer tus cambios.",
    });
    const [now] = ((await call("GET", "/rooms")).json().data as Room[]).filter((r) => r.id === room.id);
    expect(now).toEqual(mine);
  });

  it("lets exactly one of two saves of the same version through", async () => {
    const room = await newRoom("Balcón");
    for (let round = 0; round < 4; round++) {
      const current = ((await call("GET", "/rooms")).json().data as Room[]).find((r) => r.id === room.id);
      if (!current) throw new Error("room gone");
      const answers = await Promise.all(
        ["A", "B"].map((who) =>
          save(current, [{ name: `Mesa ${who}${round}`, seats: 2, shape: "round", x: 200, y: 200 }]),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const after = ((await call("GET", "/rooms")).json().data as Room[]).find((r) => r.id === room.id);
      expect(after?.version).toBe(current.version + 1);
      expect(after?.tables).toHaveLength(1);
    }
  });

  it("refuses duplicate names, bad tables and another room's table with Spanish messages", async () => {
    const room = await newRoom("Quincho");
    const duplicate = await newRoom("QUINCHO").catch(() => null);
    expect(duplicate).toBeNull();
    const refused = await call("POST", "/rooms", { name: "quincho" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Ya existe un salón con ese nombre.");
    const bad = await save(room, [
      { name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 },
      { name: "Mesa 2", seats: 100, shape: "oval", x: 100, y: 100 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      "tables.1.seats": "La mesa tiene de 1 a 99 lugares.",
      "tables.1.shape": "Elegí la forma: cuadrada, redonda o rectangular.",
    });
    const twice = await save(room, [
      { name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 },
      { name: "mesa 1", seats: 2, shape: "round", x: 300, y: 100 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({
      "tables.1.name": "Ya hay otra mesa llamada «mesa 1» en este salón.",
    });
    const other = await newRoom("Otro");
    const withTable = await saved(other, [{ name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 }]);
    const stolen = await save(room, [{ ...withTable.tables[0] }]);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(
      "Una de las mesas ya no está en este salón. Cargá el plano actual.",
    );
    // Nothing of a refused plan stays, not even the version it raised.
    const rooms = (await call("GET", "/rooms")).json().data as Room[];
    expect(rooms.find((r) => r.id === room.id)).toMatchObject({ version: 0, tables: [] });
    expect(rooms.find((r) => r.id === other.id)?.tables).toEqual(withTable.tables);
  });

  it("deletes a room with its tables", async () => {
    const room = await newRoom("Entrepiso");
    await saved(room, [{ name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 }]);
    expect((await call("DELETE", `/rooms/${room.id}`)).statusCode).toBe(200);
    const rows = await server()
      .ctx.database.db.selectFrom("dining_table")
      .select("id")
      .where("room_id", "=", room.id)
      .execute();
    expect(rows).toEqual([]);
    const again = await call("DELETE", `/rooms/${room.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe("No encontramos ese salón.");
    expect((await save({ id: room.id, version: 1 }, [])).statusCode).toBe(404);
  });

  it("a room deleted while its plan is saved leaves no table behind", async () => {
    for (let round = 0; round < 4; round++) {
      const room = await newRoom(`Efímero ${round}`);
      const [saving, deleting] = await Promise.all([
        save(room, [{ name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 }]),
        call("DELETE", `/rooms/${room.id}`),
      ]);
      expect([200, 404], saving.body).toContain(saving.statusCode);
      expect(deleting.statusCode, deleting.body).toBe(200);
      const rows = await server()
        .ctx.database.db.selectFrom("dining_table")
        .select("id")
        .where("room_id", "=", room.id)
        .execute();
      expect(rows).toEqual([]);
    }
  });

  it("keeps each business's rooms its own", async () => {
    const room = await newRoom("Privado");
    const stranger = await signUp(server());
    const theirs = (await call("GET", "/rooms", undefined, stranger.cookies)).json().data;
    expect(theirs).toEqual([]);
    for (const [method, url, body] of [
      ["PATCH", `/rooms/${room.id}`, { name: "Mío" }],
      ["PUT", `/rooms/${room.id}/plan`, { version: 0, tables: [] }],
      ["DELETE", `/rooms/${room.id}`, undefined],
    ] as const) {
      const response = await call(method, url, body, stranger.cookies);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Its own room of the same name is no duplicate.
    await newRoom("Privado", stranger.cookies);
  });

  it("lets ADMIN write, CASHIER only read, and KITCHEN neither", async () => {
    const room = await newRoom("Jardín");
    const cashier = await addUser(server(), owner.businessId, "CASHIER");
    const cook = await addUser(server(), owner.businessId, "KITCHEN");
    expect((await call("GET", "/rooms", undefined, cashier.cookies)).statusCode).toBe(200);
    expect((await call("GET", "/rooms", undefined, cook.cookies)).statusCode).toBe(403);
    for (const cookies of [cashier.cookies, cook.cookies]) {
      expect((await call("POST", "/rooms", { name: "Nuevo" }, cookies)).statusCode).toBe(403);
      expect((await call("PATCH", `/rooms/${room.id}`, { name: "Nuevo" }, cookies)).statusCode).toBe(403);
      expect((await save(room, [], cookies)).statusCode).toBe(403);
      expect((await call("DELETE", `/rooms/${room.id}`, undefined, cookies)).statusCode).toBe(403);
    }
  });

  it("answers malformed requests with a 400, never a 500", async () => {
    const room = await newRoom("Pruebas");
    const bodies: unknown[] = [
      null,
      [],
      "mesa",
      42,
      { version: "0", tables: [] },
      { version: 0, tables: {} },
      { version: 0, tables: [null] },
      { version: 0, tables: [{ name: "Mesa\u0000", seats: 2, shape: "round", x: 1, y: 1 }] },
      { version: 0, tables: [{ id: "x", name: "M", seats: 2, shape: "round", x: 1, y: 1 }] },
      { version: 0, tables: [{ name: "M", seats: 2, shape: "round", x: Number.NaN, y: 1 }] },
      { version: 1e300, tables: [] },
      {
        version: 0,
        tables: Array.from({ length: 201 }, (_, i) => ({
          name: `M${i}`,
          seats: 1,
          shape: "round",
          x: 1,
          y: 1,
        })),
      },
    ];
    for (const body of bodies) {
      const response = await inject(server(), {
        method: "PUT",
        url: `/api/v1/rooms/${room.id}/plan`,
        cookies: owner.cookies,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("invalid-argument");
    }
    expect((await call("PUT", "/rooms/not-an-id/plan", { version: 0, tables: [] })).statusCode).toBe(400);
    expect((await call("POST", "/rooms", { name: "x".repeat(41) })).statusCode).toBe(400);
    expect((await call("PATCH", `/rooms/${room.id}`, {})).statusCode).toBe(400);
  });
});
