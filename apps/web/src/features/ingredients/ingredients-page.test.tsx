import { type Ingredient, quantityMessages } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, sentBodies, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";

const createdAt = Date.UTC(2026, 10, 20, 15);
const ingredient = (n: number, overrides: Partial<Ingredient> = {}): Ingredient => ({
  id: `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  code: null,
  name: `Ingrediente ${n}`,
  unit: "kg",
  quantity: 10,
  minQuantity: 1,
  status: "enabled",
  lowStock: false,
  cost: null,
  createdAt,
  updatedAt: createdAt,
  ...overrides,
});
const harina = ingredient(1, { name: "Harina", quantity: 1.5, minQuantity: 0.25, code: "H-01" });
const pageOf = (items: Ingredient[]) => ({
  status: 200,
  body: { data: { items, total: items.length, nextCursor: null } },
});
const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const listCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith("/api/v1/ingredients?") && (init?.method ?? "GET") === "GET",
  );
const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

const openIngredients = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp("/ingredients");
  await screen.findByRole("heading", { level: 1, name: "Ingredientes" });
  return { fetchMock, ...app };
};

const openNewDialog = async (user: UserEvent) => {
  await user.click(screen.getByRole("button", { name: "Nuevo ingrediente" }));
  return within(await screen.findByRole("dialog", { name: "Nuevo ingrediente" }));
};

const chooseUnit = async (user: UserEvent, dialog: ReturnType<typeof within>, label: string) => {
  await user.click(dialog.getByRole("combobox", { name: "Unidad" }));
  await user.click(await screen.findByRole("option", { name: label }));
};

describe("IngredientsPage", { timeout: 20_000 }, () => {
  it("lists name, unit label, es-AR quantity, low stock and status", async () => {
    await openIngredients({
      "GET /ingredients?limit=10": pageOf([
        harina,
        ingredient(2, { name: "Leche", unit: "lt", quantity: 0.5, minQuantity: 2, lowStock: true }),
        ingredient(3, { name: "Huevos", unit: "piece", quantity: 12, status: "disabled" }),
      ]),
    });

    const table = await screen.findByRole("table", { name: "Ingredientes" });
    await within(table).findByText("Harina");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Nombre", "Unidad", "Cantidad", "Estado", "Acciones"]);
    const flour = within(rowOf("Harina"));
    expect(flour.getByText("Kilogramos")).toBeInTheDocument();
    expect(flour.getByText("1,5")).toBeInTheDocument();
    expect(flour.getByText("Código: H-01")).toBeInTheDocument();
    expect(flour.queryByText("Stock bajo")).not.toBeInTheDocument();
    const milk = within(rowOf("Leche"));
    expect(milk.getByText("Litros")).toBeInTheDocument();
    expect(milk.getByText("0,5")).toBeInTheDocument();
    expect(milk.getByText("Stock bajo")).toBeInTheDocument();
    expect(milk.getByText("Mínimo: 2")).toBeInTheDocument();
    const eggs = within(rowOf("Huevos"));
    expect(eggs.getByText("Unidades")).toBeInTheDocument();
    expect(eggs.getByText("Deshabilitado")).toBeInTheDocument();
    expect(eggs.getByRole("switch", { name: "Habilitar Huevos" })).not.toBeChecked();
  });

  it("says so when there are none yet", async () => {
    await openIngredients({ "GET /ingredients?limit=10": pageOf([]) });

    expect(await screen.findByText("No hay ingredientes cargados.")).toBeInTheDocument();
  });

  it("creates an ingredient typed with a decimal comma", async () => {
    let items: Ingredient[] = [];
    const { user, fetchMock } = await openIngredients({
      "GET /ingredients?limit=10": () => pageOf(items),
      "POST /ingredients": () => {
        items = [harina];
        return ok(harina, 201);
      },
    });

    const dialog = await openNewDialog(user);
    const create = dialog.getByRole("button", { name: "Crear" });
    expect(create).toBeDisabled();
    expect(dialog.getByRole("textbox", { name: "Cantidad" })).toHaveValue("0");
    expect(dialog.getByRole("textbox", { name: "Cantidad" })).toHaveAttribute("inputmode", "decimal");
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Harina");
    await user.type(dialog.getByRole("textbox", { name: "Código (opcional)" }), "H-01");
    await chooseUnit(user, dialog, "Kilogramos");
    await user.clear(dialog.getByRole("textbox", { name: "Cantidad" }));
    await user.type(dialog.getByRole("textbox", { name: "Cantidad" }), "1,5");
    await user.type(dialog.getByRole("textbox", { name: "Cantidad mínima" }), "0.25");
    await user.click(create);

    expect(await screen.findByText("Ingrediente creado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(await screen.findByRole("row", { name: /Harina/ })).getByText("1,5")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/ingredients")).toEqual([
      { name: "Harina", code: "H-01", unit: "kg", quantity: 1.5, min_quantity: 0.25, cost: null },
    ]);
  });

  it("takes an optional cost per the chosen unit, typed with a comma or a dot", async () => {
    const leche = ingredient(2, { name: "Leche", unit: "lt", cost: 1234.5 });
    let items: Ingredient[] = [];
    const { user, fetchMock } = await openIngredients({
      "GET /ingredients?limit=10": () => pageOf(items),
      "POST /ingredients": () => {
        items = [leche];
        return ok(leche, 201);
      },
    });

    const dialog = await openNewDialog(user);
    expect(dialog.getByRole("textbox", { name: "Costo" })).toHaveValue("");
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Leche");
    await chooseUnit(user, dialog, "Kilogramos");
    expect(dialog.getByRole("textbox", { name: "Costo por kg" })).toBeInTheDocument();
    await chooseUnit(user, dialog, "Litros");
    const cost = dialog.getByRole("textbox", { name: "Costo por litro" });
    await user.type(dialog.getByRole("textbox", { name: "Cantidad mínima" }), "1");
    await user.type(cost, "12,345");
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await dialog.findByText("Ingresá un monto válido, por ejemplo 1.234,50.")).toBeInTheDocument();
    await user.clear(cost);
    await user.type(cost, "1.234,50");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Ingrediente creado.")).toBeInTheDocument();
    const row = await screen.findByRole("row", { name: /Leche/ });
    expect(within(row).getByText("Costo $ 1.234,50 por litro")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/ingredients")).toEqual([
      { name: "Leche", code: null, unit: "lt", quantity: 0, min_quantity: 1, cost: 1234.5 },
    ]);

    await user.click(screen.getByRole("button", { name: "Editar Leche" }));
    const edit = within(await screen.findByRole("dialog", { name: "Editar ingrediente" }));
    expect(edit.getByRole("textbox", { name: "Costo por litro" })).toHaveValue("1234,50");
  });

  it("checks the quantities with the domain's rules before sending", async () => {
    const { user, fetchMock } = await openIngredients({ "GET /ingredients?limit=10": pageOf([]) });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Queso");
    await user.clear(dialog.getByRole("textbox", { name: "Cantidad" }));
    await user.type(dialog.getByRole("textbox", { name: "Cantidad" }), "1,2345");
    await user.type(dialog.getByRole("textbox", { name: "Cantidad mínima" }), "mucho");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await dialog.findByText("Elegí la unidad: Kilogramos, Litros o Unidades.")).toBeInTheDocument();
    expect(dialog.getByRole("textbox", { name: "Cantidad" })).toHaveAccessibleDescription(
      quantityMessages.decimals,
    );
    expect(dialog.getByRole("textbox", { name: "Cantidad mínima" })).toHaveAccessibleDescription(
      quantityMessages.invalid,
    );
    expect(sentBodies(fetchMock, "POST", "/ingredients")).toEqual([]);
  });

  it("edits an ingredient, showing its quantities as typed in es-AR", async () => {
    let items = [harina];
    const { user, fetchMock } = await openIngredients({
      "GET /ingredients?limit=10": () => pageOf(items),
      [`PATCH /ingredients/${harina.id}`]: () => {
        items = [{ ...harina, quantity: 2.75 }];
        return ok(items[0]);
      },
    });

    await user.click(await screen.findByRole("button", { name: "Editar Harina" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Editar ingrediente" }));
    expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveValue("Harina");
    expect(dialog.getByRole("textbox", { name: "Código (opcional)" })).toHaveValue("H-01");
    expect(dialog.getByRole("combobox", { name: "Unidad" })).toHaveTextContent("Kilogramos");
    expect(dialog.getByRole("textbox", { name: "Cantidad mínima" })).toHaveValue("0,25");
    const quantity = dialog.getByRole("textbox", { name: "Cantidad" });
    expect(quantity).toHaveValue("1,5");
    await user.clear(quantity);
    await user.type(quantity, "2,75");
    await user.click(dialog.getByRole("button", { name: "Editar" }));

    expect(await screen.findByText("Ingrediente actualizado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await within(rowOf("Harina")).findByText("2,75")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/ingredients/${harina.id}`)).toEqual([
      {
        name: "Harina",
        code: "H-01",
        unit: "kg",
        quantity: 2.75,
        min_quantity: 0.25,
        cost: null,
        stock_seen: 1.5,
      },
    ]);
  });

  it("keeps the dialog open with the server's errors", async () => {
    const taken = "Ya existe un ingrediente con ese nombre.";
    const { user } = await openIngredients({
      "GET /ingredients?limit=10": pageOf([harina]),
      "POST /ingredients": {
        status: 409,
        body: { error: { code: "aborted", message: taken, fields: { name: taken } } },
      },
    });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "harina");
    await chooseUnit(user, dialog, "Litros");
    await user.type(dialog.getByRole("textbox", { name: "Cantidad mínima" }), "1");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveAccessibleDescription(taken),
    );
    expect(screen.getByRole("dialog", { name: "Nuevo ingrediente" })).toBeInTheDocument();
  });

  it("disables and deletes through the confirm dialog", async () => {
    let items = [harina];
    const { user } = await openIngredients({
      "GET /ingredients?limit=10": () => pageOf(items),
      [`PATCH /ingredients/${harina.id}/status`]: () => {
        items = [{ ...harina, status: "disabled" }];
        return ok(items[0]);
      },
      [`DELETE /ingredients/${harina.id}`]: () => {
        items = [];
        return ok({ ok: true });
      },
    });

    await user.click(await screen.findByRole("switch", { name: "Deshabilitar Harina" }));
    let confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas deshabilitar este ingrediente?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Ingrediente deshabilitado.")).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "Habilitar Harina" })).not.toBeChecked();

    await user.click(screen.getByRole("button", { name: "Eliminar Harina" }));
    confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas eliminar este ingrediente?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Ingrediente eliminado.")).toBeInTheDocument();
    expect(await screen.findByText("No hay ingredientes cargados.")).toBeInTheDocument();
  });

  it("refetches when the live stream says an ingredient changed", async () => {
    let items = [harina];
    const { fetchMock } = await openIngredients({ "GET /ingredients?limit=10": () => pageOf(items) });
    await screen.findByRole("row", { name: /Harina/ });

    items = [{ ...harina, quantity: 0.2, lowStock: true }];
    FakeEventSource.latest().emit(
      "change",
      JSON.stringify({ entity: "ingredients", id: harina.id, op: "update" }),
    );

    expect(await within(rowOf("Harina")).findByText("Stock bajo")).toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(2);
  });

  it("opens an ingredient's stock history from its row, in its unit", async () => {
    const { user } = await openIngredients({
      "GET /ingredients?limit=10": pageOf([harina]),
      [`GET /ingredients/${harina.id}/movements?limit=10`]: ok({
        items: [
          {
            id: "m1",
            delta: -0.25,
            quantityAfter: 1.5,
            reason: "sale",
            orderId: "o1",
            orderTurn: "3",
            userName: "Ana Pérez",
            createdAt: createdAt,
          },
        ],
        total: 1,
        nextCursor: null,
      }),
    });

    await user.click(await screen.findByRole("button", { name: "Ver movimientos de Harina" }));

    // A chunk of its own (lazy-part.tsx): its first render waits for the import, slow on a busy machine.
    const dialog = within(
      await screen.findByRole("dialog", { name: "Movimientos de Harina" }, { timeout: 5_000 }),
    );
    const sale = within(await dialog.findByRole("row", { name: /Venta/ }));
    expect(sale.getByText("-0,25 kg")).toBeInTheDocument();
    expect(sale.getByText("1,5 kg")).toBeInTheDocument();
  });
});
