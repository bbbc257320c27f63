import { type ChangeEvent, uuidPattern } from "@comanda/domain";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { encodeCursor } from "../src/db/keyset.ts";
import {
  type CatalogClient,
  catalogClient,
  type Item,
  type NamedRecordApi,
  newestFirst,
  walk,
} from "./catalog-kit.ts";
import { engines } from "./database-kit.ts";
import { addUser, useTestServer } from "./server-kit.ts";

/** The behaviour categories, payment methods and ingredients share, on every engine. */
export const describeNamedRecordApi = (api: NamedRecordApi) =>
  describe.each(engines)(`${api.path} on %s`, (engine) => {
    const server = useTestServer(engine);
    let catalog: CatalogClient;
    beforeAll(async () => {
      catalog = catalogClient(server(), api);
    });

    it("creates an enabled record with a normalised name, in the caller's business", async () => {
      const a = await catalog.business();
      const response = await a.create(api.body("  Primera   prueba "));
      expect(response.statusCode).toBe(201);
      const created = response.json().data as Item;
      expect(created).toMatchObject({ name: "Primera prueba", status: "enabled" });
      expect(created.id).toMatch(uuidPattern);
      expect(created.updatedAt).toBe(created.createdAt);
      const row = await server()
        .ctx.database.db.selectFrom(api.table)
        .select(["business_id", "name_key"])
        .where("id", "=", created.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ business_id: a.businessId, name_key: "primera prueba" });
      expect((await a.get(created.id)).json().data).toEqual(created);
    });

    it("renames, and the list shows the new name", async () => {
      const a = await catalog.business();
      const created = await a.add("Viejo nombre");
      const response = await a.edit(created.id, api.body("Nuevo nombre"));
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: created.id, name: "Nuevo nombre" });
      expect(response.json().data.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);
      expect((await a.list()).json().data.items.map((i: Item) => i.name)).toEqual(["Nuevo nombre"]);
      // Its own name in another case is not a duplicate of itself.
      expect((await a.edit(created.id, api.body("NUEVO NOMBRE"))).statusCode).toBe(200);
    });

    it("refuses a name already used in the business, ignoring case and spaces", async () => {
      const a = await catalog.business();
      const first = await a.add("Bebidas frías");
      const other = await a.add("Otra cosa");
      const before = await catalog.rowCount();
      for (const name of ["Bebidas frías", "  bebidas FRÍAS ", "BEBIDAS   frías", "Bebidas\tfrías"]) {
        const response = await a.create(api.body(name));
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toEqual({
          error: {
            code: "aborted",
            message: api.messages.duplicate,
            fields: { name: api.messages.duplicate },
          },
        });
      }
      const renamed = await a.edit(other.id, api.body(" bebidas frías"));
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().error.fields.name).toBe(api.messages.duplicate);
      expect(await catalog.rowCount()).toBe(before);
      expect((await a.get(other.id)).json().data.name).toBe("Otra cosa");
      expect((await a.get(first.id)).json().data.name).toBe("Bebidas frías");
      // Another business may use the same name.
      expect((await (await catalog.business()).create(api.body("Bebidas frías"))).statusCode).toBe(201);
    });

    it("lets only one of several simultaneous creations of a name through", async () => {
      const a = await catalog.business();
      const names = ["Simultáneo", "simultáneo", " SIMULTÁNEO", "Simultáneo ", "simultáneo"];
      const responses = await Promise.all(names.map((name) => a.create(api.body(name))));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect((await a.list()).json().data.total).toBe(1);
    });

    it("disables and enables", async () => {
      const a = await catalog.business();
      const created = await a.add("Conmutable");
      const disabled = await a.setStatus(created.id, { status: "disabled" });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data).toMatchObject({ id: created.id, status: "disabled" });
      expect((await a.list()).json().data.items[0].status).toBe("disabled");
      const enabled = await a.setStatus(created.id, { status: "enabled" });
      expect(enabled.json().data.status).toBe("enabled");
      expect((await a.get(created.id)).json().data.status).toBe("enabled");
    });

    it("deletes", async () => {
      const a = await catalog.business();
      const kept = await a.add("Se queda");
      const gone = await a.add("Se va");
      const response = await a.remove(gone.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      expect((await a.get(gone.id)).statusCode).toBe(404);
      expect((await a.list()).json().data).toMatchObject({ total: 1, items: [{ id: kept.id }] });
      const again = await a.remove(gone.id);
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toEqual({ code: "not-found", message: api.messages.notFound });
    });

    it("pages 25 records newest first, 10 at a time, none skipped or repeated; also filtered", async () => {
      const a = await catalog.business();
      const created: Item[] = [];
      for (let n = 1; n <= 25; n++) created.push(await a.add(`${n % 2 ? "Jugo" : "Agua"} ${n}`));
      const pages = await walk(a.list, "?limit=10");
      expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
      expect(pages.map((p) => p.total)).toEqual([25, 25, 25]);
      const listed = pages.flatMap((p) => p.items);
      expect(listed.map((i) => i.id)).toEqual(newestFirst(created).map((i) => i.id));
      expect(listed[0]?.createdAt).toBe(Math.max(...created.map((i) => i.createdAt)));
      expect((await a.list()).json().data.items).toHaveLength(10);

      const juices = await walk(a.list, "?limit=5&q=%20JUGO%20");
      expect(juices.map((p) => p.items.length)).toEqual([5, 5, 3]);
      expect(juices.every((p) => p.total === 13)).toBe(true);
      const juiceIds = juices.flatMap((p) => p.items.map((i) => i.id));
      expect(juiceIds).toEqual(
        newestFirst(created.filter((i) => i.name.startsWith("Jugo"))).map((i) => i.id),
      );
      expect((await a.list("?q=jugo%2025")).json().data).toMatchObject({
        total: 1,
        items: [{ name: "Jugo 25" }],
      });
    });

    it("breaks ties on the creation time by id, across pages", async () => {
      const a = await catalog.business();
      const created: Item[] = [];
      for (let n = 1; n <= 7; n++) created.push(await a.add(`Empate ${n}`));
      const ids = created.map((i) => i.id);
      await server()
        .ctx.database.db.updateTable(api.table)
        .set({ created_at: 1_700_000_000_000 })
        .where("id", "in", ids)
        .execute();
      const pages = await walk(a.list, "?limit=3");
      expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
      expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual([...ids].sort().reverse());
    });

    it("treats the search as text: wildcards are literal, case and accents ignored, ñ kept", async () => {
      const a = await catalog.business();
      await a.add("Ñandú 100%");
      await a.add("Café_con leche");
      const names = async (q: string) =>
        (await a.list(`?q=${encodeURIComponent(q)}`)).json().data.items.map((i: Item) => i.name);
      expect(await names("ñANDÚ")).toEqual(["Ñandú 100%"]);
      expect(await names("0%")).toEqual(["Ñandú 100%"]);
      expect(await names("%")).toEqual(["Ñandú 100%"]);
      expect(await names("_")).toEqual(["Café_con leche"]);
      expect(await names("é_c")).toEqual(["Café_con leche"]);
      // Accents are ignored too (decision 024): "e_c" finds "Café_con leche".
      expect(await names("e_c")).toEqual(["Café_con leche"]);
      expect(await names("ñandu")).toEqual(["Ñandú 100%"]);
      expect(await names("nandu")).toEqual([]);
    });

    it("answers another business's ids as not found and never lists its rows", async () => {
      const a = await catalog.business();
      const b = await catalog.business();
      const mine = await a.add("Mío");
      const theirs = await b.add("Ajeno");
      for (const response of [
        await a.get(theirs.id),
        await a.edit(theirs.id, api.body("Robado")),
        await a.setStatus(theirs.id, { status: "disabled" }),
        await a.remove(theirs.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({ code: "not-found", message: api.messages.notFound });
      }
      expect((await b.get(theirs.id)).json().data).toEqual(theirs);
      expect((await a.list()).json().data).toMatchObject({ total: 1, items: [{ id: mine.id }] });
      expect((await b.list()).json().data).toMatchObject({ total: 1, items: [{ id: theirs.id }] });
      expect((await a.get("01900000-0000-7000-8000-000000000000")).statusCode).toBe(404);
    });

    it("refuses bad input with 400 and writes nothing", async () => {
      const a = await catalog.business();
      const existing = await a.add("Intacto");
      const before = await catalog.rowCount();
      const valid = api.body("Válido");
      const badBodies = [
        { body: {}, field: "name" },
        { body: { ...valid, name: 123 }, field: "name" },
        { body: { ...valid, name: null }, field: "name" },
        { body: { ...valid, name: "    " }, field: "name" },
        { body: { ...valid, name: "x".repeat(81) }, field: "name" },
        { body: { ...valid, name: "x".repeat(200_000) }, field: "name" },
        { body: { ...valid, name: ["Lista"] }, field: "name" },
        ...(api.badBodies ?? []),
      ];
      for (const { body, field } of badBodies) {
        for (const response of [await a.create(body), await a.edit(existing.id, body)]) {
          expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
          expect(response.json().error.code).toBe("invalid-argument");
          expect(
            Object.keys(response.json().error.fields ?? {}),
            JSON.stringify(body).slice(0, 80),
          ).toContain(field);
        }
      }
      for (const status of [{}, { status: "paused" }, { status: true }]) {
        expect((await a.setStatus(existing.id, status)).statusCode).toBe(400);
      }
      for (const response of [
        await a.get("not-a-uuid"),
        await a.edit("not-a-uuid", valid),
        await a.setStatus("1234", { status: "disabled" }),
        await a.remove(encodeURIComponent("'; drop table category; --")),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toHaveProperty("id");
      }
      const forged = encodeCursor({ at: "mañana", id: existing.id });
      for (const query of [
        "?cursor=nope",
        `?cursor=${forged}`,
        "?limit=0",
        "?limit=101",
        "?limit=abc",
        `?q=${"x".repeat(81)}`,
      ]) {
        const response = await a.list(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.code).toBe("invalid-argument");
      }
      expect(await catalog.rowCount()).toBe(before);
      expect((await a.get(existing.id)).json().data).toEqual(existing);
    });

    it("refuses KITCHEN through the role table and lets CASHIER work", async () => {
      const a = await catalog.business();
      const existing = await a.add("De la caja");
      const kitchen = catalog.client((await addUser(server(), a.businessId, "KITCHEN")).cookies);
      const cashier = catalog.client((await addUser(server(), a.businessId, "CASHIER")).cookies);
      const before = await catalog.rowCount();
      for (const response of [
        await kitchen.list(),
        await kitchen.create(api.body("Cocina")),
        await kitchen.edit(existing.id, api.body("Cocina")),
        await kitchen.setStatus(existing.id, { status: "disabled" }),
        await kitchen.remove(existing.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe("permission-denied");
      }
      expect(await catalog.rowCount()).toBe(before);
      expect((await cashier.list()).json().data.items).toEqual([existing]);
      expect((await cashier.create(api.body("Desde la caja"))).statusCode).toBe(201);
    });

    it("publishes each write to its own business only, after it is stored", async () => {
      const a = await catalog.business();
      const b = await catalog.business();
      const seen: ChangeEvent[] = [];
      const seenByB: ChangeEvent[] = [];
      // Each signup's own "business" event may still be on its way through NOTIFY: only ours count.
      const collect = (into: ChangeEvent[]) => (m: ChangeEvent | "resync") => {
        if (m !== "resync" && m.entity === api.entity) into.push(m);
      };
      const stop = server().ctx.bus.subscribe(a.businessId, collect(seen));
      const stopB = server().ctx.bus.subscribe(b.businessId, collect(seenByB));
      const created = await a.add("Con eventos");
      await vi.waitFor(() => expect(seen).toEqual([{ entity: api.entity, id: created.id, op: "insert" }]));
      // What a listener refetches on the event is already there.
      expect((await a.get(created.id)).statusCode).toBe(200);
      expect((await a.create(api.body("con eventos"))).statusCode).toBe(409);
      await a.edit(created.id, api.body("Con eventos 2"));
      await a.setStatus(created.id, { status: "disabled" });
      await a.remove(created.id);
      const op = (o: ChangeEvent["op"]) => ({ entity: api.entity, id: created.id, op: o });
      await vi.waitFor(() => expect(seen).toEqual([op("insert"), op("update"), op("update"), op("delete")]));
      expect(seenByB).toEqual([]);
      stop();
      stopB();
    });
  });
