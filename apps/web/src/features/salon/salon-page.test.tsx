import type { Order } from "@comanda/domain";
import type { SalonTable, SalonView } from "@comanda/domain/tabs";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeOrder, productLine } from "@/testing/board-fixtures";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

/** Amounts as formatMoney writes them, with a no-break space after the sign. */
const pesos = (text: string) => text.replaceAll("$ ", "$\u00a0");
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`;
const cash = { id: id(901), name: "Efectivo", status: "enabled", isCash: true, createdAt: 0, updatedAt: 0 };
const card = { id: id(902), name: "Tarjeta", status: "enabled", isCash: false, createdAt: 0, updatedAt: 0 };
const milanesa = { id: id(801), name: "Milanesa", price: 9500, quantity: null, categoryId: id(700) };
const coca = { id: id(802), name: "Coca-Cola", price: 2500, quantity: 5, categoryId: id(701) };

const table = (n: number, tab: SalonTable["tab"] = null): SalonTable => ({
  id: id(n),
  name: `Mesa ${n}`,
  seats: 4,
  shape: "square",
  x: 100 * n,
  y: 200,
  state: tab === null ? "free" : tab.billRequestedAt === null ? "occupied" : "bill",
  tab,
});
const tabOf = (orderId: string, total: number, billRequestedAt: number | null = null) => ({
  orderId,
  turn: "7",
  status: "served" as const,
  guests: 3,
  waiterName: "Ana Pérez",
  openedAt: Date.now() - 12 * 60_000,
  total,
  billRequestedAt,
});
const salonOf = (tables: SalonTable[]): SalonView => ({ rooms: [{ id: id(1), name: "Salón", tables }] });

/** A tab (order of type 'table') on Mesa `n`. */
const tabOrder = (n: number, overrides: Partial<Order> = {}): Order =>
  makeOrder(n, {
    id: id(500 + n),
    turn: "7",
    type: "table",
    status: "served",
    paymentMethodId: cash.id,
    tab: {
      tableId: id(n),
      tableName: `Mesa ${n} (Salón)`,
      guests: 3,
      waiterId: "u1",
      waiterName: "Ana Pérez",
      billRequestedAt: null,
    },
    ...overrides,
  });

const openSalon = async (salon: SalonView, routes: Record<string, unknown> = {}) => {
  const fetchMock = fakeApi({
    "GET /session": signedIn(),
    "GET /salon": () => ok(salon),
    "GET /payment-methods?limit=100": pageOf([cash, card]),
    "GET /product-options?limit=100": ok({ items: [milanesa, coca] }),
    "GET /promotion-options?limit=100": ok({ items: [] }),
    "GET /staff?limit=100": pageOf([]),
    ...(routes as object),
  });
  const app = renderApp("/salon");
  await screen.findByRole("heading", { level: 1, name: "Salón" });
  await screen.findByRole("group", { name: "Plano de Salón" });
  return { ...app, fetchMock };
};

/** Decision 080: 'Combo Parrilla', two steaks that ask their point (and an egg each, if wanted). */
const parrillaCatalog = () => {
  const option = (n: number, name: string, price = 0) => ({
    id: id(n),
    name,
    price,
    ingredientEffect: "none" as const,
    ingredientId: null,
    ingredientName: null,
    quantityNeeded: null,
    unit: null,
    soldOut: false,
  });
  const punto = {
    id: id(610),
    name: "Punto de cocción",
    minChoices: 1,
    maxChoices: 1,
    options: [option(611, "Jugoso"), option(612, "A punto")],
    productCount: 1,
    createdAt: 0,
    updatedAt: 0,
  };
  const extras = {
    ...punto,
    id: id(613),
    name: "Extras",
    minChoices: 0,
    options: [option(614, "Huevo", 1500)],
  };
  const bife = { ...milanesa, id: id(804), name: "Bife", modifierGroupIds: [punto.id, extras.id] };
  const parrilla = {
    id: id(850),
    name: "Combo Parrilla",
    value: 20000,
    items: [{ productId: bife.id, name: "Bife", quantityNeeded: 2, quantity: null }],
    maxQuantity: null,
  };
  return { bife, extras, punto, parrilla };
};

describe("SalonPage", { timeout: 30_000 }, () => {
  it("draws each table with its state in its accessible name", async () => {
    await openSalon(
      salonOf([table(1), table(2, tabOf(id(502), 4500)), table(3, tabOf(id(503), 12000, Date.now()))]),
    );
    const plan = screen.getByRole("group", { name: "Plano de Salón" });
    expect(within(plan).getByRole("button", { name: "Mesa 1, libre, 4 lugares" })).toHaveAttribute(
      "data-state",
      "free",
    );
    expect(
      within(plan).getByRole("button", {
        name: pesos("Mesa 2, ocupada, 3 personas, $ 4.500,00, hace 12 min"),
      }),
    ).toHaveAttribute("data-state", "occupied");
    expect(
      within(plan).getByRole("button", { name: /^Mesa 3, pidió la cuenta, 3 personas, \$\s12\.000,00/ }),
    ).toHaveAttribute("data-state", "bill");
    expect(screen.getByText("Ocupada: 1")).toBeInTheDocument();
  });

  it("opens a free table for its guests, served by the caller, and shows its tab", async () => {
    const opened = tabOrder(1, { lines: [], total: 0, subtotal: 0 });
    const { user, fetchMock } = await openSalon(salonOf([table(1)]), {
      [`POST /tables/${id(1)}/tab`]: ok(opened, 201),
      [`GET /orders/${opened.id}`]: ok(opened),
    });
    await user.click(screen.getByRole("button", { name: "Mesa 1, libre, 4 lugares" }));
    const dialog = await screen.findByRole("dialog", { name: "Abrir Mesa 1" });
    await user.click(within(dialog).getByRole("button", { name: "Una persona menos" }));
    expect(within(dialog).getByLabelText("Personas")).toHaveValue("3");
    await user.click(within(dialog).getByRole("button", { name: "Abrir mesa" }));

    const panel = await screen.findByRole("dialog", { name: "Mesa 1" });
    expect(await within(panel).findByText(/Todavía no pidieron nada/)).toBeInTheDocument();
    // Nothing was served yet: 'En la mesa' would say otherwise.
    expect(within(panel).getByText("Sin pedir")).toBeInTheDocument();
    expect(within(panel).queryByText("En la mesa")).not.toBeInTheDocument();
    // 'Turno' is the shift; the order's number is 'Pedido N°' (decision 066).
    expect(within(panel).getByText(/^Pedido N° 7 · 3 personas · atiende Ana Pérez$/)).toBeInTheDocument();
    expect(within(panel).queryByText(/Turno/)).not.toBeInTheDocument();
    const [body] = sentBodies(fetchMock, "POST", `/tables/${id(1)}/tab`);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), guests: 3 });
  });

  it("sends a round with the quantities picked, with the counter's category chips in the owner's order", async () => {
    const tab = tabOrder(2, { lines: [], total: 0, subtotal: 0 });
    const after = tabOrder(2, { status: "pending", lines: [productLine("Milanesa", 2)], total: 2000 });
    const { user, fetchMock } = await openSalon(salonOf([table(2, tabOf(tab.id, 0))]), {
      [`GET /orders/${tab.id}`]: ok(tab),
      [`POST /tabs/${tab.id}/rounds`]: ok(after),
      "GET /category-options?limit=100": ok({
        items: [
          { id: id(701), name: "Bebidas" },
          { id: id(700), name: "Platos" },
        ],
      }),
    });
    await user.click(screen.getByRole("button", { name: /^Mesa 2, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 2" });
    await user.click(await within(panel).findByRole("button", { name: "Agregar ronda" }));
    const round = await screen.findByRole("dialog", { name: "Nueva ronda para Mesa 2" });
    const chips = await within(round).findByRole("group", { name: "Categorías" });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Todos", "Bebidas", "Platos"]);
    await user.click(within(chips).getByRole("button", { name: "Bebidas" }));
    expect(within(round).queryByRole("button", { name: "Agregar uno de Milanesa" })).not.toBeInTheDocument();
    await user.click(within(chips).getByRole("button", { name: "Platos" }));
    await user.click(await within(round).findByRole("button", { name: "Agregar uno de Milanesa" }));
    await user.click(within(round).getByRole("button", { name: "Agregar uno de Milanesa" }));
    await user.click(within(chips).getByRole("button", { name: "Todos" }));
    await user.click(within(round).getByRole("button", { name: "Agregar uno de Coca-Cola" }));
    expect(within(round).getByRole("status", { name: "Resumen de la ronda" })).toHaveTextContent(
      "3 unidades · $ 21.500,00",
    );
    await user.click(within(round).getByRole("button", { name: "Enviar a cocina" }));

    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: /Nueva ronda/ })).not.toBeInTheDocument(),
    );
    expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)).toEqual([
      {
        id: expect.any(String),
        products: [
          { product_id: milanesa.id, quantity: 2, options: [], note: null, course: null },
          { product_id: coca.id, quantity: 1, options: [], note: null, course: null },
        ],
        promotions: [],
        hold: [],
      },
    ]);
    expect(await within(panel).findByText("2 × Milanesa")).toBeInTheDocument();
  });

  it("asks a steak's point in the round and sends it as its own line with its note (decision 080)", async () => {
    const option = (n: number, name: string) => ({
      id: id(n),
      name,
      price: 0,
      ingredientEffect: "none",
      ingredientId: null,
      ingredientName: null,
      quantityNeeded: null,
      unit: null,
      soldOut: false,
    });
    const punto = {
      id: id(600),
      name: "Punto de cocción",
      minChoices: 1,
      maxChoices: 1,
      options: [option(601, "Jugoso"), option(602, "A punto")],
      productCount: 1,
      createdAt: 0,
      updatedAt: 0,
    };
    const bife = {
      id: id(803),
      name: "Bife",
      price: 12000,
      quantity: null,
      categoryId: id(700),
      modifierGroupIds: [punto.id],
    };
    const tab = tabOrder(2, { lines: [], total: 0, subtotal: 0 });
    const { user, fetchMock } = await openSalon(salonOf([table(2, tabOf(tab.id, 0))]), {
      [`GET /orders/${tab.id}`]: ok(tab),
      [`POST /tabs/${tab.id}/rounds`]: ok(tab),
      "GET /product-options?limit=100": ok({ items: [milanesa, bife] }),
      "GET /modifier-options": ok({ items: [punto] }),
    });
    await user.click(screen.getByRole("button", { name: /^Mesa 2, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 2" });
    await user.click(await within(panel).findByRole("button", { name: "Agregar ronda" }));
    const round = await screen.findByRole("dialog", { name: "Nueva ronda para Mesa 2" });
    // A product that asks a choice has no plain +: its sheet asks first.
    expect(within(round).queryByRole("button", { name: "Agregar uno de Bife" })).not.toBeInTheDocument();
    await user.click(await within(round).findByRole("button", { name: "Opciones y nota de Bife" }));
    const sheet = await screen.findByRole("dialog", { name: "Bife" });
    await user.click(within(sheet).getByRole("button", { name: "Jugoso" }));
    await user.type(within(sheet).getByRole("textbox", { name: "Nota" }), "sin sal");
    await user.click(within(sheet).getByRole("button", { name: "Agregar" }));
    await user.click(
      await within(round).findByRole("button", { name: "Agregar uno de Bife (Jugoso) · sin sal" }),
    );
    await user.click(within(round).getByRole("button", { name: "Agregar uno de Milanesa" }));
    await user.click(within(round).getByRole("button", { name: "Enviar a cocina" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)[0].products).toEqual([
      { product_id: milanesa.id, quantity: 1, options: [], note: null, course: null },
      { product_id: bife.id, quantity: 2, options: [id(601)], note: "sin sal", course: null },
    ]);
  });

  it("asks a combo's steak its own point in the round, and sends the combo with it (decision 080)", async () => {
    const { bife, extras, punto, parrilla } = parrillaCatalog();
    const tab = tabOrder(2, { lines: [], total: 0, subtotal: 0 });
    const { user, fetchMock } = await openSalon(salonOf([table(2, tabOf(tab.id, 0))]), {
      [`GET /orders/${tab.id}`]: ok(tab),
      [`POST /tabs/${tab.id}/rounds`]: ok(tab),
      "GET /product-options?limit=100": ok({ items: [milanesa, bife] }),
      "GET /promotion-options?limit=100": ok({ items: [parrilla] }),
      "GET /modifier-options": ok({ items: [punto, extras] }),
    });
    await user.click(screen.getByRole("button", { name: /^Mesa 2, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 2" });
    await user.click(await within(panel).findByRole("button", { name: "Agregar ronda" }));
    const round = await screen.findByRole("dialog", { name: "Nueva ronda para Mesa 2" });
    // The combo asks before it goes in: no plain + yet.
    expect(
      within(round).queryByRole("button", { name: "Agregar uno de Combo Parrilla" }),
    ).not.toBeInTheDocument();
    await user.click(await within(round).findByRole("button", { name: "Opciones de Combo Parrilla" }));
    const sheet = await screen.findByRole("dialog", { name: "Bife · Combo Parrilla" });
    await user.click(within(sheet).getByRole("button", { name: "Jugoso" }));
    await user.click(within(sheet).getByRole("button", { name: /^Huevo/ }));
    await user.click(within(sheet).getByRole("button", { name: "Agregar" }));
    // Then more of it, with the same choices ('+1 igual'), and its price with the eggs of both steaks.
    await user.click(
      await within(round).findByRole("button", {
        name: "Agregar uno de Combo Parrilla (Bife: Jugoso, Huevo)",
      }),
    );
    expect(within(round).getByText("Bife: Jugoso, Huevo")).toBeInTheDocument();
    expect(within(round).getByRole("status", { name: "Resumen de la ronda" })).toHaveTextContent(
      /^2 unidades · \$\s46\.000,00$/,
    );
    await user.click(within(round).getByRole("button", { name: "Enviar a cocina" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)[0].promotions).toEqual([
      {
        promotion_id: parrilla.id,
        quantity: 2,
        items: [{ product_id: bife.id, options: [id(611), id(614)] }],
      },
    ]);
  });

  it("asks again for a combo the table has, and sends each choice as a line of its own (decision 080)", async () => {
    const { bife, extras, punto, parrilla } = parrillaCatalog();
    const tab = tabOrder(2, {
      lines: [
        {
          kind: "promotion",
          itemId: parrilla.id,
          name: parrilla.name,
          categoryId: null,
          quantity: 1,
          unitPrice: 20000,
          subtotal: 20000,
          items: [
            {
              productId: bife.id,
              name: "Bife",
              quantity: 2,
              categoryId: bife.categoryId,
              options: [{ id: id(611), group: "Punto de cocción", name: "Jugoso", price: 0 }],
            },
          ],
          options: [],
          note: null,
        },
      ],
    });
    const { user, fetchMock } = await openSalon(salonOf([table(2, tabOf(tab.id, 20000))]), {
      [`GET /orders/${tab.id}`]: ok(tab),
      [`POST /tabs/${tab.id}/rounds`]: ok(tab),
      "GET /product-options?limit=100": ok({ items: [milanesa, bife] }),
      "GET /promotion-options?limit=100": ok({ items: [parrilla] }),
      "GET /modifier-options": ok({ items: [punto, extras] }),
    });
    await user.click(screen.getByRole("button", { name: /^Mesa 2, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 2" });
    await user.click(await within(panel).findByRole("button", { name: "Agregar ronda" }));
    const round = await screen.findByRole("dialog", { name: "Nueva ronda para Mesa 2" });
    const ask = async (point: string) => {
      await user.click(await within(round).findByRole("button", { name: "Opciones de Combo Parrilla" }));
      const sheet = await screen.findByRole("dialog", { name: "Bife · Combo Parrilla" });
      await user.click(within(sheet).getByRole("button", { name: point }));
      await user.click(within(sheet).getByRole("button", { name: "Agregar" }));
    };
    await ask("A punto");
    await ask("Jugoso");
    await ask("A punto");
    const lines = within(round).getByRole("region", { name: "Promociones con opciones" });
    expect(within(lines).getByText("Bife: A punto")).toBeInTheDocument();
    expect(within(lines).getByText("Bife: Jugoso")).toBeInTheDocument();
    await user.click(
      within(round).getByRole("button", { name: "Agregar uno de Combo Parrilla (Bife: Jugoso)" }),
    );
    await user.click(within(round).getByRole("button", { name: "Enviar a cocina" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)[0].promotions).toEqual([
      { promotion_id: parrilla.id, quantity: 2, items: [{ product_id: bife.id, options: [id(612)] }] },
      { promotion_id: parrilla.id, quantity: 2, items: [{ product_id: bife.id, options: [id(611)] }] },
    ]);
  });

  it("holds a round's mains ('Esperar'), moves a line to another course, and marches them from the table (decision 082)", async () => {
    const courses = [
      { id: "entrada", name: "Entrada" },
      { id: "principal", name: "Principal" },
      { id: "bebida", name: "Bebida" },
    ];
    const business = businessSettingsOf({ courses });
    const tab = tabOrder(2, { lines: [], total: 0, subtotal: 0 });
    const main = { ...productLine("Milanesa", 2), itemId: milanesa.id, course: "principal" };
    const held = tabOrder(2, {
      status: "pending",
      lines: [main, { ...productLine("Coca-Cola", 1), itemId: coca.id, course: "entrada" }],
      held: [{ key: `product:${milanesa.id}||`, quantity: 2 }],
    });
    const marched = { ...held, held: [] };
    const { user, fetchMock } = await openSalon(salonOf([table(2, tabOf(tab.id, 0))]), {
      "GET /business": ok(business),
      "GET /product-options?limit=100": ok({
        items: [
          { ...milanesa, courseId: "principal" },
          { ...coca, courseId: "bebida" },
        ],
      }),
      [`GET /orders/${tab.id}`]: ok(tab),
      [`POST /tabs/${tab.id}/rounds`]: ok(held),
      [`POST /tabs/${tab.id}/march`]: ok(marched),
    });
    await user.click(screen.getByRole("button", { name: /^Mesa 2, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 2" });
    await user.click(await within(panel).findByRole("button", { name: "Agregar ronda" }));
    const round = await screen.findByRole("dialog", { name: "Nueva ronda para Mesa 2" });
    await user.click(await within(round).findByRole("button", { name: "Agregar uno de Milanesa" }));
    await user.click(within(round).getByRole("button", { name: "Agregar uno de Milanesa" }));
    await user.click(within(round).getByRole("button", { name: "Agregar uno de Coca-Cola" }));
    const times = within(round).getByRole("region", { name: "Tiempos de la ronda" });
    // The coke goes now, with the starters.
    await user.click(within(times).getByRole("combobox", { name: "Tiempo de Coca-Cola" }));
    await user.click(screen.getByRole("option", { name: "Entrada" }));
    const wait = within(times).getByRole("button", { name: "Esperar Principal" });
    expect(wait).toHaveAttribute("aria-pressed", "false");
    await user.click(wait);
    expect(within(times).getByRole("button", { name: "Esperar Principal" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(round).getByRole("button", { name: "Enviar a cocina" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/rounds`)[0]).toMatchObject({
      products: [
        { product_id: milanesa.id, quantity: 2, course: "principal" },
        { product_id: coca.id, quantity: 1, course: "entrada" },
      ],
      hold: ["principal"],
    });
    // The table waits for its mains: one tap marches them, and it cannot be charged before.
    const go = await within(panel).findByRole("button", { name: "Marchar Principal" });
    // What waits says so in the table's list, so the waiter sees what has not been marched.
    const ordered = within(panel).getByRole("list", { name: "Lo pedido" });
    const [mains, drink] = within(ordered).getAllByRole("listitem");
    expect(mains).toHaveTextContent("2 × Milanesa");
    expect(within(mains as HTMLElement).getByText("En espera")).toBeVisible();
    expect(drink).not.toHaveTextContent(/espera/i);
    expect(within(panel).getByRole("button", { name: "Cobrar" })).toBeDisabled();
    await user.click(go);
    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", `/tabs/${tab.id}/march`)).toEqual([{ course: "principal" }]),
    );
    await waitFor(() =>
      expect(within(panel).queryByRole("button", { name: "Marchar Principal" })).not.toBeInTheDocument(),
    );
    expect(within(panel).getByRole("list", { name: "Lo pedido" })).not.toHaveTextContent(/espera/i);
  });

  it("splits the bill by what each part ate and pays it, one payment per method", async () => {
    // $ 9.000 of milanesas (3 × 3.000) and $ 1.000 of a Coca-Cola, with a tip of $ 1.000: $ 11.000.
    const milas = { ...productLine("Milanesa", 3), unitPrice: 3000, subtotal: 9000 };
    const tab = tabOrder(3, {
      lines: [milas, productLine("Coca-Cola", 1)],
      subtotal: 10000,
      tip: 1000,
      total: 11000,
    });
    const { user, fetchMock } = await openSalon(salonOf([table(3, tabOf(tab.id, 11000))]), {
      [`GET /orders/${tab.id}`]: ok(tab),
      [`POST /orders/${tab.id}/complete`]: ok({ ...tab, status: "completed" }),
    });
    await user.click(screen.getByRole("button", { name: /^Mesa 3, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 3" });
    await user.click(await within(panel).findByRole("button", { name: "Cobrar" }));
    const pay = await screen.findByRole("dialog", { name: "Cobrar Mesa 3" });
    await user.click(within(pay).getByRole("button", { name: "Por consumo" }));
    // Everything starts on the first part: the second takes a milanesa and the Coca-Cola.
    await user.click(within(pay).getByRole("button", { name: "Quitar uno de Milanesa en la parte 1" }));
    expect(within(pay).getByText("Quedan productos sin asignar a ninguna parte.")).toBeInTheDocument();
    expect(within(pay).getByRole("button", { name: /^Cobrar/ })).toBeDisabled();
    await user.click(within(pay).getByRole("button", { name: "Agregar uno de Milanesa en la parte 2" }));
    await user.click(within(pay).getByRole("button", { name: "Quitar uno de Coca-Cola en la parte 1" }));
    await user.click(within(pay).getByRole("button", { name: "Agregar uno de Coca-Cola en la parte 2" }));
    // Part 1 ate $ 6.000 of $ 10.000 and carries 60 % of the tip; part 2, $ 4.000 and 40 %.
    expect(within(pay).getByLabelText("Monto de la parte 1")).toHaveTextContent("$ 6.600,00");
    expect(within(pay).getByLabelText("Monto de la parte 2")).toHaveTextContent("$ 4.400,00");
    await user.click(within(pay).getByRole("combobox", { name: "Medio de pago de la parte 2" }));
    await user.click(await screen.findByRole("option", { name: "Tarjeta" }));
    await user.click(within(pay).getByRole("button", { name: pesos("Cobrar $ 11.000,00") }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Mesa 3" })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "POST", `/orders/${tab.id}/complete`)).toEqual([
      {
        payments: [
          { payment_method_id: cash.id, amount: 6600, tendered: null },
          { payment_method_id: card.id, amount: 4400, tendered: null },
        ],
      },
    ]);
  });

  it("splits the bill by amounts: the last part is what the others leave, as they are typed", async () => {
    const tab = tabOrder(5, { total: 11000 });
    const { user, fetchMock } = await openSalon(salonOf([table(5, tabOf(tab.id, 11000))]), {
      [`GET /orders/${tab.id}`]: ok(tab),
      [`POST /orders/${tab.id}/complete`]: ok({ ...tab, status: "completed" }),
    });
    await user.click(screen.getByRole("button", { name: /^Mesa 5, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 5" });
    await user.click(await within(panel).findByRole("button", { name: "Cobrar" }));
    const pay = await screen.findByRole("dialog", { name: "Cobrar Mesa 5" });
    await user.click(within(pay).getByRole("button", { name: "Por montos" }));
    const first = within(pay).getByRole("textbox", { name: "Monto de la parte 1" });
    const last = within(pay).getByRole("textbox", { name: "Monto de la parte 2" });
    expect(last).toHaveValue("5500,00");
    // It follows the other part at every keystroke (docs/product.md, Order money).
    await user.clear(first);
    expect(last).toHaveValue("11000,00");
    await user.type(first, "3000");
    expect(last).toHaveValue("8000,00");
    await user.click(within(pay).getByRole("combobox", { name: "Medio de pago de la parte 2" }));
    await user.click(await screen.findByRole("option", { name: "Tarjeta" }));
    await user.click(within(pay).getByRole("button", { name: pesos("Cobrar $ 11.000,00") }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", `/orders/${tab.id}/complete`)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", `/orders/${tab.id}/complete`)[0]).toEqual({
      payments: [
        { payment_method_id: cash.id, amount: 3000, tendered: null },
        { payment_method_id: card.id, amount: 8000, tendered: null },
      ],
    });
  });

  it("pays in one go with 'Paga con' and shows the change", async () => {
    const tab = tabOrder(4, { status: "ready", total: 2000 });
    const { user, fetchMock } = await openSalon(salonOf([table(4, tabOf(tab.id, 2000))]), {
      [`GET /orders/${tab.id}`]: ok(tab),
      [`POST /orders/${tab.id}/complete`]: ok({ ...tab, status: "completed" }),
    });
    await user.click(screen.getByRole("button", { name: /^Mesa 4, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 4" });
    expect(await within(panel).findByRole("button", { name: "Llevado a la mesa" })).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Cobrar" }));
    const pay = await screen.findByRole("dialog", { name: "Cobrar Mesa 4" });
    await user.type(within(pay).getByLabelText("Paga con"), "5000");
    expect(within(pay).getByText("Vuelto: $ 3.000,00")).toBeInTheDocument();
    await user.click(within(pay).getByRole("button", { name: pesos("Cobrar $ 2.000,00") }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", `/orders/${tab.id}/complete`)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", `/orders/${tab.id}/complete`)[0]).toEqual({
      payments: [{ payment_method_id: cash.id, amount: 2000, tendered: 5000 }],
    });
  });

  it("shows a joined table as joined, opens the tab it joined, and separates it again", async () => {
    const host = tabOrder(1, { lines: [productLine("Milanesa", 3)], total: 28500 });
    const joined: SalonTable = {
      ...table(2),
      state: "joined",
      joinedTo: { orderId: id(777), tabId: host.id, tableName: "Mesa 1 (Salón)" },
    };
    const { user, fetchMock } = await openSalon(salonOf([table(1, tabOf(host.id, 28500)), joined]), {
      [`GET /orders/${host.id}`]: ok(host),
      [`POST /tabs/${host.id}/split`]: ok({ ...host, lines: [productLine("Milanesa", 1)], total: 9500 }),
    });
    expect(screen.getByText("Unida: 1")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mesa 2, unida a Mesa 1 (Salón)" }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 1" });
    await user.click(await within(panel).findByRole("button", { name: "Separar Mesa 2" }));
    expect(await screen.findByText("Mesa 2 se separó de Mesa 1.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", `/tabs/${host.id}/split`)).toEqual([{ tab_id: id(777) }]);
  });

  it("tells a waiter why a table cannot open", async () => {
    const { user } = await openSalon(salonOf([table(1)]), {
      [`POST /tables/${id(1)}/tab`]: {
        status: 409,
        body: {
          error: { code: "aborted", message: "No hay un turno abierto: iniciá un turno para abrir mesas." },
        },
      },
    });
    await user.click(screen.getByRole("button", { name: "Mesa 1, libre, 4 lugares" }));
    const dialog = await screen.findByRole("dialog", { name: "Abrir Mesa 1" });
    await user.click(within(dialog).getByRole("button", { name: "Abrir mesa" }));
    expect(await within(dialog).findByText(/No hay un turno abierto/)).toBeInTheDocument();
  });
});
