import { expect, test } from "@playwright/test";
import { boardOrders, seedCounter } from "../support/fast-order.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { boardPage, newOrderDialog } from "../support/service-pages.ts";

test("an order taken without network waits on the device and is created once when it comes back", async ({
  page,
  context,
}) => {
  await signUpThroughUi(page, newOwner());
  await seedCounter(page);
  const board = boardPage(page);
  const order = newOrderDialog(page);
  await board.open();
  await order.open();

  await context.setOffline(true);
  await expect(order.dialog).toContainText("Sin conexión: el pedido se enviará al volver la conexión");
  await order.addProduct("Hamburguesa doble", 2);
  await order.create().click();
  await expect(order.dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "1 pedido por enviar" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("button", { name: /por enviar/ })).toBeHidden();
  await expect(board.card("1")).toContainText("Hamburguesa doble");
  // Sent again by the interval or another tab, it would still be one: the id is the client's.
  await page.waitForTimeout(1_000);
  const orders = await boardOrders(page);
  expect(orders.map((each) => each.turn)).toEqual(["1"]);
  expect(orders[0]?.lines.map((line) => [line.name, line.quantity])).toEqual([["Hamburguesa doble", 2]]);
});
