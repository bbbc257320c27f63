import type { Order } from "@comanda/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { NotificationsProvider } from "@/components/notifications-provider";
import { coca, comboBurger, efectivo, hamburguesa } from "@/entities/order/testing/order-fixtures";
import { CurrentSessionProvider } from "@/lib/current-session";
import { createQueryClient } from "@/lib/query-client";
import { type FakeRoutes, fakeApi } from "@/testing/fake-api";
import { TestProviders } from "@/testing/providers";
import { EditOrderDialog } from "../edit-order-dialog";
import { optionRoutes, session, storedOrder } from "./new-order-harness";

/** 'Modificar pedido''s tests: an open order of 2 Coca-Cola and 1 Combo Burger (a Hamburguesa and a Coca-Cola). */
export const openOrder: Order = {
  ...storedOrder,
  turn: "7",
  status: "preparing",
  paymentMethodId: efectivo.id,
  observation: "sin hielo",
  total: 6400,
  version: 3,
  modifiedAt: null,
  changes: [],
  stationsDone: [],
  kitchenSince: storedOrder.createdAt,
  served: [],
  cancelledFrom: null,
  type: "counter",
  tab: null,
  customer: null,
  deliveryFee: 0,
  promisedAt: null,
  lines: [
    {
      kind: "product",
      itemId: coca.id,
      name: coca.name,
      categoryId: coca.categoryId,
      quantity: 2,
      unitPrice: 1200,
      subtotal: 2400,
      items: [],
      options: [],
      note: null,
    },
    {
      kind: "promotion",
      itemId: comboBurger.id,
      name: comboBurger.name,
      categoryId: null,
      quantity: 1,
      unitPrice: 4000,
      subtotal: 4000,
      items: [
        {
          productId: hamburguesa.id,
          name: hamburguesa.name,
          quantity: 1,
          categoryId: hamburguesa.categoryId,
        },
        { productId: coca.id, name: coca.name, quantity: 1, categoryId: coca.categoryId },
      ],
      options: [],
      note: null,
    },
  ],
};

function Board({ order }: { order: Order }) {
  const [open, setOpen] = useState(true);
  return open ? <EditOrderDialog order={order} open onClose={() => setOpen(false)} /> : null;
}

export const openEditDialog = async (routes: FakeRoutes = {}, order: Order = openOrder) => {
  const fetchMock = fakeApi({ ...optionRoutes, ...routes });
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders queryClient={queryClient}>
      <NotificationsProvider>
        <CurrentSessionProvider session={session}>
          <Board order={order} />
        </CurrentSessionProvider>
      </NotificationsProvider>
    </TestProviders>,
  );
  const dialog = within(await screen.findByRole("dialog", { name: `Modificar pedido ${order.turn}` }));
  await dialog.findByRole("button", { name: /^Combo Burger,/ });
  await dialog.findByRole("button", { name: "Efectivo" });
  return { user, fetchMock, queryClient, dialog };
};
