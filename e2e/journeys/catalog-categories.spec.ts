import { expect, test } from "@playwright/test";
import { categoriesPage, createThroughApi } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { loginPage, signUpThroughUi } from "../support/pages.ts";

test("an owner adds, renames, disables, enables and deletes a category; a taken name is refused", async ({
  page,
}) => {
  await signUpThroughUi(page, newOwner());
  await page.getByRole("link", { name: "Categorias" }).click();
  const categories = categoriesPage(page);
  await expect(page.getByRole("heading", { name: "Categorias", level: 1 })).toBeVisible();
  await expect(categories.table()).toContainText("No hay categorias cargadas.");
  await expect(page.getByRole("button", { name: "Agregar categoría" })).toBeDisabled();

  await categories.add("Bebidas");
  await expect(page.getByText("Categoría creada.")).toBeVisible();
  await expect(categories.row("Bebidas")).toContainText("Habilitada");
  await expect(categories.field()).toHaveValue("");

  await categories.rename("Bebidas", "Bebidas frías");
  await expect(page.getByText("Categoría actualizada.")).toBeVisible();
  await expect(categories.row("Bebidas frías")).toBeVisible();
  await expect(page.getByRole("button", { name: "Agregar categoría" })).toBeVisible();

  await categories.add("  BEBIDAS FRÍAS ");
  await expect(categories.field()).toHaveAccessibleDescription("Ya existe una categoría con ese nombre.");
  await expect(categories.table().getByRole("row")).toHaveCount(2);

  await categories.toggle(
    "Deshabilitar Bebidas frías",
    "Estas seguro de que deseas deshabilitar esta categoria?",
  );
  await expect(page.getByText("Categoría deshabilitada.")).toBeVisible();
  await expect(categories.row("Bebidas frías")).toContainText("Deshabilitada");
  await categories.toggle("Habilitar Bebidas frías", "Estas seguro de que deseas habilitar esta categoria?");
  await expect(categories.row("Bebidas frías")).toContainText("Habilitada");

  await categories.remove("Bebidas frías", "Estas seguro de que deseas eliminar esta categoria?");
  await expect(page.getByText("Categoría eliminada.")).toBeVisible();
  await expect(categories.table()).toContainText("No hay categorias cargadas.");
});

test("a change made on one device shows on another without reloading", async ({ page, browser }) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const categories = categoriesPage(page);
  await categories.open();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginPage(other).open();
  await loginPage(other).signIn(owner.email, owner.password);
  await expect(other).toHaveURL(/\/$/);
  const elsewhere = categoriesPage(other);
  await elsewhere.open();
  await expect(elsewhere.table()).toContainText("No hay categorias cargadas.");

  await categories.add("Postres");
  await expect(elsewhere.row("Postres")).toContainText("Habilitada");
  await categories.toggle("Deshabilitar Postres", "Estas seguro de que deseas deshabilitar esta categoria?");
  await expect(elsewhere.row("Postres")).toContainText("Deshabilitada");
  await elsewhere.rename("Postres", "Postres caseros");
  await expect(categories.row("Postres caseros")).toBeVisible();
  await categories.remove("Postres caseros", "Estas seguro de que deseas eliminar esta categoria?");
  await expect(elsewhere.table()).toContainText("No hay categorias cargadas.");
  await otherContext.close();
});

test("twelve categories page ten at a time, forward and back, and filter by name", async ({ page }) => {
  await signUpThroughUi(page, newOwner());
  for (let n = 1; n <= 12; n++) {
    await createThroughApi(page, "/categories", { name: `Categoría ${String(n).padStart(2, "0")}` });
  }
  const categories = categoriesPage(page);
  await categories.open();

  await expect(page.getByText("1–10 de 12")).toBeVisible();
  // Newest first: the last one created heads the first page.
  await expect(categories.table().getByRole("row").nth(1)).toContainText("Categoría 12");
  await expect(categories.row("Categoría 01")).toHaveCount(0);
  await categories.next();
  await expect(page.getByText("11–12 de 12")).toBeVisible();
  await expect(categories.row("Categoría 01")).toBeVisible();
  await expect(categories.row("Categoría 12")).toHaveCount(0);
  await categories.previous();
  await expect(page.getByText("1–10 de 12")).toBeVisible();
  await expect(categories.row("Categoría 12")).toBeVisible();

  await categories.next();
  await expect(page.getByText("11–12 de 12")).toBeVisible();
  await categories.search("ría 1");
  await expect(page.getByText("1–3 de 3")).toBeVisible();
  await expect(categories.row("Categoría 10")).toBeVisible();
  await categories.search("flan");
  await expect(categories.table()).toContainText("No hay resultados para “flan”.");
});
