import { formatClock, uuidv7 } from "@comanda/domain";
import { linesToMake } from "@comanda/domain/kitchen";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { openTableTab, placeOrder, type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { type FakePrinter, startFakePrinter, ticketLines } from "../../../test/printer-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

const text = (ticket: Buffer) => ticketLines(ticket).join("\n");

describe.each(engines)("comandas on the stations' printers on %s", (engine) => {
  const server = useTestServer(engine);
  const printers: FakePrinter[] = [];
  let shop: SellingBusiness;
  let kitchen: FakePrinter;
  let bar: FakePrinter;
  let coke: string;
  let fries: string;

  beforeAll(async () => {
    shop = await sellingBusiness(server());
    kitchen = await startFakePrinter();
    bar = await startFakePrinter();
    printers.push(kitchen, bar);
    const station = async (name: string, printer: FakePrinter) => {
      const response = await shop.call("POST", "/stations", {
        name,
        printer_host: printer.host,
        printer_port: printer.port,
        paper_width: 58,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    await station("Cocina", kitchen);
    const barId = await station("Barra", bar);
    coke = await shop.product("Coca");
    fries = await shop.product("Papas fritas");
    await shop.call("PUT", "/station-routing", { products: [{ id: coke, stationId: barId }] });
  });

  afterEach(async () => {
    for (const printer of printers) await printer.start().catch(() => {});
  });

  it("prints each station its own lines, once, and only what changed after an edit", async () => {
    const order = await placeOrder(shop, {
      products: [
        { product_id: coke, quantity: 2 },
        { product_id: fries, quantity: 1 },
      ],
      observation: "Sin sal",
    });
    const [kitchenTicket] = await kitchen.waitForTickets(1);
    const [barTicket] = await bar.waitForTickets(1);
    expect(text(kitchenTicket as Buffer)).toContain("Papas fritas");
    expect(text(kitchenTicket as Buffer)).not.toContain("Coca");
    expect(text(barTicket as Buffer)).toContain("Coca");
    expect(text(barTicket as Buffer)).not.toContain("Papas");
    // No prices on a comanda.
    expect(text(barTicket as Buffer)).not.toContain("$");

    const current = (await shop.get(order.id)).json().data;
    const edited = await shop.edit(order.id, {
      turn: current.turn,
      payment_method_id: current.paymentMethodId,
      observation: "Sin sal",
      products: [
        { product_id: coke, quantity: 3 },
        { product_id: fries, quantity: 1 },
      ],
      promotions: [],
      version: current.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [, change] = await bar.waitForTickets(2);
    expect(text(change as Buffer)).toContain("Coca");
    expect(text(change as Buffer)).toContain("1");
    // The kitchen's lines did not change: it gets no ticket.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kitchen.tickets).toHaveLength(1);
  });

  it("takes the order while a printer is off, says so, and prints the ticket once when it is back", async () => {
    await bar.stop();
    const before = bar.tickets.length;
    const order = await placeOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    expect(order.status).toBe("pending");
    await expect
      .poll(async () => (await shop.call("GET", "/printers")).json().data, { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ printerName: "Barra", online: false, pendingJobs: 1 }));
    await bar.start();
    expect((await shop.call("POST", "/printers/retry")).statusCode).toBe(200);
    await bar.waitForTickets(before + 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bar.tickets).toHaveLength(before + 1);
    const statuses = (await shop.call("GET", "/printers")).json().data;
    expect(statuses).toContainEqual(
      expect.objectContaining({ printerName: "Barra", online: true, pendingJobs: 0 }),
    );
    // And on demand, again.
    const reprint = await shop.call("POST", `/orders/${order.id}/comandas/reprint`);
    expect(reprint.json().data).toEqual({ tickets: 1 });
    const copies = await bar.waitForTickets(before + 2, 10_000);
    expect(text(copies.at(-1) as Buffer)).toContain("REIMPRESI");
  });

  it("prints a table's round stamped with its time, and 'ANULADO' for a line taken out or an order cancelled", async () => {
    const db = server().ctx.database.db;
    const tab = await openTableTab(shop.call, "Mesa 4");
    // The table opened an hour and a half ago: the round's ticket says when the round came, not when it opened.
    const opened = Date.now() - 90 * 60_000;
    await db.updateTable("order").set({ created_at: opened }).where("id", "=", tab.id).execute();
    const kitchenBefore = kitchen.tickets.length;
    const barBefore = bar.tickets.length;
    const round = await shop.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      products: [
        { product_id: fries, quantity: 2 },
        { product_id: coke, quantity: 1 },
      ],
    });
    expect(round.statusCode, round.body).toBe(200);
    const first = text((await kitchen.waitForTickets(kitchenBefore + 1)).at(-1) as Buffer);
    expect(first).toContain("RONDA");
    // 'MESA 4 · SALÓN' in cp850 (· 0xFA, Ó 0xE0), read back as Latin-1.
    expect(first).toContain("MESA 4 \u00fa SAL\u00e0N");
    expect(first).toContain(formatClock(round.json().data.kitchenSince));
    expect(first).not.toContain(formatClock(opened));
    expect(first).toContain("2 x Papas fritas");
    await bar.waitForTickets(barBefore + 1);

    for (const step of ["receive", "deliver", "serve"] as const)
      expect((await shop.call("POST", `/orders/${tab.id}/${step}`)).statusCode).toBe(200);
    const second = await shop.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      products: [{ product_id: fries, quantity: 1 }],
    });
    expect(second.statusCode, second.body).toBe(200);
    const again = text((await kitchen.waitForTickets(kitchenBefore + 2)).at(-1) as Buffer);
    // Only what the round adds, as a new ticket, not '+ 1' of a change.
    expect(again).toContain("RONDA");
    expect(again).toContain("1 x Papas fritas");
    expect(again).not.toContain("2 x Papas fritas");
    expect(again).not.toContain("CAMBIOS");

    // The coke taken off the tab: the bar reads 'ANULADO'.
    const current = (await shop.get(tab.id)).json().data;
    const edited = await shop.edit(tab.id, {
      turn: current.turn,
      payment_method_id: current.paymentMethodId,
      observation: null,
      products: [{ product_id: fries, quantity: 3 }],
      promotions: [],
      version: current.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const voided = text((await bar.waitForTickets(barBefore + 2)).at(-1) as Buffer);
    expect(voided).toContain("ANULADO");
    expect(voided).toContain("- 1 x Coca");
    expect(voided).not.toContain("CAMBIOS");

    // A counter order cancelled while the kitchen has it.
    const order = await placeOrder(shop, { turn: "90", products: [{ product_id: fries, quantity: 1 }] });
    await kitchen.waitForTickets(kitchenBefore + 3);
    expect((await shop.call("POST", `/orders/${order.id}/cancel`)).statusCode).toBe(200);
    const cancelled = text((await kitchen.waitForTickets(kitchenBefore + 4)).at(-1) as Buffer);
    expect(cancelled).toContain("ANULADO");
    expect(cancelled).toContain("Pedido N\u00f8 90");
    expect(cancelled).toContain("- 1 x Papas fritas");
    expect(bar.tickets).toHaveLength(barBefore + 2);
  });

  it("holds a round's mains ('Esperar') off the kitchen until 'Marchar', then prints them once, 'MARCHA'", async () => {
    const steak = await shop.product("Bife de chorizo");
    // The product's default course, set as the product dialog does.
    const current = (await shop.call("GET", `/products/${steak}`)).json().data;
    const patched = await shop.call("PATCH", `/products/${steak}`, {
      name: current.name,
      category_id: current.categoryId,
      price: current.price,
      quantity: current.quantity,
      stock_seen: current.quantity,
      ingredients: [],
      course_id: "principal",
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.courseId).toBe("principal");
    const room = (await shop.call("POST", "/rooms", { name: "Patio" })).json().data;
    const planned = await shop.call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [{ name: "Mesa 9", seats: 4, shape: "square", x: 150, y: 200 }],
    });
    const table = planned.json().data.tables[0].id as string;
    const tab = (await shop.call("POST", `/tables/${table}/tab`, { id: uuidv7(), guests: 2 })).json().data;
    const kitchenBefore = kitchen.tickets.length;
    // The fries go now as a starter (moved to 'entrada' on the line); the steaks wait.
    const round = await shop.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      products: [
        { product_id: steak, quantity: 2 },
        { product_id: fries, quantity: 1, course: "entrada" },
      ],
      hold: ["principal"],
    });
    expect(round.statusCode, round.body).toBe(200);
    const held = round.json().data;
    expect(
      held.lines.map((line: { name: string; course: string | null }) => [line.name, line.course]),
    ).toEqual([
      ["Bife de chorizo", "principal"],
      ["Papas fritas", "entrada"],
    ]);
    expect(linesToMake(held).lines.map((line: { name: string }) => line.name)).toEqual(["Papas fritas"]);
    const starter = text((await kitchen.waitForTickets(kitchenBefore + 1)).at(-1) as Buffer);
    expect(starter).toContain("1 x Papas fritas");
    expect(starter).not.toContain("Bife");
    // The kitchen's board does not show what waits.
    const onBoard = (await shop.call("GET", "/board"))
      .json()
      .data.orders.find((order: { id: string }) => order.id === tab.id);
    expect(linesToMake(onBoard).lines.map((line: { name: string }) => line.name)).toEqual(["Papas fritas"]);

    for (const step of ["receive", "deliver", "serve"] as const)
      expect((await shop.call("POST", `/orders/${tab.id}/${step}`)).statusCode).toBe(200);
    const marched = await shop.call("POST", `/tabs/${tab.id}/march`, { course: "principal" });
    expect(marched.statusCode, marched.body).toBe(200);
    const back = marched.json().data;
    expect(back.status).toBe("pending");
    expect(back.held).toEqual([]);
    expect(
      linesToMake(back).lines.map((line: { name: string; quantity: number }) => [line.name, line.quantity]),
    ).toEqual([["Bife de chorizo", 2]]);
    const main = text((await kitchen.waitForTickets(kitchenBefore + 2)).at(-1) as Buffer);
    expect(main).toContain("MARCHA");
    // The marched course heads its lines, as on the kitchen's display (decision 082).
    expect(main).toMatch(/MARCHA[\s\S]*-- PRINCIPAL --\n2 x Bife de chorizo/);
    expect(main).toContain("2 x Bife de chorizo");
    expect(main).not.toContain("Papas");
    // Once: a second 'Marchar' has nothing to send, and no ticket comes.
    const again = await shop.call("POST", `/tabs/${tab.id}/march`, { course: "principal" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Ese tiempo no tiene nada esperando en esta mesa.");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kitchen.tickets).toHaveLength(kitchenBefore + 2);
  });

  it("prints a comanda's lines under their courses in the order a table eats them, lines without one last", async () => {
    const flan = await shop.product("Flan");
    const steak = await shop.product("Bife de lomo");
    const water = await shop.product("Soda");
    const kitchenBefore = kitchen.tickets.length;
    await placeOrder(shop, {
      turn: "77",
      products: [
        { product_id: flan, quantity: 1, course: "postre" },
        { product_id: water, quantity: 1 },
        { product_id: steak, quantity: 2, course: "principal" },
        { product_id: fries, quantity: 1, course: "entrada" },
      ],
    });
    const ticket = ticketLines((await kitchen.waitForTickets(kitchenBefore + 1)).at(-1) as Buffer);
    const from = ticket.indexOf("-- ENTRADA --");
    expect(from).toBeGreaterThan(0);
    expect(ticket.slice(from, from + 8)).toEqual([
      "-- ENTRADA --",
      "1 x Papas fritas",
      "-- PRINCIPAL --",
      "2 x Bife de lomo",
      "-- POSTRE --",
      "1 x Flan",
      "-- SIN TIEMPO --",
      "1 x Soda",
    ]);
    // The bar's coke has no course: its ticket has no headings.
    const barBefore = bar.tickets.length;
    await placeOrder(shop, { turn: "78", products: [{ product_id: coke, quantity: 1 }] });
    expect(text((await bar.waitForTickets(barBefore + 1)).at(-1) as Buffer)).not.toMatch(/-- [A-Z ]+ --/);
  });
});
