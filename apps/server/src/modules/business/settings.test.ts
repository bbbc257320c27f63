import { defaultCourses, phoneMessages } from "@comanda/domain";
import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addUser, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("business settings on %s", (engine) => {
  const server = useTestServer(engine);

  const settings = {
    name: "Lo de Ana",
    address: "Av. Santa Fe 100",
    phone: "1140000000",
    blind_cash_count: true,
  };

  it("lets every role read the settings and only ADMIN change them", async () => {
    const owner = await signUp(server(), { business_name: "Bar Uno" });
    const businessId = owner.session.business.id;
    const cashier = await addUser(server(), businessId, "CASHIER");
    const kitchen = await addUser(server(), businessId, "KITCHEN");

    for (const who of [owner, cashier, kitchen]) {
      const read = await inject(server(), { method: "GET", url: "/api/v1/business", cookies: who.cookies });
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual({
        name: "Bar Uno",
        address: "Av. Corrientes 1234, CABA",
        phone: "1145678901",
        slug: owner.session.business.slug,
        blindCashCount: false,
        discountPolicy: "admin-and-cashier",
        cashierMaxDiscount: 10,
        permissions: {
          cashierEditsCatalog: true,
          cashierCancelsOrders: true,
          kitchenCancelsOrders: true,
          waiterCharges: false,
        },
        logoUrl: null,
        quickNotes: ["Sin sal", "Bien cocido", "Para llevar"],
        courses: defaultCourses,
        kitchenTargets: { warn: 10, late: 20 },
      });
    }
    for (const who of [cashier, kitchen]) {
      const change = await inject(server(), {
        method: "PATCH",
        url: "/api/v1/business",
        payload: settings,
        cookies: who.cookies,
      });
      expect(change.statusCode).toBe(403);
    }
    const unchanged = await server()
      .ctx.database.db.selectFrom("business")
      .select(["name", "blind_cash_count"])
      .where("id", "=", businessId)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ name: "Bar Uno", blind_cash_count: 0 });
  });

  it("renames the business but keeps its slug, so the public price list still answers", async () => {
    const owner = await signUp(server(), { business_name: "Bar Dos" });
    const slug = owner.session.business.slug;
    const events: unknown[] = [];
    const stop = server().ctx.bus.subscribe(owner.session.business.id, (event) => events.push(event));
    const change = await inject(server(), {
      method: "PATCH",
      url: "/api/v1/business",
      payload: settings,
      cookies: owner.cookies,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().data).toEqual({
      name: "Lo de Ana",
      address: "Av. Santa Fe 100",
      phone: "1140000000",
      slug,
      blindCashCount: true,
      discountPolicy: "admin-and-cashier",
      cashierMaxDiscount: 10,
      permissions: {
        cashierEditsCatalog: true,
        cashierCancelsOrders: true,
        kitchenCancelsOrders: true,
        waiterCharges: false,
      },
      logoUrl: null,
      // Left out of the request: kept as they were.
      quickNotes: ["Sin sal", "Bien cocido", "Para llevar"],
      courses: defaultCourses,
      kitchenTargets: { warn: 10, late: 20 },
    });
    // PostgreSQL's bus delivers through LISTEN/NOTIFY, a moment after the answer.
    await vi.waitFor(() =>
      expect(events).toContainEqual({ entity: "business", id: owner.session.business.id, op: "update" }),
    );
    stop();

    const publicList = await inject(server(), { method: "GET", url: `/api/v1/price-list/${slug}` });
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json().data.business).toEqual({ name: "Lo de Ana", slug, logoUrl: null });
    // The session shows the new name at once (its cache follows the business row).
    const session = await inject(server(), { method: "GET", url: "/api/v1/session", cookies: owner.cookies });
    expect(session.json().data.business.name).toBe("Lo de Ana");
  });

  it("keeps the owner's quick notes in their order, and refuses a repeated one under its field (decision 080)", async () => {
    const owner = await signUp(server(), { business_name: "Bar Tres" });
    const save = (quick_notes: unknown) =>
      inject(server(), {
        method: "PATCH",
        url: "/api/v1/business",
        payload: { ...settings, quick_notes },
        cookies: owner.cookies,
      });
    const saved = await save("Sin hielo, Con limón, Para compartir");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.quickNotes).toEqual(["Sin hielo", "Con limón", "Para compartir"]);
    const twice = await save(["Sin hielo", "sin hielo"]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.quick_notes).toBe("Cada nota rápida puede estar una sola vez.");
    const read = await inject(server(), { method: "GET", url: "/api/v1/business", cookies: owner.cookies });
    expect(read.json().data.quickNotes).toEqual(["Sin hielo", "Con limón", "Para compartir"]);
  });

  it("starts with four courses, renames, adds and reorders them keeping their ids (decision 082)", async () => {
    const owner = await signUp(server(), { business_name: "Parrilla Uno" });
    const read = async () =>
      (await inject(server(), { method: "GET", url: "/api/v1/business", cookies: owner.cookies })).json()
        .data;
    expect((await read()).courses).toEqual([
      { id: "entrada", name: "Entrada" },
      { id: "principal", name: "Principal" },
      { id: "postre", name: "Postre" },
      { id: "bebida", name: "Bebida" },
    ]);
    const save = (courses: unknown) =>
      inject(server(), {
        method: "PATCH",
        url: "/api/v1/business",
        payload: { ...settings, courses },
        cookies: owner.cookies,
      });
    const saved = await save([
      { id: "bebida", name: "Bebidas" },
      { id: "entrada", name: "Entradas" },
      { name: "Parrilla" },
      { id: "principal", name: "Principales" },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const courses = saved.json().data.courses as { id: string; name: string }[];
    expect(courses.map((each) => each.name)).toEqual(["Bebidas", "Entradas", "Parrilla", "Principales"]);
    expect(courses.map((each) => each.id)).toEqual(["bebida", "entrada", courses[2]?.id, "principal"]);
    expect(courses[2]?.id).toMatch(/^[0-9a-f-]{36}$/);
    const twice = await save([{ name: "Postre" }, { name: "postre" }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.courses).toBe("Cada tiempo puede estar una sola vez.");
    expect((await save([])).json().error.fields.courses).toBe("Dejá al menos un tiempo.");
    expect((await read()).courses).toEqual(courses);
  });

  it("keeps the kitchen's target times, the second after the first (decision 087)", async () => {
    const owner = await signUp(server(), { business_name: "Parrilla Metas" });
    const save = (kitchen_targets: unknown) =>
      inject(server(), {
        method: "PATCH",
        url: "/api/v1/business",
        payload: { ...settings, kitchen_targets },
        cookies: owner.cookies,
      });
    const saved = await save({ warn: 8, late: 15 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.kitchenTargets).toEqual({ warn: 8, late: 15 });
    const backwards = await save({ warn: 20, late: 15 });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json().error.fields)).toContain(
      "El segundo tiempo tiene que ser mayor que el primero.",
    );
    expect((await save({ warn: 0, late: 15 })).statusCode).toBe(400);
    // Left out, they stay.
    const other = await inject(server(), {
      method: "PATCH",
      url: "/api/v1/business",
      payload: settings,
      cookies: owner.cookies,
    });
    expect(other.json().data.kitchenTargets).toEqual({ warn: 8, late: 15 });
  });

  it("refuses bad input with Spanish field messages and changes nothing", async () => {
    const owner = await signUp(server(), { business_name: "Bar Tres" });
    const change = await inject(server(), {
      method: "PATCH",
      url: "/api/v1/business",
      payload: { name: "", address: "Calle 1", phone: "11-40", blind_cash_count: "sí" },
      cookies: owner.cookies,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields).toMatchObject({
      name: "Ingresá el nombre del negocio.",
      phone: phoneMessages.length,
    });
    const read = await inject(server(), { method: "GET", url: "/api/v1/business", cookies: owner.cookies });
    expect(read.json().data.name).toBe("Bar Tres");
  });

  it("saves with no phone, however the form sends it, and reads the phone as people write it", async () => {
    const owner = await signUp(server(), { business_name: "Bar Cuatro", business_phone: undefined });
    const save = (phone: unknown) =>
      inject(server(), {
        method: "PATCH",
        url: "/api/v1/business",
        payload: { name: "Bar Cuatro", address: "Calle 1", phone, blind_cash_count: false },
        cookies: owner.cookies,
      });
    for (const phone of [null, "", "  "]) {
      const change = await save(phone);
      expect(change.statusCode).toBe(200);
      expect(change.json().data.phone).toBeNull();
    }
    const typed = await save("011 4567-8901");
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data.phone).toBe("1145678901");
    const international = await save("+54 9 11 4567-8901");
    expect(international.json().data.phone).toBe("1145678901");
  });
});
