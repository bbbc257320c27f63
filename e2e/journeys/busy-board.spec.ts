import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiPost, createOrder } from "../support/order-api.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { boardPage } from "../support/service-pages.ts";

/** No two cards of the page overlap: the lanes place each under the one before it in its column. */
const expectNoOverlap = async (page: Page) => {
  const boxes = await page
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
    }
  }
};

/**
 * Scrolls to the end until `card` is drawn: cards are measured as they are drawn, so the list's height settles
 * under the first scroll, and a second reaches the new end, as a person's would.
 */
const scrollToEndFor = (page: Page, card: Locator) =>
  expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass();

// Decision 092: from 60 cards, the board and the kitchen's display keep only those near the view in the page.
test("a busy board and kitchen display keep the cards near the view, each card a scroll away", async ({
  page,
}) => {
  await signUpThroughUi(page, newOwner());
  const category = await apiPost(page, "/categories", { name: "Cocina" });
  const product = await apiPost(page, "/products", {
    name: "Empanada",
    category_id: category.id,
    price: 1200,
  });
  const cash = await apiPost(page, "/payment-methods", { name: "Efectivo", is_cash: true });
  await apiPost(page, "/shifts", { cash_float: 0 });
  const order = (turn: number) =>
    createOrder(page, {
      turn: String(turn),
      paymentMethodId: cash.id,
      lines: [{ productId: product.id, quantity: 1 + (turn % 3) }],
    });
  for (let turn = 1; turn <= 70; turn++) await order(turn);

  const board = boardPage(page);
  await board.open();
  await expect(board.card("70")).toBeVisible();
  // A screen's worth as a plain grid while the lanes' chunk downloads, then only those near the view.
  await expect.poll(() => page.getByRole("article").count()).toBeLessThan(40);
  await expectNoOverlap(page);
  // The oldest is at the end of the page, drawn once scrolled to; the newest then leaves the page.
  await scrollToEndFor(page, board.card("1"));
  await expect(board.card("70")).toHaveCount(0);
  await expectNoOverlap(page);
  // Back on top, a new order arrives live and goes first.
  await page.evaluate(() => window.scrollTo(0, 0));
  await order(71);
  await expect(board.card("71")).toBeVisible();
  const first = await board.card("71").boundingBox();
  const second = await board.card("70").boundingBox();
  expect((first?.x ?? 1) < (second?.x ?? 0) && first?.y === second?.y).toBe(true);
  await expectNoOverlap(page);
  await board.press("71", "Recibir");
  await expect(board.card("71")).toContainText("En preparación");

  // The kitchen's display, oldest first: the newest a scroll away.
  await page.getByRole("button", { name: "Cocina", exact: true }).click();
  const tickets = page.getByRole("region", { name: "Pedidos para preparar" });
  await expect(tickets.getByRole("article", { name: "Pedido 1", exact: true })).toBeVisible();
  await expect.poll(() => tickets.getByRole("article").count()).toBeLessThan(60);
  await expectNoOverlap(page);
  await scrollToEndFor(page, tickets.getByRole("article", { name: "Pedido 71", exact: true }));
  await expect(tickets.getByRole("article", { name: "Pedido 1", exact: true })).toHaveCount(0);
  await expectNoOverlap(page);
});
