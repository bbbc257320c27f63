import type { Order } from "@comanda/domain";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { expect } from "vitest";
import { AppProviders } from "@/app/providers";
import { NotificationsProvider } from "@/components/notifications-provider";
import { createQueryClient } from "@/lib/query-client";
import { type FakeRoutes, fakeApi, ok, pageOf, type Reply } from "@/testing/fake-api";
import { NewOrderDialog } from "./new-order-dialog";
import {
  agua,
  cheque,
  coca,
  comboAgua,
  comboBurger,
  efectivo,
  mercadoPago,
  milanesa,
} from "./order-fixtures";

/** The 'Nuevo pedido' dialog's tests: the dialog as the board opens it, and the steps a cashier takes. */

export const storedOrder: Order = {
  id: "0190f000-0000-7000-8000-000000000001",
  shiftId: "0190f100-0000-7000-8000-000000000001",
  turn: "7",
  status: "pending",
  paymentMethodId: efectivo.id,
  paymentMethodName: "Efectivo",
  observation: null,
  total: 1200,
  lines: [],
  createdBy: "u1",
  createdByName: "ana Pérez",
  createdAt: 0,
  updatedAt: 0,
  statusChangedAt: 0,
};

const optionRoutes: FakeRoutes = {
  "GET /product-options?limit=20": ok({ items: [agua, coca, milanesa] }),
  "GET /product-options?limit=20&q=coc": ok({ items: [coca] }),
  "GET /promotion-options?limit=100": ok({ items: [comboAgua, comboBurger] }),
  "GET /payment-methods?limit=100": pageOf([mercadoPago, cheque, efectivo]),
};

/** Closes the dialog when it asks to, as the board does. */
function Board({ nextTurn }: { nextTurn: string }) {
  const [open, setOpen] = useState(true);
  return <NewOrderDialog open={open} onClose={() => setOpen(false)} nextTurn={nextTurn} />;
}

export const openDialog = async (routes: FakeRoutes = {}) => {
  const fetchMock = fakeApi({ ...optionRoutes, ...routes });
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  const tree = (nextTurn: string) => (
    <AppProviders queryClient={queryClient}>
      <NotificationsProvider>
        <Board nextTurn={nextTurn} />
      </NotificationsProvider>
    </AppProviders>
  );
  const { rerender } = render(tree("7"));
  const dialog = within(await screen.findByRole("dialog", { name: "Nuevo pedido" }));
  // The combos and payment methods are there once their selects list them.
  await dialog.findByRole("option", { name: "Efectivo" });
  await dialog.findByRole("option", { name: /Combo Burger/ });
  /** The board's next order number changes (another device took one). */
  const setNextTurn = (nextTurn: string) => rerender(tree(nextTurn));
  return { user, fetchMock, queryClient, dialog, setNextTurn };
};

export type Dialog = Awaited<ReturnType<typeof openDialog>>["dialog"];

export const group = (dialog: Dialog, name: "Productos" | "Promociones") =>
  within(dialog.getByRole("group", { name }));

export const quantityOptions = (dialog: Dialog, name: "Productos" | "Promociones") =>
  within(group(dialog, name).getByRole("combobox", { name: "Cantidad" }))
    .getAllByRole("option")
    .map((option) => option.textContent);

/** The type-to-search box's list of products (the selects' <option>s are options too). */
export const productList = async () => within(await screen.findByRole("listbox"));

/** Picks a product in the type-to-search box (typing `typed` first, if given). */
export const pickProduct = async (user: UserEvent, dialog: Dialog, name: string, typed?: string) => {
  const box = dialog.getByRole("combobox", { name: "Producto" });
  await user.click(box);
  if (typed) {
    await user.type(box, typed);
    // The search waits for a pause in the typing, then asks the server: more than findBy's second on a busy machine.
    await waitFor(async () => expect((await productList()).getAllByRole("option")).toHaveLength(1), {
      timeout: 5_000,
    });
  }
  await user.click(await (await productList()).findByRole("option", { name: new RegExp(name) }));
};

export const addProduct = async (user: UserEvent, dialog: Dialog, name: string, quantity: number) => {
  await pickProduct(user, dialog, name);
  await user.selectOptions(
    group(dialog, "Productos").getByRole("combobox", { name: "Cantidad" }),
    String(quantity),
  );
  await user.click(dialog.getByRole("button", { name: "Agregar Producto" }));
};

/** One Coca-Cola paid in cash: enough for 'Crear'. */
export const fillOrder = async (user: UserEvent, dialog: Dialog) => {
  await addProduct(user, dialog, "Coca-Cola", 1);
  await user.selectOptions(dialog.getByRole("combobox", { name: "Medio de pago" }), "Efectivo");
};

/** What fetch does when the request never gets an answer. */
export const networkDown = (): Reply => {
  throw new TypeError("Failed to fetch");
};
