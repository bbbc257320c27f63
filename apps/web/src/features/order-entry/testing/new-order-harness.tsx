import type { Order, Role } from "@comanda/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { NotificationsProvider } from "@/components/notifications-provider";
import {
  agua,
  bebidas,
  cheque,
  coca,
  cocina,
  comboAgua,
  comboBurger,
  efectivo,
  hamburguesa,
  mercadoPago,
  milanesa,
} from "@/entities/order/testing/order-fixtures";
import { CurrentSessionProvider } from "@/lib/current-session";
import { createQueryClient } from "@/lib/query-client";
import { type FakeRoutes, fakeApi, makeSession, ok, pageOf, type Reply } from "@/testing/fake-api";
import { TestProviders } from "@/testing/providers";
import { NewOrderDialog } from "../new-order-dialog";

/** The 'Nuevo pedido' screen's tests: the dialog as the board opens it, and the taps a cashier makes. */

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
  version: 0,
  modifiedAt: null,
  changes: [],
  stationsDone: [],
  kitchenSince: 0,
  served: [],
  cancelledFrom: null,
  type: "counter",
  tab: null,
  customer: null,
  deliveryFee: 0,
  promisedAt: null,
  subtotal: 1200,
  adjustments: [],
  tip: 0,
  payments: [
    {
      paymentMethodId: efectivo.id,
      name: "Efectivo",
      isCash: true,
      amount: 1200,
      tendered: null,
      change: null,
    },
  ],
};

export const session = makeSession();

export const optionRoutes: FakeRoutes = {
  "GET /product-options?limit=100": ok({ items: [agua, coca, hamburguesa, milanesa] }),
  "GET /category-options?limit=100": ok({ items: [bebidas, cocina] }),
  "GET /promotion-options?limit=100": ok({ items: [comboAgua, comboBurger] }),
  "GET /payment-methods?limit=100": pageOf([mercadoPago, cheque, efectivo]),
  "GET /modifier-options": ok({ items: [] }),
};

/** Opens and closes the dialog as the board does. */
function Board({ nextTurn, initiallyOpen }: { nextTurn: string; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Hacer pedido
      </button>
      {open && <NewOrderDialog open onClose={() => setOpen(false)} nextTurn={nextTurn} />}
    </>
  );
}

export const openDialog = async (routes: FakeRoutes = {}, options: { role?: Role } = {}) => {
  const signedIn = options.role ? makeSession({ role: options.role }) : session;
  const fetchMock = fakeApi({ ...optionRoutes, ...routes });
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  const tree = (nextTurn: string) => (
    <TestProviders queryClient={queryClient}>
      <NotificationsProvider>
        <CurrentSessionProvider session={signedIn}>
          <Board nextTurn={nextTurn} initiallyOpen />
        </CurrentSessionProvider>
      </NotificationsProvider>
    </TestProviders>
  );
  const { rerender } = render(tree("7"));
  const dialog = within(await screen.findByRole("dialog", { name: "Nuevo pedido" }));
  // Ready once the grid and the payment methods are there.
  await dialog.findByRole("button", { name: /^Combo Burger,/ });
  await dialog.findByRole("button", { name: "Efectivo" });
  /** The board's next order number changes (another device took one). */
  const setNextTurn = (nextTurn: string) => rerender(tree(nextTurn));
  /** 'Hacer pedido' again, after the dialog closed. */
  const reopen = async () => {
    await user.click(screen.getByRole("button", { name: "Hacer pedido" }));
    const again = within(await screen.findByRole("dialog", { name: "Nuevo pedido" }));
    await again.findByRole("button", { name: /^Combo Burger,/ });
    return again;
  };
  return { user, fetchMock, queryClient, dialog, setNextTurn, reopen };
};

export type Dialog = Awaited<ReturnType<typeof openDialog>>["dialog"];

/** A product's or combo's button on the grid, named by its name and price. */
export const gridButton = (dialog: Dialog, name: string) =>
  within(dialog.getByRole("group", { name: "Productos" })).getByRole("button", {
    name: new RegExp(`^${name},`),
  });

export const tap = async (user: UserEvent, dialog: Dialog, name: string, times = 1) => {
  for (let n = 0; n < times; n++) await user.click(gridButton(dialog, name));
};

export const line = (dialog: Dialog, name: string) => dialog.getByRole("listitem", { name });

export const search = (dialog: Dialog) => dialog.getByRole("searchbox", { name: "Buscar producto" });

/** One Coca-Cola: with the turn and the default method, enough for 'Crear'. */
export const fillOrder = async (user: UserEvent, dialog: Dialog) => {
  await tap(user, dialog, "Coca-Cola");
};

/** What fetch does when the request never gets an answer. */
export const networkDown = (): Reply => {
  throw new TypeError("Failed to fetch");
};
