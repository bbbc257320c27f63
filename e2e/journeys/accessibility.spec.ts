import { expect, test } from "@playwright/test";
import { violationsOn } from "../support/axe.ts";
import { createProductAndCombo, ownSlug } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { phone } from "../support/phone.ts";
import { completeAndClose, openShiftWithOrder } from "../support/service-pages.ts";

// Each journey here runs axe over up to ten screens, each a few seconds of the browser's CPU: on a loaded
// 2-core machine one took 43 s alone and past a minute beside another worker. Three minutes, not one.
test.describe.configure({ timeout: 180_000 });

test("the public screens have no accessibility violations", async ({ page }) => {
  for (const [path, heading] of [
    ["/login", "Iniciar sesión"],
    ["/signup", "Crear cuenta"],
    ["/forgot-password", "Recuperar contraseña"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    expect(await violationsOn(page), path).toEqual([]);
  }
});

test("the signed-in screens have no accessibility violations", async ({ page }) => {
  await signUpThroughUi(page, newOwner());
  await page.request.post("/api/v1/categories", { data: { name: "Bebidas" } });
  await page.request.post("/api/v1/payment-methods", { data: { name: "Efectivo" } });
  await page.request.post("/api/v1/ingredients", {
    data: { name: "Harina", unit: "kg", quantity: "1,5", min_quantity: "2" },
  });
  await page.request.post("/api/v1/staff", {
    data: {
      name: "Juan",
      role: "KITCHEN",
      email: `juan-${Date.now()}@example.com`,
      password: "personal-de-turno-45",
    },
  });
  await createProductAndCombo(page, { product: "Gaseosa", combo: "Combo Gaseosa" });
  await page.request.post("/api/v1/stations", { data: { name: "Parrilla", printer_host: "192.168.0.50" } });
  const slug = await ownSlug(page);
  for (const [path, text] of [
    ["/", "Inicio"],
    ["/categories", "Bebidas"],
    ["/payment-methods", "Efectivo"],
    ["/ingredients", "Harina"],
    ["/profile", "Juan"],
    ["/orders", "Pedidos"],
    ["/stock", "Gaseosa"],
    ["/promotions", "Combo Gaseosa"],
    ["/menu", "Gaseosa"],
    ["/stations", "Parrilla"],
    ["/audit", "Auditoría"],
    [`/price-list/${slug}`, "Gaseosa"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    expect(await violationsOn(page), path).toEqual([]);
  }
});

test("the dialogs have no accessibility violations", async ({ page }) => {
  await signUpThroughUi(page, newOwner());
  await page.request.post("/api/v1/categories", { data: { name: "Bebidas" } });

  await page.goto("/ingredients");
  await page.getByRole("button", { name: "Nuevo ingrediente" }).click();
  await expect(page.getByRole("dialog", { name: "Nuevo ingrediente" })).toBeVisible();
  expect(await violationsOn(page), "Nuevo ingrediente").toEqual([]);

  // The product and combo dialogs download their form on opening: scanned once it has replaced the spinner.
  await createProductAndCombo(page, { product: "Gaseosa", combo: "Combo Gaseosa" });
  for (const [path, button, title] of [
    ["/stock", "Nuevo producto", "Nuevo producto"],
    ["/stock", "Editar Gaseosa", "Editar producto"],
    ["/promotions", "Nueva promoción", "Crear promoción combo"],
    ["/promotions", "Editar Combo Gaseosa", "Editar promoción combo"],
  ] as const) {
    await page.goto(path);
    await page.getByRole("button", { name: button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByRole("textbox", { name: "Nombre" })).toBeVisible();
    expect(await violationsOn(page), title).toEqual([]);
  }

  await page.goto("/profile");
  await page.getByRole("button", { name: "Crear nuevo usuario" }).click();
  await expect(page.getByRole("dialog", { name: "Nuevo usuario" })).toBeVisible();
  expect(await violationsOn(page), "Nuevo usuario").toEqual([]);

  await page.goto("/categories");
  await page.getByRole("button", { name: "Eliminar Bebidas", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Confirmar" })).toBeVisible();
  expect(await violationsOn(page), "Confirmar").toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("the stacked lists and the drawer over the screen have no accessibility violations", async ({
    page,
  }) => {
    await signUpThroughUi(page, newOwner());
    await page.request.post("/api/v1/categories", { data: { name: "Bebidas" } });
    await page.goto("/categories");
    await expect(page.getByText("Bebidas", { exact: true })).toBeVisible();
    expect(await violationsOn(page), "/categories").toEqual([]);

    await page.getByRole("button", { name: "Expandir menú" }).click();
    await expect(page.getByRole("link", { name: "Inicio" })).toBeVisible();
    expect(await violationsOn(page), "drawer").toEqual([]);
  });
});

test("the orders board with a ticket, the sales history and a shift's detail have no accessibility violations", async ({
  page,
}) => {
  await signUpThroughUi(page, newOwner());
  const ids = await openShiftWithOrder(page);
  await page.goto("/orders");
  await expect(page.getByRole("article", { name: "Pedido 1", exact: true })).toBeVisible();
  expect(await violationsOn(page), "/orders with a ticket").toEqual([]);
  await page.getByRole("button", { name: "Hacer pedido" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo pedido" });
  await expect(dialog.getByRole("button", { name: /^Empanada de carne,/ })).toBeVisible();
  expect(await violationsOn(page), "Nuevo pedido").toEqual([]);
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();

  await completeAndClose(page, ids);
  await page.goto("/sell-list");
  const row = page.getByRole("table", { name: "Listado de ventas" }).getByRole("row").nth(1);
  await expect(row).toContainText("$ 2.700,00");
  expect(await violationsOn(page), "/sell-list").toEqual([]);

  await row.getByRole("link").click();
  await expect(page.getByRole("table", { name: "Pedidos del turno" })).toContainText("Empanada de carne");
  expect(await violationsOn(page), "shift detail").toEqual([]);
});
