import { expect, test } from "@playwright/test";
import { ingredientsPage } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { loginPage, signUpThroughUi } from "../support/pages.ts";

test("an owner creates an ingredient in decimals, edits it to low stock, and disables, enables and deletes it", async ({
  page,
}) => {
  await signUpThroughUi(page, newOwner());
  await page.getByRole("link", { name: "Ingredientes" }).click();
  const ingredients = ingredientsPage(page);
  await expect(page.getByRole("heading", { name: "Ingredientes", level: 1 })).toBeVisible();
  await expect(ingredients.table()).toContainText("No hay ingredientes cargados.");

  await ingredients.create({
    name: "Harina",
    code: "H-01",
    unit: "Kilogramos",
    quantity: "1,5",
    minQuantity: "0.25",
  });
  await expect(page.getByText("Ingrediente creado.")).toBeVisible();
  await expect(ingredients.dialog("Nuevo ingrediente")).toBeHidden();
  const flour = ingredients.row("Harina");
  await expect(flour).toContainText("Kilogramos");
  await expect(flour).toContainText("1,5");
  await expect(flour).toContainText("Habilitado");
  await expect(flour).not.toContainText("Stock bajo");

  await ingredients.edit("Harina", { quantity: "0,2", minQuantity: "0,5" });
  await expect(page.getByText("Ingrediente actualizado.")).toBeVisible();
  await expect(flour).toContainText("0,2");
  await expect(flour).toContainText("Stock bajo");
  await expect(flour).toContainText("Mínimo: 0,5");

  await ingredients.create({ name: "harina", unit: "Litros", minQuantity: "1" });
  const dialog = ingredients.dialog("Nuevo ingrediente");
  await expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveAccessibleDescription(
    "Ya existe un ingrediente con ese nombre.",
  );
  await dialog.getByRole("textbox", { name: "Nombre" }).fill("Leche");
  await dialog.getByRole("button", { name: "Crear" }).click();
  await expect(dialog).toBeHidden();
  await expect(ingredients.row("Leche")).toContainText("Litros");

  await ingredients.toggle(
    "Deshabilitar Harina",
    "Estas seguro de que deseas deshabilitar este ingrediente?",
  );
  await expect(page.getByText("Ingrediente deshabilitado.")).toBeVisible();
  await expect(flour).toContainText("Deshabilitado");
  await ingredients.toggle("Habilitar Harina", "Estas seguro de que deseas habilitar este ingrediente?");
  await expect(flour).toContainText("Habilitado");

  await ingredients.remove("Harina", "Estas seguro de que deseas eliminar este ingrediente?");
  await expect(page.getByText("Ingrediente eliminado.")).toBeVisible();
  await expect(flour).toHaveCount(0);
  await expect(ingredients.row("Leche")).toBeVisible();
});

test("an ingredient created on one device shows on another without reloading", async ({ page, browser }) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const ingredients = ingredientsPage(page);
  await ingredients.open();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginPage(other).open();
  await loginPage(other).signIn(owner.email, owner.password);
  await expect(other).toHaveURL(/\/$/);
  const elsewhere = ingredientsPage(other);
  await elsewhere.open();
  await expect(elsewhere.table()).toContainText("No hay ingredientes cargados.");

  await ingredients.create({ name: "Huevos", unit: "Unidades", quantity: "30", minQuantity: "12" });
  await expect(elsewhere.row("Huevos")).toContainText("Unidades");
  await expect(elsewhere.row("Huevos")).toContainText("30");
  await ingredients.edit("Huevos", { quantity: "6" });
  await expect(elsewhere.row("Huevos")).toContainText("Stock bajo");
  await elsewhere.remove("Huevos", "Estas seguro de que deseas eliminar este ingrediente?");
  await expect(ingredients.table()).toContainText("No hay ingredientes cargados.");
  await otherContext.close();
});
