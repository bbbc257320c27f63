import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { boardOrders, countClicks, seedCounter } from "../support/fast-order.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { boardPage, newOrderDialog } from "../support/service-pages.ts";

// Screenshots for the person reviewing the screen (not compared by the test).
const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

test.describe("'Nuevo pedido' at counter speed", () => {
  test.beforeEach(async ({ page }) => {
    await signUpThroughUi(page, newOwner());
    await seedCounter(page);
  });

  test("one item in 3 clicks from the board, three items in 5", async ({ page }) => {
    mkdirSync(shots, { recursive: true });
    const clicks = await countClicks(page);
    const board = boardPage(page);
    const order = newOrderDialog(page);
    await board.open();
    await clicks.reset();

    await board.button("Hacer pedido").click();
    await order.item("Lomito completo").click();
    await order.create().click();
    await expect(order.dialog).toBeHidden();
    await expect(board.card("1")).toContainText("Lomito completo");
    expect(await clicks.read()).toBe(3);

    await clicks.reset();
    await board.button("Hacer pedido").click();
    await expect(order.turn()).toHaveValue("2");
    await order.item("Choripán").click();
    await order.item("Choripán").click();
    await order.item("Coca-Cola 500 ml").click();
    await expect(order.line("Choripán")).toBeVisible();
    await page.screenshot({ path: `${shots}/fast-order-1280.png` });
    await order.create().click();
    await expect(order.dialog).toBeHidden();
    await expect(board.card("2")).toContainText("Choripán");
    expect(await clicks.read()).toBe(5);

    const orders = await boardOrders(page);
    expect(orders.map((each) => [each.turn, each.lines.map((line) => [line.name, line.quantity])])).toEqual(
      expect.arrayContaining([
        ["1", [["Lomito completo", 1]]],
        [
          "2",
          [
            ["Choripán", 2],
            ["Coca-Cola 500 ml", 1],
          ],
        ],
      ]),
    );
  });

  test("an order from the keyboard alone", async ({ page }) => {
    const board = boardPage(page);
    const order = newOrderDialog(page);
    await board.open();
    await board.button("Hacer pedido").focus();
    await page.keyboard.press("Enter");
    await expect(order.search()).toBeFocused();
    // "lomito" alone also finds the combo: Enter adds only a single match.
    await page.keyboard.type("lomito comp");
    await page.keyboard.press("Enter");
    await expect(order.line("Lomito completo")).toBeVisible();
    await page.keyboard.type("flan");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(order.line("Flan casero")).toContainText("2");
    await order.line("Flan casero").focus();
    await page.keyboard.press("-");
    await page.keyboard.press("Control+Enter");
    await expect(order.dialog).toBeHidden();
    await expect(board.card("1")).toContainText("Flan casero");
    const [created] = await boardOrders(page);
    expect(created?.lines.map((line) => [line.name, line.quantity])).toEqual([
      ["Lomito completo", 1],
      ["Flan casero", 1],
    ]);
  });

  test("the order being put together survives a reload", async ({ page }) => {
    const board = boardPage(page);
    const order = newOrderDialog(page);
    await board.open();
    await order.open();
    await order.addProduct("Empanada de carne", 3);
    await order.dialog.getByRole("textbox", { name: "Observación" }).fill("Bien cocidas");
    await expect(order.dialog).toContainText("Borrador guardado en este dispositivo");

    await page.reload();
    await order.open();
    await expect(order.dialog).toContainText("Recuperamos el pedido que estabas armando");
    await expect(order.line("Empanada de carne")).toContainText("3");
    await expect(order.dialog.getByRole("textbox", { name: "Observación" })).toHaveValue("Bien cocidas");
    await order.create().click();
    await expect(board.card("1")).toContainText("Bien cocidas");

    // Created: the next opening starts empty.
    await order.open();
    await expect(order.dialog.getByRole("listitem")).toHaveCount(0);
    await expect(order.dialog).not.toContainText("Recuperamos");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the grid fills the screen and 'Crear' stays in reach", async ({ page }) => {
      mkdirSync(shots, { recursive: true });
      const board = boardPage(page);
      const order = newOrderDialog(page);
      await board.open();
      await page.getByRole("button", { name: "Hacer pedido", exact: true }).tap();
      await expect(order.grid).toBeVisible();
      await order.item("Milanesa al pan").tap();
      await order.item("Cerveza tirada").tap();
      await expect(order.create()).toBeInViewport();
      // The draft's note is shown whole beside 'Descartar pedido', not cut with an ellipsis.
      const saved = order.dialog.getByText("Borrador guardado en este dispositivo");
      await expect(saved).toBeVisible();
      expect(await saved.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await page.screenshot({ path: `${shots}/fast-order-390.png` });
      await order.create().tap();
      await expect(board.card("1")).toContainText("Milanesa al pan");
    });
  });
});
