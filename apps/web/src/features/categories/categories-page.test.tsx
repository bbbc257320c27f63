import { type Category, formatDateTime } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, sentBodies, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";

const createdAt = Date.UTC(2026, 10, 20, 15);
const category = (n: number, overrides: Partial<Category> = {}): Category => ({
  id: `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  name: `Categoría ${n}`,
  status: "enabled",
  productCount: 0,
  createdAt,
  updatedAt: createdAt + 60_000,
  ...overrides,
});
const bebidas = category(1, { name: "Bebidas", productCount: 3 });
const pageOf = (items: Category[], total = items.length) => ({
  status: 200,
  body: { data: { items, total, nextCursor: null } },
});
const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const conflict = (message: string, fields?: Record<string, string>) => ({
  status: 409,
  body: { error: { code: "aborted", message, fields } },
});
const listCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith("/api/v1/categories?") && (init?.method ?? "GET") === "GET",
  );

const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

const openCategories = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp("/categories");
  await screen.findByRole("heading", { level: 1, name: "Categorias" });
  return { fetchMock, ...app };
};

const confirm = async (user: ReturnType<typeof renderApp>["user"], question: string) => {
  const dialog = await screen.findByRole("dialog", { name: "Confirmar" });
  expect(dialog).toHaveAccessibleDescription(question);
  await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
};

describe("CategoriesPage", { timeout: 15_000 }, () => {
  it("lists the categories with their dates, products, status and actions", async () => {
    await openCategories({
      "GET /categories?limit=10": pageOf([bebidas, category(2, { status: "disabled" })]),
    });

    const table = await screen.findByRole("table", { name: "Categorias" });
    await within(table).findByText("Bebidas");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Fecha de creación", "Nombre", "Productos", "Última actualización", "Estado", "Acciones"]);
    const row = within(rowOf("Bebidas"));
    expect(row.getByText(formatDateTime(createdAt))).toBeInTheDocument();
    expect(row.getByText(formatDateTime(createdAt + 60_000))).toBeInTheDocument();
    expect(row.getByText("3")).toBeInTheDocument();
    expect(row.getByText("Habilitada")).toBeInTheDocument();
    expect(row.getByRole("button", { name: "Editar Bebidas" })).toBeInTheDocument();
    expect(row.getByRole("button", { name: "Eliminar Bebidas" })).toBeInTheDocument();
    expect(row.getByRole("switch", { name: "Deshabilitar Bebidas" })).toBeChecked();
    const disabled = within(rowOf("Categoría 2"));
    expect(disabled.getByText("Deshabilitada")).toBeInTheDocument();
    expect(disabled.getByRole("switch", { name: "Habilitar Categoría 2" })).not.toBeChecked();
  });

  it("says so when there are none yet", async () => {
    await openCategories({ "GET /categories?limit=10": pageOf([]) });

    expect(await screen.findByText("No hay categorias cargadas.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar categoría" })).toBeDisabled();
  });

  it("adds a category and empties the field", async () => {
    let items: Category[] = [];
    const { user, fetchMock } = await openCategories({
      "GET /categories?limit=10": () => pageOf(items),
      "POST /categories": () => {
        items = [bebidas];
        return ok(bebidas, 201);
      },
    });

    const field = screen.getByRole("textbox", { name: "Nombre de la categoría" });
    await user.type(field, "Bebidas");
    await user.click(screen.getByRole("button", { name: "Agregar categoría" }));

    expect(await screen.findByText("Categoría creada.")).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /Bebidas/ })).toBeInTheDocument();
    expect(field).toHaveValue("");
    expect(sentBodies(fetchMock, "POST", "/categories")).toEqual([{ name: "Bebidas" }]);
  });

  it("renames a row through the same field, or leaves edit mode with Cancelar", async () => {
    let items = [bebidas];
    const { user, fetchMock } = await openCategories({
      "GET /categories?limit=10": () => pageOf(items),
      [`PATCH /categories/${bebidas.id}`]: (body) => {
        items = [{ ...bebidas, ...(body as { name: string }) }];
        return ok(items[0]);
      },
    });

    await user.click(await screen.findByRole("button", { name: "Editar Bebidas" }));
    const field = screen.getByRole("textbox", { name: "Nombre de la categoría" });
    expect(field).toHaveValue("Bebidas");
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.getByRole("textbox", { name: "Nombre de la categoría" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Agregar categoría" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Editar Bebidas" }));
    const editField = screen.getByRole("textbox", { name: "Nombre de la categoría" });
    await user.clear(editField);
    await user.type(editField, "Bebidas frías");
    await user.click(screen.getByRole("button", { name: "Editar categoria" }));

    expect(await screen.findByText("Categoría actualizada.")).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /Bebidas frías/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar categoría" })).toBeDisabled();
    expect(sentBodies(fetchMock, "PATCH", `/categories/${bebidas.id}`)).toEqual([{ name: "Bebidas frías" }]);
  });

  it("shows a taken name under the field", async () => {
    const taken = "Ya existe una categoría con ese nombre.";
    const { user } = await openCategories({
      "GET /categories?limit=10": pageOf([bebidas]),
      "POST /categories": conflict(taken, { name: taken }),
    });

    const field = screen.getByRole("textbox", { name: "Nombre de la categoría" });
    await user.type(field, "bebidas");
    await user.click(screen.getByRole("button", { name: "Agregar categoría" }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(taken));
    expect(field).toHaveValue("bebidas");
  });

  it("disables and enables through the confirm dialog", async () => {
    let status: Category["status"] = "enabled";
    const { user, fetchMock } = await openCategories({
      "GET /categories?limit=10": () => pageOf([{ ...bebidas, status }]),
      [`PATCH /categories/${bebidas.id}/status`]: (body) => {
        status = (body as { status: Category["status"] }).status;
        return ok({ ...bebidas, status });
      },
    });

    await user.click(await screen.findByRole("switch", { name: "Deshabilitar Bebidas" }));
    await confirm(user, "Estas seguro de que deseas deshabilitar esta categoria?");
    expect(await screen.findByText("Categoría deshabilitada.")).toBeInTheDocument();
    await user.click(await screen.findByRole("switch", { name: "Habilitar Bebidas" }));
    await confirm(user, "Estas seguro de que deseas habilitar esta categoria?");
    expect(await screen.findByText("Categoría habilitada.")).toBeInTheDocument();

    expect(await screen.findByRole("switch", { name: "Deshabilitar Bebidas" })).toBeChecked();
    expect(sentBodies(fetchMock, "PATCH", `/categories/${bebidas.id}/status`)).toEqual([
      { status: "disabled" },
      { status: "enabled" },
    ]);
  });

  it("deletes through the confirm dialog", async () => {
    let items = [bebidas];
    const { user } = await openCategories({
      "GET /categories?limit=10": () => pageOf(items),
      [`DELETE /categories/${bebidas.id}`]: () => {
        items = [];
        return ok({ ok: true });
      },
    });

    await user.click(await screen.findByRole("button", { name: "Eliminar Bebidas" }));
    await confirm(user, "Estas seguro de que deseas eliminar esta categoria?");

    expect(await screen.findByText("Categoría eliminada.")).toBeInTheDocument();
    expect(await screen.findByText("No hay categorias cargadas.")).toBeInTheDocument();
  });

  it("shows the refusal to delete a category with products in a snackbar", async () => {
    const refusal = "No se puede eliminar la categoría: tiene 3 productos.";
    const { user } = await openCategories({
      "GET /categories?limit=10": pageOf([bebidas]),
      [`DELETE /categories/${bebidas.id}`]: conflict(refusal),
    });

    await user.click(await screen.findByRole("button", { name: "Eliminar Bebidas" }));
    await confirm(user, "Estas seguro de que deseas eliminar esta categoria?");

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rowOf("Bebidas")).toBeInTheDocument();
  });

  it("refetches when the live stream says a category changed", async () => {
    let items = [bebidas];
    const { fetchMock } = await openCategories({ "GET /categories?limit=10": () => pageOf(items) });
    await screen.findByRole("row", { name: /Bebidas/ });
    expect(listCalls(fetchMock)).toHaveLength(1);

    items = [category(2, { name: "Postres" }), bebidas];
    FakeEventSource.latest().emit("change", JSON.stringify({ entity: "categories", id: "x", op: "insert" }));

    expect(await screen.findByRole("row", { name: /Postres/ })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(2);
  });
  it("puts the categories in the owner's order with the arrows, and starts again when another device changed them", async () => {
    const entradas = category(2, { name: "Entradas" });
    const postres = category(3, { name: "Postres", status: "disabled" });
    const listed = (items: Category[]) =>
      ok({ items: items.map(({ id, name, status }) => ({ id, name, status })) });
    let saves = 0;
    const { fetchMock, user } = await openCategories({
      "GET /categories?limit=10": pageOf([bebidas, entradas, postres]),
      "GET /categories/order": () => listed([bebidas, entradas, postres]),
      "PUT /categories/order": () => {
        saves += 1;
        return saves === 1
          ? conflict("Las categorías cambiaron mientras las ordenabas: revisá el orden y guardá de nuevo.")
          : listed([entradas, bebidas, postres]);
      },
    });

    await user.click(screen.getByRole("button", { name: "Ordenar categorías" }));
    const dialog = await screen.findByRole("dialog", { name: "Ordenar categorías" });
    const order = await within(dialog).findByRole("list", { name: "Orden de las categorías" });
    expect(
      within(order)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1. Bebidas", "2. Entradas", "3. PostresDeshabilitada"]);
    expect(within(dialog).getByRole("button", { name: "Subir Bebidas" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Guardar" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Bajar Bebidas" }));
    expect(within(order).getAllByRole("listitem")[0]).toHaveTextContent("1. Entradas");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(
      await within(dialog).findByText(
        "Las categorías cambiaron mientras las ordenabas: revisá el orden y guardá de nuevo.",
      ),
    ).toBeInTheDocument();
    // What there is now, read again: the owner orders it once more.
    await waitFor(() => expect(within(order).getAllByRole("listitem")[0]).toHaveTextContent("1. Bebidas"));

    await user.click(within(dialog).getByRole("button", { name: "Subir Entradas" }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Orden de las categorías guardado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = sentBodies(fetchMock, "PUT", "/categories/order");
    expect(sent).toEqual([
      { ids: [entradas.id, bebidas.id, postres.id] },
      { ids: [entradas.id, bebidas.id, postres.id] },
    ]);
  });
});
