import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Board } from "@/entities/order/board";
import { boardOf, comboLine, makeOrder, makeShift, productLine } from "@/testing/board-fixtures";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { type FakeRoutes, fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const kitchen = { id: "st-kitchen", name: "Cocina", hasPrinter: false };
const bar = { id: "st-bar", name: "Barra", hasPrinter: false };

/** Three orders, oldest first by id: each with a dish, a drink, and a combo of both. */
const stationBoard = (): Board =>
  boardOf({
    shift: makeShift({ totalOrders: 7, totalAmount: 123_456 }),
    stations: [kitchen, bar],
    routing: { categories: { "cat-drinks": bar.id }, products: {} },
    orders: [
      makeOrder(1, { turn: "11", lines: [productLine("Milanesa", 2)], createdAt: Date.now() - 25 * 60_000 }),
      makeOrder(2, {
        turn: "12",
        lines: [productLine("Coca", 1, "cat-drinks")],
        createdAt: Date.now() - 10 * 60_000,
      }),
      makeOrder(3, {
        turn: "13",
        status: "preparing",
        lines: [
          comboLine("Combo", 1, [
            { name: "Hamburguesa", quantity: 1, categoryId: "cat-food" },
            { name: "Sprite", quantity: 1, categoryId: "cat-drinks" },
          ]),
        ],
        createdAt: Date.now() - 60_000,
      }),
    ],
  });

/** `board` answers GET /board as it is when asked, like the server: a test's writes change it. */
const openDisplay = async (routes: FakeRoutes = {}, board?: () => Board) => {
  // One board for the whole test unless the test keeps its own: its times are those of the opening.
  const opened = stationBoard();
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role: "KITCHEN" }),
    "GET /board": () => ok(board ? board() : opened),
    ...routes,
  });
  const app = renderApp("/orders");
  const tickets = await screen.findByRole("region", { name: "Pedidos para preparar" });
  return { fetchMock, tickets, ...app };
};

const turns = (tickets: HTMLElement) =>
  within(tickets)
    .getAllByRole("article")
    .map((card) => card.getAttribute("aria-label"));

beforeEach(() => localStorage.clear());

describe("the kitchen display", { timeout: 20_000 }, () => {
  it("shows each line's options and note under it, and two lines of one product apart (decision 080)", async () => {
    const steak = (point: string, note: string | null) => ({
      ...productLine("Bife de chorizo", 1),
      options: [
        { id: `o-${point}`, group: "Punto de cocción", name: point, price: 0 },
        { id: "o-huevo", group: "Extras", name: "Huevo frito", price: 1500 },
      ],
      note,
    });
    const board = boardOf({
      shift: makeShift({ totalOrders: 1, totalAmount: 1000 }),
      stations: [kitchen, bar],
      routing: { categories: { "cat-drinks": bar.id }, products: {} },
      orders: [makeOrder(1, { turn: "21", lines: [steak("Jugoso", "sin sal"), steak("A punto", null)] })],
    });
    const { tickets } = await openDisplay({}, () => board);
    const card = within(tickets).getByRole("article");
    expect(within(card).getAllByText(/Bife de chorizo/)).toHaveLength(2);
    expect(within(card).getByText("Jugoso, Huevo frito")).toBeInTheDocument();
    expect(within(card).getByText("A punto, Huevo frito")).toBeInTheDocument();
    expect(within(card).getByText("Nota: sin sal")).toBeInTheDocument();
    // No money on the display, also for what an option costs.
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it("opens for KITCHEN, oldest first, with the wait large and no prices, totals or sales", async () => {
    const { tickets } = await openDisplay();
    expect(turns(tickets)).toEqual(["Pedido 11", "Pedido 12", "Pedido 13"]);
    const first = within(tickets).getByRole("article", { name: "Pedido 11" });
    // Decision 087: past the owner's second target (20 minutes until set) the wait says it is late.
    expect(within(first).getByLabelText("Esperando hace 25 min, demorado")).toHaveTextContent("25 min");
    expect(first).toHaveTextContent("2 × Milanesa");
    expect(document.body).not.toHaveTextContent("$");
    expect(screen.queryByText("Monto total")).not.toBeInTheDocument();
    expect(screen.queryByText("Ordenes completadas")).not.toBeInTheDocument();
  });

  it("shows one station's lines, a combo's by station, and remembers the choice and the order", async () => {
    const { tickets, user } = await openDisplay();
    await user.click(screen.getByRole("combobox", { name: "Estación" }));
    await user.click(screen.getByRole("option", { name: "Barra" }));
    await waitFor(() => expect(turns(tickets)).toEqual(["Pedido 12", "Pedido 13"]));
    const combo = within(tickets).getByRole("article", { name: "Pedido 13" });
    expect(combo).toHaveTextContent("1 × Sprite");
    expect(combo).not.toHaveTextContent("Hamburguesa");
    await user.click(screen.getByRole("button", { name: "Más nuevos primero" }));
    expect(turns(tickets)).toEqual(["Pedido 13", "Pedido 12"]);
    expect(JSON.parse(localStorage.getItem("comanda.kitchen-display") ?? "{}")).toMatchObject({
      station: bar.id,
      oldestFirst: false,
    });
  });

  it("moves a ticket on: a tap receives it, the station's Listo bumps it off the display", async () => {
    const board = stationBoard();
    const [pending, , preparing] = board.orders as [
      Board["orders"][number],
      unknown,
      Board["orders"][number],
    ];
    // The fake server keeps what each answer changed: a board fetched meanwhile says the same, and an
    // answer is never older than the board's copy (board-cache.ts ignores an older one).
    let current = board;
    const change = (changed: Board["orders"][number]) => {
      current = {
        ...current,
        orders: current.orders.map((order) => (order.id === changed.id ? changed : order)),
      };
      return ok(changed);
    };
    const { tickets, user, fetchMock } = await openDisplay(
      {
        [`POST /orders/${pending.id}/receive`]: () => change({ ...pending, status: "preparing" }),
        [`POST /orders/${preparing.id}/stations/${kitchen.id}/ready`]: () =>
          change({ ...preparing, stationsDone: [kitchen.id] }),
      },
      () => current,
    );
    await user.click(within(tickets).getByRole("heading", { name: "11" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", `/orders/${pending.id}/receive`)).toHaveLength(1),
    );

    await user.click(screen.getByRole("combobox", { name: "Estación" }));
    await user.click(screen.getByRole("option", { name: "Cocina" }));
    const card = within(tickets).getByRole("article", { name: "Pedido 13" });
    // The station's 'Listo' stands where the order's 'Entregar pedido' was.
    expect(within(card).queryByRole("button", { name: "Entregar pedido" })).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Listo" }));
    await waitFor(() =>
      expect(
        sentBodies(fetchMock, "POST", `/orders/${preparing.id}/stations/${kitchen.id}/ready`),
      ).toHaveLength(1),
    );
    // Decision 087: bumped, it leaves this station's display ('Recuperar' has it).
    await waitFor(() => expect(turns(tickets)).not.toContain("Pedido 13"));
  });

  it("shows a table's new round as its own card: which table, only what is new, timed from the round (decision 081)", async () => {
    const now = Date.now();
    const tab = {
      tableId: "t4",
      tableName: "Mesa 4 · Salón",
      guests: 2,
      waiterId: "u1",
      waiterName: "Ana Pérez",
      billRequestedAt: null,
    };
    const board = boardOf({
      shift: makeShift({ totalOrders: 0, totalAmount: 0 }),
      stations: [kitchen, bar],
      routing: { categories: { "cat-drinks": bar.id }, products: {} },
      orders: [
        makeOrder(1, {
          turn: "31",
          type: "table",
          tab,
          createdAt: now - 70 * 60_000,
          // The round came 4 minutes ago; the table opened an hour before and had two provoletas then.
          kitchenSince: now - 4 * 60_000,
          modifiedAt: now - 4 * 60_000,
          changes: [
            {
              kind: "quantity",
              line: "product",
              itemId: "product-Provoleta",
              name: "Provoleta",
              before: 2,
              after: 3,
            },
          ],
          lines: [productLine("Provoleta", 3), productLine("Flan", 1)],
          served: [{ key: "product:product-Provoleta||", quantity: 2 }],
        }),
      ],
    });
    const { tickets } = await openDisplay({}, () => board);
    const card = within(tickets).getByRole("article", { name: "Pedido 31" });
    expect(within(card).getByText("Mesa 4 · Salón")).toBeInTheDocument();
    expect(card).toHaveTextContent("1 × Provoleta");
    expect(card).not.toHaveTextContent("3 × Provoleta");
    expect(card).toHaveTextContent("1 × Flan");
    expect(within(card).getByLabelText("Esperando hace 4 min")).toBeInTheDocument();
    // The round is not a change of the card.
    expect(within(card).queryByText(/Modificado/)).not.toBeInTheDocument();
    // A table's bill is not the kitchen's to cancel.
    expect(within(card).queryByRole("button", { name: /Cancelar/ })).not.toBeInTheDocument();
  });

  it("lists at each station only its own changes, and marks a card cancelled while it was being made", async () => {
    const now = Date.now();
    const made = (name: string, categoryId: string) => [{ itemId: `product-${name}`, categoryId }];
    const board = boardOf({
      shift: makeShift({ totalOrders: 0, totalAmount: 0 }),
      stations: [kitchen, bar],
      routing: { categories: { "cat-drinks": bar.id }, products: {} },
      orders: [
        makeOrder(1, {
          turn: "41",
          status: "preparing",
          createdAt: now - 12 * 60_000,
          modifiedAt: now - 2 * 60_000,
          lines: [productLine("Provoleta", 1), productLine("Coca", 2, "cat-drinks")],
          changes: [
            {
              kind: "added",
              line: "product",
              itemId: "product-Provoleta",
              name: "Provoleta",
              before: 0,
              after: 1,
              makes: made("Provoleta", "cat-food"),
            },
            {
              kind: "quantity",
              line: "product",
              itemId: "product-Coca",
              name: "Coca",
              before: 1,
              after: 2,
              makes: made("Coca", "cat-drinks"),
            },
          ],
        }),
        makeOrder(2, {
          turn: "42",
          status: "cancelled",
          cancelledFrom: "preparing",
          statusChangedAt: now - 60_000,
          lines: [productLine("Milanesa", 1)],
        }),
        // Cancelled once its food was out, or long ago: not the kitchen's news.
        makeOrder(3, {
          turn: "43",
          status: "cancelled",
          cancelledFrom: "ready",
          statusChangedAt: now - 30 * 60_000,
        }),
        makeOrder(4, { turn: "44", status: "cancelled", cancelledFrom: null, statusChangedAt: now }),
      ],
    });
    const { tickets, user } = await openDisplay({}, () => board);
    await user.click(screen.getByRole("combobox", { name: "Estación" }));
    await user.click(screen.getByRole("option", { name: "Barra" }));
    const atBar = within(tickets).getByRole("article", { name: "Pedido 41" });
    const barChanges = within(atBar).getByRole("list", { name: "Qué cambió" });
    expect(barChanges).toHaveTextContent("Coca: 1 → 2");
    expect(barChanges).not.toHaveTextContent("Provoleta");

    await user.click(screen.getByRole("combobox", { name: "Estación" }));
    await user.click(screen.getByRole("option", { name: "Cocina" }));
    const atKitchen = within(tickets).getByRole("article", { name: "Pedido 41" });
    expect(within(atKitchen).getByRole("list", { name: "Qué cambió" })).toHaveTextContent(
      "Agregado: 1 × Provoleta",
    );
    expect(within(atKitchen).getByRole("list", { name: "Qué cambió" })).not.toHaveTextContent("Coca");
    const cancelled = within(tickets).getByRole("article", { name: "Pedido 42" });
    expect(within(cancelled).getByText("ANULADO")).toBeInTheDocument();
    expect(within(cancelled).getByRole("list", { name: "Anulado: no preparar" })).toHaveTextContent(
      "1 × Milanesa",
    );
    expect(within(cancelled).queryByRole("button")).not.toBeInTheDocument();
    expect(turns(tickets)).not.toContain("Pedido 43");
    expect(turns(tickets)).not.toContain("Pedido 44");
  });

  it("groups a card's lines by course in the business's order (decision 082)", async () => {
    const business = businessSettingsOf({
      courses: [
        { id: "entrada", name: "Entrada" },
        { id: "principal", name: "Principal" },
      ],
    });
    const board = boardOf({
      shift: makeShift({ totalOrders: 0, totalAmount: 0 }),
      orders: [
        makeOrder(1, {
          turn: "51",
          lines: [
            { ...productLine("Bife", 2), course: "principal" },
            { ...productLine("Provoleta", 1), course: "entrada" },
          ],
        }),
      ],
    });
    const { tickets } = await openDisplay({ "GET /business": ok(business) }, () => board);
    const card = within(tickets).getByRole("article", { name: "Pedido 51" });
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Entrada", "1 × Provoleta", "Principal", "2 × Bife"]),
    );
  });

  it("has the sound on until this device mutes it", async () => {
    const { user } = await openDisplay();
    const mute = screen.getByRole("button", { name: "Silenciar" });
    expect(mute).toHaveAttribute("aria-pressed", "false");
    await user.click(mute);
    expect(screen.getByRole("button", { name: "Sonido apagado" })).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem("comanda.kitchen-display") ?? "{}")).toMatchObject({
      muted: true,
    });
  });
});
