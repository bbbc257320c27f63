import { uuidv7 } from "@comanda/domain";
import { expect, type Page } from "@playwright/test";

/**
 * Set-up through the API with the page's session cookie, for journeys about what comes after an order
 * (tickets, the home screen): answers the record's `data`.
 */
export const apiPost = async <T = { id: string }>(
  page: Page,
  path: string,
  data?: Record<string, unknown>,
): Promise<T> => {
  const response = await page.request.post(`/api/v1${path}`, data ? { data } : {});
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

type OrderLine = { productId: string; quantity: number };

/** An order as the 'Nuevo pedido' dialog sends it (docs/product.md#rules: the client makes its UUIDv7 id). */
export const createOrder = (
  page: Page,
  order: { turn: string; paymentMethodId: string; lines: OrderLine[]; observation?: string },
) =>
  apiPost<{ id: string; turn: string }>(page, "/orders", {
    id: uuidv7(),
    turn: order.turn,
    payment_method_id: order.paymentMethodId,
    ...(order.observation ? { observation: order.observation } : {}),
    products: order.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
  });

/** Takes an order the whole way, as the kitchen and the cashier would: received, delivered, completed. */
export const completeOrder = async (page: Page, orderId: string) => {
  for (const action of ["receive", "deliver", "complete"])
    await apiPost(page, `/orders/${orderId}/${action}`);
};
