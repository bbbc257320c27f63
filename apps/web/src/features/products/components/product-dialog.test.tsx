import type { Product } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { searchDelayMs } from "@/lib/use-debounced-search";
import { type FakeRoutes, fakeApi, ok, pageOf, type Reply, sentBodies, signedIn } from "@/testing/fake-api";
import { findLoadedDialog } from "@/testing/find-dialog";
import { renderApp } from "@/testing/render-app";
import {
  bebidas,
  business,
  cooking,
  harina,
  huevo,
  leche,
  optionsOf,
  pizzas,
  product,
  sides,
} from "../testing/product-fixtures";

type Dialog = ReturnType<typeof within>;

const openProducts = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({
    "GET /session": signedIn(),
    "GET /products?limit=10": pageOf([]),
    "GET /category-options?limit=100": optionsOf([bebidas, pizzas]),
    "GET /ingredient-options?limit=20": optionsOf([harina, huevo, leche]),
    "GET /ingredient-options?limit=20&q=har": optionsOf([harina]),
    "GET /ingredient-options?limit=20&q=lec": optionsOf([leche]),
    "GET /ingredient-options?limit=20&q=hue": optionsOf([huevo]),
    "GET /modifier-options": optionsOf([sides, cooking]),
    "GET /business": ok(business),
    ...routes,
  });
  const app = renderApp("/stock");
  await screen.findByRole("heading", { level: 1, name: "Inventario" });
  return { fetchMock, ...app };
};

const openNewDialog = async (user: UserEvent) => {
  await user.click(await screen.findByRole("button", { name: "Nuevo producto" }));
  return findLoadedDialog("Nuevo producto");
};

const choose = async (user: UserEvent, dialog: Dialog, label: string, option: string) => {
  await user.click(dialog.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
};

const pickIngredient = async (user: UserEvent, dialog: Dialog, typed: string, name: string) => {
  await user.clear(dialog.getByRole("combobox", { name: "Ingrediente" }));
  await user.type(dialog.getByRole("combobox", { name: "Ingrediente" }), typed);
  await user.click(await screen.findByRole("option", { name }));
};

const addRow = async (user: UserEvent, dialog: Dialog, typed: string, name: string, amount: string) => {
  await pickIngredient(user, dialog, typed, name);
  await user.type(dialog.getByRole("textbox", { name: "Cantidad necesaria" }), amount);
  await user.click(dialog.getByRole("button", { name: "Agregar" }));
};

describe("ProductDialog", { timeout: 30_000 }, () => {
  it("keeps Crear off while the form is empty", async () => {
    const { user } = await openProducts({});

    const dialog = await openNewDialog(user);
    const create = dialog.getByRole("button", { name: "Crear" });
    expect(create).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Cancelar" })).toBeEnabled();
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Flan");
    expect(create).toBeEnabled();
    await user.clear(dialog.getByRole("textbox", { name: "Nombre" }));
    expect(create).toBeDisabled();
  });

  it("links to Categorias while there are no enabled categories, with Crear off", async () => {
    const { user, currentPath } = await openProducts({ "GET /category-options?limit=100": optionsOf([]) });

    const dialog = await openNewDialog(user);
    expect(await dialog.findByText(/Todavía no hay categorías habilitadas\./)).toBeInTheDocument();
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Flan");
    expect(dialog.getByRole("button", { name: "Crear" })).toBeDisabled();
    expect(dialog.queryByRole("combobox", { name: "Categoría" })).not.toBeInTheDocument();
    await user.click(dialog.getByRole("link", { name: "Crear una categoría" }));
    await waitFor(() => expect(currentPath()).toBe("/categories"));
  });

  it("adds recipe rows with the ingredient's unit, refuses a mismatch or a repeat, and removes them", async () => {
    const { user } = await openProducts({});
    const dialog = await openNewDialog(user);
    // The recipe's picker is a chunk of its own, like the groups' picker beside it.
    const add = await dialog.findByRole("button", { name: "Agregar" });
    expect(add).toBeDisabled();

    await pickIngredient(user, dialog, "har", "Harina");
    expect(dialog.getByRole("combobox", { name: "Unidad" })).toHaveTextContent("Gramos");
    expect(add).toBeDisabled();
    await user.type(dialog.getByRole("textbox", { name: "Cantidad necesaria" }), "250,5");
    await user.click(add);
    expect(dialog.getByText("Los gramos y mililitros van sin decimales.")).toBeInTheDocument();
    await user.clear(dialog.getByRole("textbox", { name: "Cantidad necesaria" }));
    await user.type(dialog.getByRole("textbox", { name: "Cantidad necesaria" }), "250");
    await choose(user, dialog, "Unidad", "Mililitros");
    expect(dialog.getByText("La unidad no corresponde al ingrediente: usá Gramos.")).toBeInTheDocument();
    await user.click(add);
    expect(dialog.queryByRole("list", { name: "Ingredientes de la receta" })).not.toBeInTheDocument();
    await choose(user, dialog, "Unidad", "Gramos");
    await user.click(add);

    const recipe = within(dialog.getByRole("list", { name: "Ingredientes de la receta" }));
    expect(recipe.getByText("Harina · 250 g")).toBeInTheDocument();
    expect(recipe.getByText("$ 300,00")).toBeInTheDocument();
    expect(dialog.getByRole("combobox", { name: "Ingrediente" })).toHaveValue("");
    expect(add).toBeDisabled();

    // Once in the recipe, the ingredient cannot be picked again.
    await user.type(dialog.getByRole("combobox", { name: "Ingrediente" }), "har");
    expect(await screen.findByRole("option", { name: "Harina" })).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Escape}");

    await addRow(user, dialog, "hue", "Huevo", "0,5");
    expect(recipe.getByText("Huevo · 0,5 unidades")).toBeInTheDocument();
    expect(recipe.getByText("$ 75,00")).toBeInTheDocument();

    await user.click(recipe.getByRole("button", { name: "Quitar Harina" }));
    expect(recipe.queryByText("Harina · 250 g")).not.toBeInTheDocument();
    expect(recipe.getByRole("button", { name: "Quitar Huevo" })).toBeInTheDocument();
  });

  it("lists every ingredient again after 'Agregar', not only the one just added", async () => {
    const { user, fetchMock } = await openProducts({
      "GET /ingredient-options?limit=20&q=Harina": optionsOf([harina]),
    });
    const dialog = await openNewDialog(user);
    const box = dialog.getByRole("combobox", { name: "Ingrediente" });
    await user.click(box);
    await user.click(await screen.findByRole("option", { name: "Harina" }));
    await user.type(dialog.getByRole("textbox", { name: "Cantidad necesaria" }), "250");
    await user.click(dialog.getByRole("button", { name: "Agregar" }));
    expect(box).toHaveValue("");

    await user.click(box);
    // Past the search delay: a search for the chosen name would have narrowed the list by now.
    await new Promise((resolve) => setTimeout(resolve, searchDelayMs + 200));
    expect(await screen.findByRole("option", { name: "Leche" })).toBeInTheDocument();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Harina",
      "Huevo",
      "Leche",
    ]);
    const searches = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("q="));
    expect(searches).toEqual([]);
  });

  it("shows the recipe's cost and the margin against the typed price, incomplete without a cost", async () => {
    const { user } = await openProducts({});
    const dialog = await openNewDialog(user);
    expect(dialog.queryByText(/Costo receta/)).not.toBeInTheDocument();

    await addRow(user, dialog, "har", "Harina", "250");
    expect(dialog.getByText("Costo receta $ 300,00")).toBeInTheDocument();
    await user.type(dialog.getByRole("textbox", { name: "Precio público" }), "1.000,00");
    expect(dialog.getByText("Costo receta $ 300,00 · Margen 70 %")).toBeInTheDocument();

    await addRow(user, dialog, "lec", "Leche", "100");
    expect(dialog.getByText(/Costo receta \$ 300,00 \(incompleto\) · Margen 70 %/)).toBeInTheDocument();
    expect(dialog.getByText("Hay ingredientes sin costo: el costo no los incluye.")).toBeInTheDocument();
  });

  it("creates a product: prices with comma or dot, stock optional, recipe rows as the API takes them", async () => {
    let items: Product[] = [];
    const created = product(9, { name: "Pizza", price: 2250.5 });
    const { user, fetchMock } = await openProducts({
      "GET /products?limit=10": () => pageOf(items),
      "POST /products": () => {
        items = [created];
        return ok(created, 201);
      },
    });

    const dialog = await openNewDialog(user);
    expect(dialog.getByRole("textbox", { name: "Cantidad" })).toHaveAccessibleDescription(
      "Vacía: 'Sin control' (no lleva stock)",
    );
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Pizza");
    await choose(user, dialog, "Categoría", "Pizzas");
    await user.type(dialog.getByRole("textbox", { name: "Precio público" }), "2.250,50");
    await user.type(dialog.getByRole("textbox", { name: "Precio unitario (costo)" }), "800.5");
    // Decision 055: 21 % unless another rate is chosen.
    expect(dialog.getByRole("combobox", { name: "Alícuota de IVA" })).toHaveTextContent("21 %");
    await user.click(dialog.getByRole("combobox", { name: "Alícuota de IVA" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "0 % (exento)",
      "10,5 %",
      "21 %",
      "27 %",
    ]);
    await user.click(screen.getByRole("option", { name: "10,5 %" }));
    await addRow(user, dialog, "har", "Harina", "250");
    await addRow(user, dialog, "hue", "Huevo", "2");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Producto creado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("row", { name: /Pizza/ })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/products")).toEqual([
      {
        name: "Pizza",
        code: null,
        category_id: pizzas.id,
        price: 2250.5,
        unit_price: 800.5,
        quantity: null,
        vat_rate: 1050,
        ingredients: [
          { ingredient_id: harina.id, quantity_needed: 250, unit: "g" },
          { ingredient_id: huevo.id, quantity_needed: 2, unit: "piece" },
        ],
        modifier_group_ids: [],
        course_id: null,
      },
    ]);
  });

  it("checks prices and stock before sending; missing prices go as 0", async () => {
    const { user, fetchMock } = await openProducts({ "POST /products": ok(product(9), 201) });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Agua");
    await user.type(dialog.getByRole("textbox", { name: "Precio público" }), "12,345");
    await user.type(dialog.getByRole("textbox", { name: "Cantidad" }), "1,5");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await dialog.findByText("Elegí una categoría.")).toBeInTheDocument();
    expect(dialog.getByRole("textbox", { name: "Precio público" })).toHaveAccessibleDescription(
      "Ingresá un monto válido, por ejemplo 1.234,50.",
    );
    expect(dialog.getByRole("textbox", { name: "Cantidad" })).toHaveAccessibleDescription(
      "La cantidad debe ser un número entero.",
    );
    expect(sentBodies(fetchMock, "POST", "/products")).toEqual([]);

    await choose(user, dialog, "Categoría", "Bebidas");
    await user.clear(dialog.getByRole("textbox", { name: "Precio público" }));
    await user.clear(dialog.getByRole("textbox", { name: "Cantidad" }));
    await user.type(dialog.getByRole("textbox", { name: "Cantidad" }), "24");
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await screen.findByText("Producto creado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/products")).toEqual([
      {
        name: "Agua",
        code: null,
        category_id: bebidas.id,
        price: 0,
        unit_price: 0,
        quantity: 24,
        vat_rate: 2100,
        ingredients: [],
        modifier_group_ids: [],
        course_id: null,
      },
    ]);
  });

  it("shows the server's field errors on their fields and other errors in a snackbar", async () => {
    const taken = "Ya existe un producto con ese código.";
    let reply: Reply = {
      status: 409,
      body: { error: { code: "aborted", message: taken, fields: { code: taken } } },
    };
    const { user } = await openProducts({ "POST /products": () => reply });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Flan");
    await user.type(dialog.getByRole("textbox", { name: "Código (opcional)" }), "F-1");
    await choose(user, dialog, "Categoría", "Bebidas");
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "Código (opcional)" })).toHaveAccessibleDescription(taken),
    );

    const gone = "La receta tiene un ingrediente que ya no existe.";
    reply = {
      status: 400,
      body: {
        error: { code: "invalid-argument", message: gone, fields: { "ingredients.0.ingredient_id": gone } },
      },
    };
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await dialog.findByText(gone)).toBeInTheDocument();

    const down = "No se pudo conectar con el servidor.";
    reply = { status: 503, body: { error: { code: "unavailable", message: down } } };
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await screen.findByText(down)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Nuevo producto" })).toBeInTheDocument();
  });

  it("edits a product with its recipe, saving with Guardar, keeping a category disabled since", async () => {
    const postres = { id: "0190a000-0000-7000-8001-000000000009", name: "Postres" };
    const flan = product(4, {
      name: "Flan",
      code: "F-1",
      categoryId: postres.id,
      categoryName: postres.name,
      price: 1234.5,
      unitPrice: 300,
      quantity: 12,
      vatRate: 0,
      ingredients: [
        {
          ingredientId: huevo.id,
          name: "Huevo",
          unit: "piece",
          quantityNeeded: 2,
          ingredientUnit: "piece",
          ingredientCost: 150,
        },
        {
          ingredientId: leche.id,
          name: "Leche",
          unit: "ml",
          quantityNeeded: 500,
          ingredientUnit: "lt",
          ingredientCost: null,
        },
      ],
      recipeCost: 300,
      recipeCostComplete: false,
      modifierGroupIds: [cooking.id, sides.id],
    });
    const { user, fetchMock } = await openProducts({
      "GET /products?limit=10": pageOf([flan]),
      [`PATCH /products/${flan.id}`]: ok(flan),
    });

    await user.click(await screen.findByRole("button", { name: "Editar Flan" }));
    const dialog = await findLoadedDialog("Editar producto");
    expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveValue("Flan");
    expect(dialog.getByRole("textbox", { name: "Código (opcional)" })).toHaveValue("F-1");
    expect(dialog.getByRole("combobox", { name: "Categoría" })).toHaveTextContent("Postres");
    expect(dialog.getByRole("textbox", { name: "Precio público" })).toHaveValue("1234,50");
    expect(dialog.getByRole("textbox", { name: "Precio unitario (costo)" })).toHaveValue("300,00");
    expect(dialog.getByRole("textbox", { name: "Cantidad" })).toHaveValue("12");
    expect(dialog.getByRole("combobox", { name: "Alícuota de IVA" })).toHaveTextContent("0 % (exento)");
    expect(dialog.getByText("Leche · 500 ml")).toBeInTheDocument();
    const groups = await dialog.findByRole("list", { name: "Grupos de opciones del producto" });
    await waitFor(() =>
      expect(
        within(groups)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining("1. Punto de cocción"), expect.stringContaining("2. Guarnición")]),
    );
    await user.click(dialog.getByRole("button", { name: "Quitar Punto de cocción" }));
    await user.click(dialog.getByRole("button", { name: "Quitar Leche" }));
    await user.clear(dialog.getByRole("textbox", { name: "Precio público" }));
    await user.type(dialog.getByRole("textbox", { name: "Precio público" }), "1500");
    await user.clear(dialog.getByRole("textbox", { name: "Cantidad" }));
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("Producto actualizado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/products/${flan.id}`)).toEqual([
      {
        name: "Flan",
        code: "F-1",
        category_id: postres.id,
        price: 1500,
        unit_price: 300,
        quantity: null,
        stock_seen: 12,
        vat_rate: 0,
        ingredients: [{ ingredient_id: huevo.id, quantity_needed: 2, unit: "piece" }],
        modifier_group_ids: [sides.id],
        course_id: null,
      },
    ]);
  });

  it("sends the modifier groups chosen, in the order set", async () => {
    const { user, fetchMock } = await openProducts({ "POST /products": ok(product(9), 201) });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Bife de chorizo");
    await choose(user, dialog, "Categoría", "Bebidas");
    const picker = await dialog.findByRole("combobox", { name: "Grupos de opciones" });
    await user.click(picker);
    await user.click(await screen.findByRole("option", { name: /Guarnición/ }));
    await user.click(await screen.findByRole("option", { name: /Punto de cocción/ }));
    await user.keyboard("{Escape}");
    // Asked first: the cooking before the side.
    await user.click(dialog.getByRole("button", { name: "Subir Punto de cocción" }));
    expect(dialog.getByRole("button", { name: "Subir Punto de cocción" })).toBeDisabled();
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Producto creado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/products")).toEqual([
      expect.objectContaining({ name: "Bife de chorizo", modifier_group_ids: [cooking.id, sides.id] }),
    ]);
  });

  it("offers the business's courses and 'Sin tiempo', and sends the one chosen (decision 082)", async () => {
    const { user, fetchMock } = await openProducts({ "POST /products": ok(product(9), 201) });

    const dialog = await openNewDialog(user);
    const course = dialog.getByRole("combobox", { name: "Tiempo" });
    expect(course).toHaveTextContent("Sin tiempo");
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Bife de chorizo");
    await choose(user, dialog, "Categoría", "Bebidas");
    await user.click(course);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Sin tiempo",
      "Entrada",
      "Principal",
      "Postre",
      "Bebida",
    ]);
    await user.click(screen.getByRole("option", { name: "Principal" }));
    expect(course).toHaveTextContent("Principal");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Producto creado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/products")).toEqual([
      expect.objectContaining({ name: "Bife de chorizo", course_id: "principal" }),
    ]);
  });

  it("shows a product's course when editing it, and sends none once 'Sin tiempo' is chosen", async () => {
    const flan = product(4, { name: "Flan", courseId: "postre" });
    const { user, fetchMock } = await openProducts({
      "GET /products?limit=10": pageOf([flan]),
      [`PATCH /products/${flan.id}`]: ok(flan),
    });

    await user.click(await screen.findByRole("button", { name: "Editar Flan" }));
    const dialog = await findLoadedDialog("Editar producto");
    const course = dialog.getByRole("combobox", { name: "Tiempo" });
    await waitFor(() => expect(course).toHaveTextContent("Postre"));
    await choose(user, dialog, "Tiempo", "Sin tiempo");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("Producto actualizado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/products/${flan.id}`)).toEqual([
      expect.objectContaining({ name: "Flan", course_id: null }),
    ]);
  });
});
