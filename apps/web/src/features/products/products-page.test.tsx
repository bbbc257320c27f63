import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";
import { bebidas, optionsOf, pizzas, product } from "./testing/product-fixtures";

const napolitana = product(1, {
  name: "Pizza napolitana",
  code: "PZ-1",
  categoryId: pizzas.id,
  categoryName: pizzas.name,
  price: 2250,
  unitPrice: 1234.5,
  quantity: 1500,
  recipeCost: 850,
  recipeCostComplete: true,
});
const flan = product(2, { name: "Flan", price: 1000, recipeCost: 300, recipeCostComplete: false });
const agua = product(3, { name: "Agua", status: "disabled", price: 0, unitPrice: 0 });

const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });
const productCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? "GET" }))
    .filter(({ url, method }) => url.startsWith("/api/v1/products?") && method === "GET")
    .map(({ url }) => url.replace("/api/v1", ""));

const openProducts = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({
    "GET /session": signedIn(),
    "GET /category-options?limit=100": optionsOf([bebidas, pizzas]),
    ...routes,
  });
  const app = renderApp("/stock");
  await screen.findByRole("heading", { level: 1, name: "Inventario" });
  return { fetchMock, ...app };
};

describe("ProductsPage", { timeout: 20_000 }, () => {
  it("lists prices in ARS, stock or 'Sin control', the category, status, food cost and margin", async () => {
    await openProducts({ "GET /products?limit=10": pageOf([napolitana, flan, agua]) });

    const table = await screen.findByRole("table", { name: "Inventario" });
    await within(table).findByText("Pizza napolitana");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Nombre", "Precio público", "Cantidad", "Precio unitario", "Categoría", "Estado", "Acciones"]);
    const pizza = within(rowOf("Pizza napolitana"));
    expect(pizza.getByText("Código: PZ-1")).toBeInTheDocument();
    expect(pizza.getByText("$ 2.250,00")).toBeInTheDocument();
    expect(pizza.getByText("Costo receta $ 850,00 · Margen 62 %")).toBeInTheDocument();
    expect(pizza.getByText("1.500")).toBeInTheDocument();
    expect(pizza.getByText("$ 1.234,50")).toBeInTheDocument();
    expect(pizza.getByText("Pizzas")).toBeInTheDocument();
    expect(pizza.getByText("Habilitado")).toBeInTheDocument();
    const dessert = within(rowOf("Flan"));
    expect(dessert.getByText("Sin control")).toBeInTheDocument();
    expect(dessert.getByText("Costo receta $ 300,00 (incompleto) · Margen 70 %")).toBeInTheDocument();
    const water = within(rowOf("Agua"));
    expect(water.getAllByText("$ 0,00")).toHaveLength(2);
    expect(water.queryByText(/Costo receta/)).not.toBeInTheDocument();
    expect(water.getByText("Deshabilitado")).toBeInTheDocument();
    expect(water.getByRole("switch", { name: "Habilitar Agua" })).not.toBeChecked();
  });

  it("says so when there are none yet", async () => {
    await openProducts({ "GET /products?limit=10": pageOf([]) });

    expect(await screen.findByText("No hay productos cargados.")).toBeInTheDocument();
  });

  it("searches by name or code and filters by category, from the first page", async () => {
    const { user, fetchMock } = await openProducts({
      "GET /products?limit=10": pageOf([napolitana, flan], { total: 12, nextCursor: "c1" }),
      "GET /products?limit=10&cursor=c1": pageOf([agua], { total: 12 }),
      "GET /products?limit=10&q=pz": pageOf([napolitana]),
      [`GET /products?limit=10&q=pz&category_id=${pizzas.id}`]: pageOf([napolitana]),
      [`GET /products?limit=10&q=pz&category_id=${bebidas.id}`]: pageOf([]),
    });

    expect(await screen.findByText("1–10 de 12")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ir a la página siguiente" }));
    expect(await screen.findByText("11–12 de 12")).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /Agua/ })).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Buscar por nombre o código" }), "pz");
    expect(await screen.findByText("1–1 de 1")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Categoría" }));
    expect(screen.getByRole("option", { name: "Todas" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("option", { name: "Bebidas" }));
    expect(await screen.findByText("No hay resultados para “pz”.")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Categoría" }));
    await user.click(screen.getByRole("option", { name: "Pizzas" }));
    expect(await screen.findByRole("row", { name: /Pizza napolitana/ })).toBeInTheDocument();

    expect(productCalls(fetchMock)).toEqual([
      "/products?limit=10",
      "/products?limit=10&cursor=c1",
      "/products?limit=10&q=pz",
      `/products?limit=10&q=pz&category_id=${bebidas.id}`,
      `/products?limit=10&q=pz&category_id=${pizzas.id}`,
    ]);
  });

  it("says 'más de 1.000' when a search matches more products than the server counts", async () => {
    const { user } = await openProducts({
      "GET /products?limit=10": pageOf([napolitana, flan], { total: 12 }),
      // docs/product.md#lists: a search counts up to 1,000 and says whether there are more.
      "GET /products?limit=10&q=pizza": ok({
        items: [napolitana],
        total: 1000,
        totalIsCapped: true,
        nextCursor: "c1",
      }),
    });

    await user.type(screen.getByRole("searchbox", { name: "Buscar por nombre o código" }), "pizza");
    expect(await screen.findByText("1–1 de más de 1.000")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ir a la página siguiente" })).toBeEnabled();
  });

  it("starts a newly chosen category from its first page", async () => {
    const { user, fetchMock } = await openProducts({
      "GET /products?limit=10": pageOf([napolitana, flan], { total: 12, nextCursor: "c1" }),
      "GET /products?limit=10&cursor=c1": pageOf([agua], { total: 12 }),
      [`GET /products?limit=10&category_id=${bebidas.id}`]: pageOf([flan]),
    });

    await user.click(await screen.findByRole("button", { name: "Ir a la página siguiente" }));
    expect(await screen.findByText("11–12 de 12")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Categoría" }));
    await user.click(screen.getByRole("option", { name: "Bebidas" }));

    expect(await screen.findByText("1–1 de 1")).toBeInTheDocument();
    expect(productCalls(fetchMock).at(-1)).toBe(`/products?limit=10&category_id=${bebidas.id}`);
  });

  it("disables, enables and deletes through the confirm dialog with the texts of docs/product.md", async () => {
    let items = [napolitana];
    const { user } = await openProducts({
      "GET /products?limit=10": () => pageOf(items),
      [`PATCH /products/${napolitana.id}/status`]: (body) => {
        const { status } = body as { status: "enabled" | "disabled" };
        items = [{ ...napolitana, status }];
        return ok(items[0]);
      },
      [`DELETE /products/${napolitana.id}`]: () => {
        items = [];
        return ok({ ok: true });
      },
    });

    await user.click(await screen.findByRole("switch", { name: "Deshabilitar Pizza napolitana" }));
    let confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas deshabilitar este producto?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Producto deshabilitado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(await screen.findByRole("switch", { name: "Habilitar Pizza napolitana" }));
    confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas habilitar este producto?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Producto habilitado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Eliminar Pizza napolitana" }));
    confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas eliminar este producto?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Producto eliminado.")).toBeInTheDocument();
    expect(await screen.findByText("No hay productos cargados.")).toBeInTheDocument();
  });

  it("tells why a delete was refused", async () => {
    const used = "No se puede eliminar el producto: está en la promoción Combo familiar.";
    const { user } = await openProducts({
      "GET /products?limit=10": pageOf([napolitana]),
      [`DELETE /products/${napolitana.id}`]: {
        status: 409,
        body: { error: { code: "aborted", message: used } },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Eliminar Pizza napolitana" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Confirmar" })).getByRole("button", {
        name: "Aceptar",
      }),
    );
    expect(await screen.findByText(used)).toBeInTheDocument();
  });

  it("refetches when the live stream says an ingredient's cost changed", async () => {
    let items = [flan];
    const { fetchMock } = await openProducts({ "GET /products?limit=10": () => pageOf(items) });
    await screen.findByRole("row", { name: /Flan/ });

    items = [{ ...flan, recipeCost: 500, recipeCostComplete: true }];
    FakeEventSource.latest().emit("change", JSON.stringify({ entity: "ingredients", id: "x", op: "update" }));

    expect(await within(rowOf("Flan")).findByText("Costo receta $ 500,00 · Margen 50 %")).toBeInTheDocument();
    expect(productCalls(fetchMock)).toHaveLength(2);
  });

  it("opens a product's stock history from its row, in units", async () => {
    const movements = `/products/${napolitana.id}/movements?limit=10`;
    const { user } = await openProducts({
      "GET /products?limit=10": pageOf([napolitana, flan]),
      [`GET ${movements}`]: pageOf([
        {
          id: "m2",
          delta: -1,
          quantityAfter: 1500,
          reason: "sale",
          orderId: "o1",
          orderTurn: "14",
          userName: "Ana Pérez",
          createdAt: Date.UTC(2026, 10, 22, 10, 44),
        },
        {
          id: "m1",
          delta: 1501,
          quantityAfter: 1501,
          reason: "initial",
          orderId: null,
          orderTurn: null,
          userName: null,
          createdAt: Date.UTC(2026, 10, 20, 15),
        },
      ]),
    });

    await user.click(await screen.findByRole("button", { name: "Ver movimientos de Pizza napolitana" }));

    // A chunk of its own (lazy-part.tsx): its first render waits for the import, slow on a busy machine.
    const dialog = within(
      await screen.findByRole("dialog", { name: "Movimientos de Pizza napolitana" }, { timeout: 5_000 }),
    );
    const sale = within(await dialog.findByRole("row", { name: /Venta/ }));
    expect(sale.getByText("-1 unidad")).toBeInTheDocument();
    expect(sale.getByText("1.500 unidades")).toBeInTheDocument();
    expect(sale.getByText("14")).toBeInTheDocument();
    expect(
      within(dialog.getByRole("row", { name: /Stock inicial/ })).getByText("+1.501 unidades"),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
