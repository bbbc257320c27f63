import { mkdirSync } from "node:fs";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { createThroughApi } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import {
  boardPage,
  createStaffThroughApi,
  newOrderDialog,
  orderId,
  signInOnNewDevice,
} from "../support/service-pages.ts";

const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

/** A thermal printer's stand-in on this machine (serve.mjs lets the server print to 127.0.0.1): what it read. */
const standInPrinter = async () => {
  const tickets: Buffer[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => {
      tickets.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  // cp858 puts accents above 0x7F; what the cook reads here is plain ASCII.
  const text = () => tickets.map((bytes) => bytes.toString("latin1")).join("\n");
  return { port, text, close: () => new Promise((resolve) => server.close(resolve)) };
};

test("a parrilla's steaks: options set up in 'Opciones', asked on the order screen, read by the cook and printed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  const printer = await standInPrinter();
  await signUpThroughUi(page, newOwner());
  const mains = await createThroughApi(page, "/categories", { name: "Parrilla" });
  await createThroughApi(page, "/payment-methods", { name: "Efectivo" });
  await createThroughApi(page, "/stations", {
    name: "Cocina",
    printer_host: "127.0.0.1",
    printer_port: printer.port,
  });

  // The owner writes 'Punto de cocción' in 'Opciones': one required choice.
  await page.goto("/modifiers");
  await expect(page.getByText("Todavía no hay grupos de opciones.")).toBeVisible();
  await page.getByRole("button", { name: "Nuevo grupo" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo grupo de opciones" });
  await dialog.getByLabel("Nombre").first().fill("Punto de cocción");
  await dialog.getByLabel("Mínimo").fill("1");
  await dialog.getByLabel("Máximo").fill("1");
  for (const [index, name] of ["Jugoso", "A punto"].entries()) {
    if (index > 0) await dialog.getByRole("button", { name: "Agregar opción" }).click();
    await dialog
      .getByRole("group", { name: `Opción ${index + 1}` })
      .getByLabel("Nombre")
      .fill(name);
  }
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: /Punto de cocción/ })).toContainText("Elegí 1");
  const groups = (await (await page.request.get("/api/v1/modifier-options")).json()).data.items;
  const punto = groups[0].id as string;
  const side = await createThroughApi(page, "/modifier-groups", {
    name: "Guarnición",
    min_choices: 0,
    max_choices: 1,
    options: [{ name: "Papas fritas", price: 2000 }, { name: "Ensalada" }],
  });
  await createThroughApi(page, "/products", {
    name: "Bife de chorizo",
    category_id: mains,
    price: 12000,
    modifier_group_ids: [punto, side],
  });
  expect((await page.request.post("/api/v1/shifts")).status()).toBe(201);

  // At the counter on a 1024×768 tablet: two steaks, each with its point, one with fries and a note.
  await page.setViewportSize({ width: 1024, height: 768 });
  const board = boardPage(page);
  await board.open();
  const order = newOrderDialog(page);
  await order.open();
  await order.addProduct("Bife de chorizo");
  let sheet = page.getByRole("dialog", { name: "Bife de chorizo" });
  await sheet.getByRole("button", { name: "Agregar" }).click();
  await expect(sheet.getByText("Elegí Punto de cocción.")).toBeVisible();
  await sheet.getByRole("button", { name: "Jugoso" }).click();
  await sheet.getByRole("button", { name: /^Papas fritas/ }).click();
  // 'Sin sal' is one of the business's quick notes: one tap writes it in the line's note.
  await sheet.getByRole("group", { name: "Notas rápidas" }).getByRole("button", { name: "Sin sal" }).click();
  await expect(sheet.getByRole("textbox", { name: "Nota" })).toHaveValue("Sin sal");
  await expect(sheet.getByText("Precio: $ 14.000,00")).toBeVisible();
  await page.screenshot({ path: `${shots}/choice-sheet-1024.png` });
  await sheet.getByRole("button", { name: "Agregar" }).click();
  await order.addProduct("Bife de chorizo");
  sheet = page.getByRole("dialog", { name: "Bife de chorizo" });
  await sheet.getByRole("button", { name: "A punto" }).click();
  await sheet.getByRole("button", { name: "Agregar" }).click();
  await expect(order.line("Bife de chorizo (Jugoso, Papas fritas) · Sin sal")).toBeVisible();
  await expect(order.line("Bife de chorizo (A punto)")).toBeVisible();
  await page.screenshot({ path: `${shots}/order-lines-with-options-1024.png` });
  await order.create().click();
  await expect(order.dialog).toBeHidden();

  // The board's card lists each steak with what to make differently.
  const card = board.card("1");
  await expect(card).toContainText("Jugoso, Papas fritas");
  await expect(card).toContainText("Nota: Sin sal");
  await expect(card).toContainText("A punto");

  // The kitchen's printer gets the comanda with the choices and the note under each line.
  await expect.poll(printer.text, { timeout: 15_000 }).toContain("> A punto");
  const printed = printer.text();
  expect(printed).toMatch(/1 x Bife de chorizo[\s\S]*> Jugoso[\s\S]*> Papas fritas[\s\S]*NOTA: Sin sal/);
  expect(printed).not.toContain("$");

  // Decision 082, at a table on the same tablet: the starter goes now, the steaks wait for 'Marchar'.
  const steak = (await (await page.request.get("/api/v1/product-options?limit=100")).json()).data.items[0];
  const full = (await (await page.request.get(`/api/v1/products/${steak.id}`)).json()).data;
  const coursed = await page.request.patch(`/api/v1/products/${steak.id}`, {
    data: {
      name: full.name,
      category_id: full.categoryId,
      price: full.price,
      quantity: full.quantity,
      stock_seen: full.quantity,
      ingredients: [],
      course_id: "principal",
    },
  });
  expect(coursed.status(), await coursed.text()).toBe(200);
  await createThroughApi(page, "/products", {
    name: "Provoleta",
    category_id: mains,
    price: 7000,
    course_id: "entrada",
  });
  const room = (await (await page.request.post("/api/v1/rooms", { data: { name: "Salón" } })).json()).data;
  const planned = await page.request.put(`/api/v1/rooms/${room.id}/plan`, {
    data: { version: room.version, tables: [{ name: "Mesa 4", seats: 4, shape: "square", x: 150, y: 200 }] },
  });
  const tableId = (await planned.json()).data.tables[0].id as string;
  const opened = await page.request.post(`/api/v1/tables/${tableId}/tab`, {
    data: { id: orderId(), guests: 2 },
  });
  const tab = (await opened.json()).data as { id: string };
  // A waiter ('Mozo', decision 083) takes the table on a 1024×768 touch tablet.
  const waiter = await createStaffThroughApi(page, "Julia Mesa", "WAITER");
  const tablet = await signInOnNewDevice(browser, waiter, {
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const floor = tablet.page;
  await expect(floor).toHaveURL(/\/salon$/);
  await floor.getByRole("button", { name: /^Mesa 4, ocupada/ }).tap();
  const panel = floor.getByRole("dialog", { name: "Mesa 4" });
  await panel.getByRole("button", { name: "Agregar ronda" }).tap();
  const round = floor.getByRole("dialog", { name: "Nueva ronda para Mesa 4" });
  await round.getByRole("button", { name: "Agregar uno de Provoleta" }).tap();
  // Two steaks: one jugoso with fries and a note, one a punto.
  await round.getByRole("button", { name: "Opciones y nota de Bife de chorizo" }).tap();
  sheet = floor.getByRole("dialog", { name: "Bife de chorizo" });
  await sheet.getByRole("button", { name: "Jugoso" }).tap();
  await sheet.getByRole("button", { name: /^Papas fritas/ }).tap();
  await sheet.getByRole("textbox", { name: "Nota" }).fill("vuelta y vuelta");
  await sheet.getByRole("button", { name: "Agregar" }).tap();
  await round.getByRole("button", { name: "Opciones y nota de Bife de chorizo" }).tap();
  sheet = floor.getByRole("dialog", { name: "Bife de chorizo" });
  await sheet.getByRole("button", { name: "A punto" }).tap();
  await sheet.getByRole("button", { name: "Agregar" }).tap();
  const times = round.getByRole("region", { name: "Tiempos de la ronda" });
  await times.getByRole("button", { name: "Esperar Principal" }).tap();
  await floor.screenshot({ path: `${shots}/round-courses-1024.png` });
  await round.getByRole("button", { name: "Enviar a cocina" }).tap();
  await expect(round).toBeHidden();
  await expect.poll(printer.text, { timeout: 15_000 }).toContain("1 x Provoleta");
  const starters = printer.text().split("RONDA").at(-1) ?? "";
  expect(starters).not.toContain("Bife");
  for (const step of ["receive", "deliver", "serve"])
    expect((await page.request.post(`/api/v1/orders/${tab.id}/${step}`)).status()).toBe(200);
  await panel.getByRole("button", { name: "Marchar Principal" }).tap();
  await expect(panel.getByRole("button", { name: "Marchar Principal" })).toBeHidden();
  await expect.poll(printer.text, { timeout: 15_000 }).toContain("MARCHA");
  const marched = printer.text().split("MARCHA").at(-1) ?? "";
  expect(marched).toMatch(
    /1 x Bife de chorizo[\s\S]*> Jugoso[\s\S]*> Papas fritas[\s\S]*NOTA: vuelta y vuelta/,
  );
  expect(marched).toMatch(/1 x Bife de chorizo[\s\S]*> A punto/);
  expect(marched).not.toContain("Provoleta");
  // The marched round cancelled while the kitchen has it: its station prints 'ANULADO' with what not to make.
  const cancelled = await page.request.post(`/api/v1/orders/${tab.id}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect.poll(printer.text, { timeout: 15_000 }).toContain("ANULADO");
  expect(printer.text().split("ANULADO").at(-1)).toMatch(/Bife de chorizo/);
  await tablet.context.close();
  await printer.close();
});
