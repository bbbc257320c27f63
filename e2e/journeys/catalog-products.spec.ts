import { expect, type Page, test } from "@playwright/test";
import { createThroughApi, ingredientsPage } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { loginPage, signUpThroughUi } from "../support/pages.ts";
import { expectNoSidewaysScroll, expectReachable, phone } from "../support/phone.ts";

type ProductFields = {
  name?: string;
  category?: string;
  price?: string;
  unitPrice?: string;
  quantity?: string;
};

type RecipeRow = { ingredient: string; amount: string; unit?: "Gramos" | "Mililitros" | "Unidad" };

/** The Inventario screen: its table and the product dialog with its recipe rows. */
const productsPage = (page: Page) => {
  const dialog = () => page.getByRole("dialog");
  const fill = async (fields: ProductFields) => {
    const form = dialog();
    if (fields.name !== undefined) await form.getByRole("textbox", { name: "Nombre" }).fill(fields.name);
    if (fields.category) {
      await form.getByRole("combobox", { name: "Categoría" }).click();
      await page.getByRole("option", { name: fields.category, exact: true }).click();
    }
    if (fields.price !== undefined) {
      await form.getByRole("textbox", { name: "Precio público" }).fill(fields.price);
    }
    if (fields.unitPrice !== undefined) {
      await form.getByRole("textbox", { name: "Precio unitario (costo)" }).fill(fields.unitPrice);
    }
    if (fields.quantity !== undefined) {
      await form.getByRole("textbox", { name: "Cantidad", exact: true }).fill(fields.quantity);
    }
  };
  const addRow = async ({ ingredient, amount, unit }: RecipeRow) => {
    const form = dialog();
    await form.getByRole("combobox", { name: "Ingrediente" }).fill(ingredient.slice(0, 3));
    await page.getByRole("option", { name: ingredient, exact: true }).click();
    await form.getByRole("textbox", { name: "Cantidad necesaria" }).fill(amount);
    if (unit) {
      await form.getByRole("combobox", { name: "Unidad" }).click();
      await page.getByRole("option", { name: unit, exact: true }).click();
    }
    await form.getByRole("button", { name: "Agregar", exact: true }).click();
    await expect(form.getByRole("button", { name: `Quitar ${ingredient}` })).toBeVisible();
  };
  return {
    table: () => page.getByRole("table", { name: "Inventario" }),
    row: (name: string) =>
      page.getByRole("table", { name: "Inventario" }).getByRole("row").filter({ hasText: name }),
    dialog,
    open: async () => {
      await page.goto("/stock");
      await expect(page.getByRole("heading", { name: "Inventario", level: 1 })).toBeVisible();
    },
    fill,
    addRow,
    create: async (fields: ProductFields, rows: RecipeRow[] = []) => {
      await page.getByRole("button", { name: "Nuevo producto" }).click();
      await fill(fields);
      for (const row of rows) await addRow(row);
      await page
        .getByRole("dialog", { name: "Nuevo producto" })
        .getByRole("button", { name: "Crear" })
        .click();
    },
  };
};

const createIngredientWithCost = async (
  page: Page,
  fields: { name: string; unit: "Kilogramos" | "Litros" | "Unidades"; costLabel: string; cost: string },
) => {
  await page.getByRole("button", { name: "Nuevo ingrediente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo ingrediente" });
  await dialog.getByRole("textbox", { name: "Nombre" }).fill(fields.name);
  await dialog.getByRole("combobox", { name: "Unidad" }).click();
  await page.getByRole("option", { name: fields.unit, exact: true }).click();
  await dialog.getByRole("textbox", { name: "Cantidad", exact: true }).fill("10");
  await dialog.getByRole("textbox", { name: "Cantidad mínima" }).fill("1");
  await dialog.getByRole("textbox", { name: fields.costLabel }).fill(fields.cost);
  await dialog.getByRole("button", { name: "Crear" }).click();
  await expect(dialog).toBeHidden();
};

test("an owner prices ingredients, builds a product with a recipe, sees its food cost and edits it", async ({
  page,
}) => {
  await signUpThroughUi(page, newOwner());
  const ingredients = ingredientsPage(page);
  await ingredients.open();
  await createIngredientWithCost(page, {
    name: "Harina",
    unit: "Kilogramos",
    costLabel: "Costo por kg",
    cost: "1.200",
  });
  await expect(ingredients.row("Harina")).toContainText("Costo $ 1.200,00 por kg");
  await createIngredientWithCost(page, {
    name: "Muzzarella",
    unit: "Kilogramos",
    costLabel: "Costo por kg",
    cost: "8000,50",
  });
  await createThroughApi(page, "/categories", { name: "Pizzas" });

  await page.getByRole("link", { name: "Productos" }).click();
  const products = productsPage(page);
  await expect(page.getByRole("heading", { name: "Inventario", level: 1 })).toBeVisible();
  await expect(products.table()).toContainText("No hay productos cargados.");

  await products.create(
    { name: "Pizza muzzarella", category: "Pizzas", price: "9.000", unitPrice: "2500,5" },
    [
      { ingredient: "Harina", amount: "500" },
      { ingredient: "Muzzarella", amount: "400" },
    ],
  );
  await expect(page.getByText("Producto creado.")).toBeVisible();
  await expect(products.dialog()).toBeHidden();
  const pizza = products.row("Pizza muzzarella");
  await expect(pizza).toContainText("$ 9.000,00");
  await expect(pizza).toContainText("$ 2.500,50");
  await expect(pizza).toContainText("Sin control");
  await expect(pizza).toContainText("Pizzas");
  await expect(pizza).toContainText("Habilitado");
  // 500 g × $ 1.200/kg + 400 g × $ 8.000,50/kg = $ 600 + $ 3.200,20.
  await expect(pizza).toContainText("Costo receta $ 3.800,20 · Margen 58 %");

  await page.getByRole("button", { name: "Editar Pizza muzzarella", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Editar producto" });
  await expect(edit.getByRole("textbox", { name: "Precio público" })).toHaveValue("9000,00");
  await expect(edit.getByText("Muzzarella · 400 g")).toBeVisible();
  await products.fill({ price: "10000", quantity: "20" });
  await edit.getByRole("button", { name: "Quitar Muzzarella" }).click();
  await products.addRow({ ingredient: "Muzzarella", amount: "300" });
  await expect(edit.getByText("Costo receta $ 3.000,15 · Margen 70 %")).toBeVisible();
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Producto actualizado.")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(pizza).toContainText("$ 10.000,00");
  await expect(pizza).toContainText("20");
  await expect(pizza).not.toContainText("Sin control");
  await expect(pizza).toContainText("Costo receta $ 3.000,15 · Margen 70 %");

  await page.getByRole("button", { name: "Editar Pizza muzzarella", exact: true }).click();
  await expect(edit.getByText("Muzzarella · 300 g")).toBeVisible();
  await expect(edit.getByText("Harina · 500 g")).toBeVisible();
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await expect(edit).toBeHidden();
});

test("a product added in one context appears in another without reloading", async ({ page, browser }) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  await createThroughApi(page, "/categories", { name: "Bebidas" });
  const products = productsPage(page);
  await products.open();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginPage(other).open();
  await loginPage(other).signIn(owner.email, owner.password);
  await expect(other).toHaveURL(/\/$/);
  const elsewhere = productsPage(other);
  await elsewhere.open();
  await expect(elsewhere.table()).toContainText("No hay productos cargados.");

  await products.create({ name: "Agua sin gas", category: "Bebidas", price: "1500,50", quantity: "24" });
  await expect(products.dialog()).toBeHidden();
  await expect(elsewhere.row("Agua sin gas")).toContainText("$ 1.500,50");
  await expect(elsewhere.row("Agua sin gas")).toContainText("24");
  await otherContext.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("Inventario stacks each product and keeps its actions and the dialog in reach", async ({ page }) => {
    await signUpThroughUi(page, newOwner());
    const created = async (path: string, data: Record<string, unknown>) => {
      const response = await page.request.post(`/api/v1${path}`, { data });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { data: { id: string } }).data.id;
    };
    const categoryId = await created("/categories", { name: "Postres" });
    const eggId = await created("/ingredients", {
      name: "Huevo",
      unit: "piece",
      quantity: 30,
      min_quantity: 6,
      cost: 150,
    });
    await created("/products", {
      name: "Flan casero con dulce de leche",
      category_id: categoryId,
      price: 3500,
      unit_price: 900,
      ingredients: [{ ingredient_id: eggId, quantity_needed: 2, unit: "piece" }],
    });
    const products = productsPage(page);
    await products.open();

    const flan = products.row("Flan casero con dulce de leche");
    await expect(flan).toContainText("Sin control");
    await expect(flan).toContainText("Costo receta $ 300,00 · Margen 91 %");
    await expectReachable(
      page.getByRole("button", { name: "Editar Flan casero con dulce de leche", exact: true }),
    );
    await expectReachable(
      page.getByRole("switch", { name: "Deshabilitar Flan casero con dulce de leche", exact: true }),
    );
    await expectNoSidewaysScroll(page);

    // The ingredient picker and the option groups' field are chunks of their own, held back here: while they
    // download their places are kept, so what is below them stays where a finger aims (a tap on 'Cancelar' once
    // landed on the picker's 'Unidad'; the groups' hint, two lines on a phone, once moved 'Guardar' 44 px).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const chunk of ["recipe-row-editor", "modifier-groups-field"]) {
      await page.route(`**/assets/${chunk}-*.js`, async (route) => {
        await held;
        await route.continue();
      });
    }
    await page.getByRole("button", { name: "Editar Flan casero con dulce de leche", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Editar producto" });
    await expect(edit.getByText("Huevo · 2 unidades")).toBeVisible();
    await expect(edit.getByRole("progressbar", { name: "Cargando ingredientes" })).toBeVisible();
    await expect(edit.getByRole("progressbar", { name: "Cargando grupos de opciones" })).toBeVisible();
    const save = edit.getByRole("button", { name: "Guardar", exact: true });
    // Where 'Guardar' rests while both are held: the dialog's categories may still be arriving on a slow machine.
    let before = await save.boundingBox();
    await expect
      .poll(async () => {
        const now = await save.boundingBox();
        const still = now?.y === before?.y;
        before = now;
        return still;
      })
      .toBe(true);
    release();
    await expect(edit.getByRole("combobox", { name: "Ingrediente" })).toBeVisible();
    await expect(edit.getByRole("combobox", { name: "Grupos de opciones" })).toBeVisible();
    const after = await save.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? -100))).toBeLessThanOrEqual(1);
    // The dialog scrolls within itself: each control comes into view there, inside the phone's width.
    for (const control of [
      edit.getByRole("button", { name: "Quitar Huevo" }),
      edit.getByRole("combobox", { name: "Ingrediente" }),
      edit.getByRole("button", { name: "Agregar", exact: true }),
      edit.getByRole("button", { name: "Guardar", exact: true }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
      const box = await control.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= phone.width).toBe(true);
    }
    await expectNoSidewaysScroll(page);
  });
});
