import { expect, type Page } from "@playwright/test";

/** Categories and payment methods share one screen pattern (docs/product.md#screens): a name field above a table. */
type NamedScreen = {
  path: string;
  heading: string;
  field: string;
  add: string;
  edit: string;
};

const confirmDialog = async (page: Page, question: string) => {
  const confirm = page.getByRole("dialog", { name: "Confirmar" });
  await expect(confirm).toHaveAccessibleDescription(question);
  await confirm.getByRole("button", { name: "Aceptar" }).click();
  await expect(confirm).toBeHidden();
};

/** Rows, switches and the confirm dialog every catalog table shares. */
const catalogTable = (page: Page, heading: string) => ({
  table: () => page.getByRole("table", { name: heading }),
  // Body rows only: a column header may hold the same word ('Es efectivo').
  row: (name: string) =>
    page
      .getByRole("table", { name: heading })
      .getByRole("row")
      .filter({ has: page.getByRole("cell"), hasText: name }),
  /** Flips a row's switch ('Deshabilitar Bebidas') and answers the confirm dialog, which must ask `question`. */
  toggle: async (label: string, question: string) => {
    await page.getByRole("switch", { name: label, exact: true }).click();
    await confirmDialog(page, question);
  },
  remove: async (name: string, question: string) => {
    await page.getByRole("button", { name: `Eliminar ${name}`, exact: true }).click();
    await confirmDialog(page, question);
  },
  search: (q: string) => page.getByRole("searchbox", { name: "Buscar" }).fill(q),
  next: () => page.getByRole("button", { name: "Ir a la página siguiente" }).click(),
  previous: () => page.getByRole("button", { name: "Ir a la página anterior" }).click(),
});

const namedScreen = (page: Page, screen: NamedScreen) => ({
  ...catalogTable(page, screen.heading),
  open: async () => {
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
  },
  field: () => page.getByRole("textbox", { name: screen.field }),
  add: async (name: string) => {
    await page.getByRole("textbox", { name: screen.field }).fill(name);
    await page.getByRole("button", { name: screen.add, exact: true }).click();
  },
  rename: async (from: string, to: string) => {
    await page.getByRole("button", { name: `Editar ${from}`, exact: true }).click();
    await expect(page.getByRole("textbox", { name: screen.field })).toHaveValue(from);
    await page.getByRole("textbox", { name: screen.field }).fill(to);
    await page.getByRole("button", { name: screen.edit, exact: true }).click();
  },
});

export const categoriesPage = (page: Page) =>
  namedScreen(page, {
    path: "/categories",
    heading: "Categorias",
    field: "Nombre de la categoría",
    add: "Agregar categoría",
    edit: "Editar categoria",
  });

export const paymentMethodsPage = (page: Page) =>
  namedScreen(page, {
    path: "/payment-methods",
    heading: "Medios de pago",
    field: "Nombre del medio de pago",
    add: "Agregar medio de pago",
    edit: "Editar medio de pago",
  });

export type IngredientFields = {
  name?: string;
  code?: string;
  unit?: "Kilogramos" | "Litros" | "Unidades";
  quantity?: string;
  minQuantity?: string;
};

export const ingredientsPage = (page: Page) => {
  const fill = async (fields: IngredientFields) => {
    const dialog = page.getByRole("dialog");
    if (fields.name !== undefined) await dialog.getByRole("textbox", { name: "Nombre" }).fill(fields.name);
    if (fields.code !== undefined) {
      await dialog.getByRole("textbox", { name: "Código (opcional)" }).fill(fields.code);
    }
    if (fields.unit) {
      await dialog.getByRole("combobox", { name: "Unidad" }).click();
      await page.getByRole("option", { name: fields.unit, exact: true }).click();
    }
    if (fields.quantity !== undefined) {
      await dialog.getByRole("textbox", { name: "Cantidad", exact: true }).fill(fields.quantity);
    }
    if (fields.minQuantity !== undefined) {
      await dialog.getByRole("textbox", { name: "Cantidad mínima" }).fill(fields.minQuantity);
    }
  };
  return {
    ...catalogTable(page, "Ingredientes"),
    open: async () => {
      await page.goto("/ingredients");
      await expect(page.getByRole("heading", { name: "Ingredientes", level: 1 })).toBeVisible();
    },
    dialog: (title: "Nuevo ingrediente" | "Editar ingrediente") => page.getByRole("dialog", { name: title }),
    /** Fills the 'Nuevo ingrediente' dialog and presses Crear; the dialog may stay open with an error. */
    create: async (fields: IngredientFields) => {
      await page.getByRole("button", { name: "Nuevo ingrediente" }).click();
      await fill(fields);
      await page
        .getByRole("dialog", { name: "Nuevo ingrediente" })
        .getByRole("button", { name: "Crear" })
        .click();
    },
    edit: async (name: string, fields: IngredientFields) => {
      await page.getByRole("button", { name: `Editar ${name}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Editar ingrediente" });
      await expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveValue(name);
      await fill(fields);
      await dialog.getByRole("button", { name: "Editar", exact: true }).click();
      await expect(dialog).toBeHidden();
    },
  };
};

/**
 * Writes through the API with the page's session cookie: fast set-up for what the journey is not about.
 * Answers the new record's id.
 */
export const createThroughApi = async (
  page: Page,
  path: string,
  body: Record<string, unknown>,
): Promise<string> => {
  const response = await page.request.post(`/api/v1${path}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
};

/** A category with one product and a combo of it, for the catalog's screens (decision 017). */
export const createProductAndCombo = async (page: Page, names: { product: string; combo: string }) => {
  const category = await createThroughApi(page, "/categories", { name: `Categoría de ${names.product}` });
  const product = await createThroughApi(page, "/products", {
    name: names.product,
    category_id: category,
    price: 1200,
    unit_price: 400,
  });
  await createThroughApi(page, "/promotions", {
    name: names.combo,
    value: 2000,
    applies_to: [{ product_id: product, quantity_needed: 2 }],
  });
};

/** The signed-in user's business slug: its public price list is /price-list/<slug>. */
export const ownSlug = async (page: Page): Promise<string> => {
  const response = await page.request.get("/api/v1/session");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { business: { slug: string } } }).data.business.slug;
};
