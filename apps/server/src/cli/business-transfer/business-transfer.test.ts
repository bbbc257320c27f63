import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Engine, engines } from "../../../test/database-kit.ts";
import { placeOrder, type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { inject, signIn, signUp, startTestServer, type TestServer } from "../../../test/server-kit.ts";
import { shiftCalls } from "../../../test/shifts-kit.ts";
import type { DatabaseHandle, Db } from "../../db/database.ts";
import { backupDatabase, kyselyQuery, quoteId, readCatalog } from "../../modules/backups/index.ts";
import { getZReport } from "../../modules/shifts/index.ts";
import { exportBusiness } from "./export-business.ts";
import { importBusiness } from "./import-business.ts";

/** Every row of a business, table by table, in key order: what "untouched" compares. */
const rowsOfBusiness = async ({ db, dialect }: DatabaseHandle, businessId: string) => {
  const query = kyselyQuery(db);
  const found: Record<string, unknown[]> = {};
  for (const table of await readCatalog(query, dialect)) {
    const column = table.name === "business" ? "id" : "business_id";
    if (!table.columns.some((known) => known.name === column)) continue;
    const order = table.primaryKey.map(quoteId).join(", ");
    found[table.name] = await query(
      `select * from ${quoteId(table.name)} where ${quoteId(column)} = '${businessId}' order by ${order}`,
    );
  }
  return found;
};

/** A business that sold through two shifts, both closed with their cash counted; returns the shifts. */
const sellThroughTwoShifts = async (server: TestServer) => {
  const shop = await sellingBusiness(server);
  const coke = await shop.product("Coca-Cola", { quantity: 50 });
  const pizza = await shop.product("Pizza", { quantity: null, price: 900_000 });
  const card = await shop.paymentMethod("Tarjeta");
  await shop.staff("CASHIER");
  const shifts = shiftCalls(server, shop.owner.cookies);
  const sell = async (end: "complete" | "cancel", method = shop.cash) => {
    const order = await placeOrder(shop, {
      products: [
        { product_id: coke, quantity: 2 },
        { product_id: pizza, quantity: 1 },
      ],
      payment_method_id: method,
    });
    const actions = end === "cancel" ? (["cancel"] as const) : (["receive", "deliver", "complete"] as const);
    for (const action of actions) expect((await shop.act(order.id, action)).statusCode).toBe(200);
  };
  const close = async (shiftId: string, methods: string[]) => {
    const counts = methods.map((payment_method_id) => ({ payment_method_id, counted: 12_345 }));
    const response = await shifts.close(shiftId, { counts, note: "Faltó cambio" });
    expect(response.statusCode, response.body).toBe(200);
  };
  await sell("complete");
  await sell("complete", card);
  await sell("cancel");
  await close(shop.shiftId, [shop.cash, card]);
  const opened = await shifts.open({ cash_float: 5_000 });
  expect(opened.statusCode, opened.body).toBe(201);
  const second = opened.json().data.id as string;
  const moved = await shifts.move(second, { kind: "out", amount: 1_000, reason: "Hielo" });
  expect(moved.statusCode, moved.body).toBe(201);
  await sell("complete");
  await close(second, [shop.cash]);
  return { shop, shiftIds: [shop.shiftId, second] };
};

const zReports = (db: Db, shop: SellingBusiness, shiftIds: string[]) =>
  Promise.all(shiftIds.map((id) => getZReport(db, shop.businessId, id)));

const directions: [Engine, Engine][] = engines.includes("postgres")
  ? [
      ["sqlite", "postgres"],
      ["postgres", "sqlite"],
    ]
  : [["sqlite", "sqlite"]];

describe.each(directions)("a business exported from %s and imported on %s", (from, to) => {
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-business-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps every figure of its Z reports, leaves the other business alone, and its owner signs in", async () => {
    const source = await startTestServer(from);
    const into = await createTestDatabase(to);
    const target = await startTestServer(to, {}, into);
    try {
      const { shop, shiftIds } = await sellThroughTwoShifts(source);
      const before = await zReports(source.ctx.database.db, shop, shiftIds);
      expect(before.map((report) => report.completed.orders)).toEqual([2, 1]);
      const other = await signUp(target, { business_name: "Bar del Centro" });
      const category = await inject(target, {
        method: "POST",
        url: "/api/v1/categories",
        cookies: other.cookies,
        payload: { name: "Postres" },
      });
      expect(category.statusCode, category.body).toBe(201);
      const otherBefore = await rowsOfBusiness(target.ctx.database, other.session.business.id);

      const exported = await exportBusiness(
        source.db.target,
        shop.owner.session.business.slug,
        path.join(dir, `${from}.jsonl.gz`),
      );
      expect(exported.manifest).toMatchObject({
        format: "comanda-business",
        engine: from,
        business: { id: shop.businessId, name: "La Esquina", slug: shop.owner.session.business.slug },
        tables: { business: 1, user: 2, account: 2, shift: 2, order: 4 },
      });
      expect(exported.manifest.tables).not.toHaveProperty("session");

      const { report } = await importBusiness(into.target, exported.file);
      expect(report.breaks).toEqual([]);
      expect(await zReports(target.ctx.database.db, shop, shiftIds)).toEqual(before);
      expect(await rowsOfBusiness(target.ctx.database, other.session.business.id)).toEqual(otherBefore);
      const imported = await rowsOfBusiness(target.ctx.database, shop.businessId);
      for (const [table, rows] of Object.entries(imported))
        expect(rows.length, table).toBe(exported.manifest.tables[table]);
      const response = await signIn(target, shop.owner.input.email, shop.owner.input.password);
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await target.close();
      await into.drop();
      await source.close();
    }
  });
});

describe.each(engines)("import-business on %s refuses", (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-business-"));
  let source: TestServer;
  let shop: SellingBusiness;
  let file = "";
  const targets: TestServer[] = [];
  beforeAll(async () => {
    source = await startTestServer(engine);
    shop = await sellingBusiness(source);
    file = (await exportBusiness(source.db.target, shop.businessId, path.join(dir, "negocio.jsonl.gz"))).file;
  });
  afterAll(async () => {
    for (const server of targets) await server.close();
    await source.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const target = async () => {
    const server = await startTestServer(engine);
    targets.push(server);
    return server;
  };

  /** The refusal, and a target without any of the business's rows. */
  const refused = async (into: TestServer, from: string, message: string | RegExp) => {
    const before = await rowsOfBusiness(into.ctx.database, shop.businessId);
    await expect(importBusiness(into.db.target, from)).rejects.toThrow(message);
    expect(await rowsOfBusiness(into.ctx.database, shop.businessId)).toEqual(before);
  };

  it("into the database it came from: the business, its slug and its owner are there", async () => {
    await refused(
      source,
      file,
      `No se puede importar «La Esquina» en esta base: ya hay un negocio con su id ${shop.businessId} («La Esquina»); ` +
        `ya hay un usuario con el correo ${shop.owner.input.email.toLowerCase()}. No se importó nada.`,
    );
  });

  it("when another business has its slug", async () => {
    const into = await target();
    const taken = await signUp(into);
    expect(taken.session.business.slug).toBe(shop.owner.session.business.slug);
    await refused(
      into,
      file,
      `No se puede importar «La Esquina» en esta base: el nombre corto «${taken.session.business.slug}» ya es del negocio «La Esquina». No se importó nada.`,
    );
  });

  it("when one of its users' e-mails is taken", async () => {
    const into = await target();
    await signUp(into, { business_name: "Otro Bar", email: shop.owner.input.email.toUpperCase() });
    await refused(
      into,
      file,
      `ya hay un usuario con el correo ${shop.owner.input.email.toLowerCase()}. No se importó nada.`,
    );
  });

  it("a damaged file, a file whose data no longer matches its checksum, and a whole backup", async () => {
    const into = await target();
    const flipped = path.join(dir, "flipped.jsonl.gz");
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(flipped, bytes);
    await refused(into, flipped, `El archivo «${flipped}» está dañado o incompleto`);

    const edited = path.join(dir, "edited.jsonl.gz");
    writeFileSync(
      edited,
      gzipSync(gunzipSync(readFileSync(file)).toString("utf8").replace("Bebidas", "Bebidaz")),
    );
    await refused(into, edited, /su suma de verificación \(SHA-256\) no coincide con la de su manifiesto/);

    const backup = (await backupDatabase(source.db.target, path.join(dir, "copia.jsonl.gz"))).file;
    await refused(
      into,
      backup,
      `El archivo «${backup}» es una copia de seguridad de toda una base, no la exportación de un negocio`,
    );
  });

  it("a file of a newer Comanda", async () => {
    const into = await target();
    const future = path.join(dir, "future.jsonl.gz");
    const text = gunzipSync(readFileSync(file)).toString("utf8");
    const end = text.indexOf("\n");
    writeFileSync(
      future,
      gzipSync(
        JSON.stringify({ ...JSON.parse(text.slice(0, end)), migration: "9999-future" }) + text.slice(end),
      ),
    );
    await refused(
      into,
      future,
      /es de una versión más nueva de Comanda: su base está en la migración 9999-future/,
    );
  });
});
