import { expect, type Page, test } from "@playwright/test";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";

/** Set-up through the API with the page's session cookie; returns the created record's id. */
const post = async (page: Page, path: string, body: Record<string, unknown>): Promise<string> => {
  const response = await page.request.post(`/api/v1${path}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
};

const combo = (page: Page) => {
  const dialog = page.getByRole("dialog", { name: "Crear promoción combo" });
  return {
    dialog,
    add: async (name: string, typed: string) => {
      const box = dialog.getByRole("combobox", { name: "Producto" });
      await box.fill(typed);
      await page.getByRole("option", { name: new RegExp(name) }).click();
      await dialog.getByRole("button", { name: "Agregar producto" }).click();
    },
    plus: (name: string) => dialog.getByRole("button", { name: `Sumar uno a ${name}`, exact: true }).click(),
    minus: (name: string) =>
      dialog.getByRole("button", { name: `Restar uno a ${name}`, exact: true }).click(),
    quantity: (name: string) => dialog.getByRole("status", { name: `Cantidad de ${name}` }),
  };
};

test("an owner builds a combo with plus and minus, down to removing a product, and sees it in the table", async ({
  page,
}) => {
  await signUpThroughUi(page, newOwner());
  const category = await post(page, "/categories", { name: "Comidas" });
  await post(page, "/products", { name: "Hamburguesa", category_id: category, price: 3000 });
  await post(page, "/products", { name: "Papas fritas", category_id: category, price: 1500 });

  await page.getByRole("link", { name: "Promociones" }).click();
  await expect(page.getByRole("heading", { name: "Promociones", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Promociones" });
  await expect(table).toContainText("No hay promociones cargadas.");

  await page.getByRole("button", { name: "Nueva promoción" }).click();
  const { dialog, add, plus, minus, quantity } = combo(page);
  const save = dialog.getByRole("button", { name: "Guardar" });
  await dialog.getByRole("textbox", { name: "Nombre" }).fill("Combo Burger");
  await dialog.getByRole("textbox", { name: "Valor" }).fill("6.500");
  await expect(save).toBeDisabled();

  await add("Hamburguesa", "hambur");
  await expect(quantity("Hamburguesa")).toHaveText("1");
  await plus("Hamburguesa");
  await plus("Hamburguesa");
  await minus("Hamburguesa");
  await expect(quantity("Hamburguesa")).toHaveText("2");
  await add("Papas fritas", "papas");
  await expect(dialog).toContainText("El cliente ahorra $ 1.000,00");
  await minus("Papas fritas");
  await expect(dialog.getByText("Papas fritas")).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page.getByText("Promoción creada.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole("row").filter({ hasText: "Combo Burger" });
  await expect(row).toContainText("Combo");
  await expect(row).toContainText("$ 6.500,00");
  await expect(row).toContainText("Sin fecha final");
  await expect(row).toContainText("Activa");

  await page.getByRole("button", { name: "Editar Combo Burger", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Editar promoción combo" });
  await expect(edit.getByRole("status", { name: "Cantidad de Hamburguesa" })).toHaveText("2");
  await expect(edit.getByText("Papas fritas")).toHaveCount(0);
  await edit.getByRole("button", { name: "Cancelar" }).click();

  await page.getByRole("switch", { name: "Deshabilitar Combo Burger", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Confirmar" });
  await expect(confirm).toHaveAccessibleDescription(
    "Estas seguro de que deseas deshabilitar esta promoción?",
  );
  await confirm.getByRole("button", { name: "Aceptar" }).click();
  await expect(row).toContainText("Desactivada");
});
