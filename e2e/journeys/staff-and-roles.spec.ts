import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { newOwner } from "../support/owner.ts";
import { loginPage, profilePage, signUpThroughUi } from "../support/pages.ts";

test("an ADMIN adds a kitchen user, who only works the orders board until the ADMIN disables it", async ({
  page,
  browser,
}) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const profile = profilePage(page);
  await profile.openFromMenu(owner.name);
  await expect(page.getByText("No hay usuarios agregados")).toBeVisible();

  const cook = {
    name: "Carlos Sartén",
    role: "Cocina" as const,
    email: `cocina-${randomUUID().slice(0, 8)}@example.com`,
    password: "ollas-2026",
  };
  await profile.createUser(cook);
  await expect(page.getByText("Usuario creado.")).toBeVisible();
  const row = profile.staffRow(cook.name);
  await expect(row).toContainText(cook.email);
  await expect(row).toContainText("Cocina");
  await expect(row).toContainText("Habilitado");

  // The cook works on another device: a second browser context with its own cookies.
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  const kitchenLogin = loginPage(kitchen);
  await kitchenLogin.open();
  await kitchenLogin.signIn(cook.email, cook.password);
  await expect(kitchen).toHaveURL(/\/orders$/);
  await kitchen.goto("/stock");
  await expect(kitchen).toHaveURL(/\/orders$/);

  await profile.toggleUser(
    `Deshabilitar ${cook.name}`,
    "Estas seguro de que deseas deshabilitar este usuario?",
  );
  await expect(row).toContainText("Deshabilitado");
  await expect(page.getByRole("switch", { name: `Habilitar ${cook.name}` })).not.toBeChecked();

  // Disabling ended the cook's open session at once: the live stream closes and the open board signs
  // out by itself, without a reload.
  await expect(kitchen).toHaveURL(/\/login$/, { timeout: 20_000 });
  await kitchen.reload();
  await expect(kitchen).toHaveURL(/\/login$/);
  await kitchenLogin.signIn(cook.email, cook.password);
  await expect(kitchen.getByRole("alert")).toHaveText(
    "Tu usuario está deshabilitado. Consultá con el administrador del negocio.",
  );
  await expect(kitchen).toHaveURL(/\/login$/);
  await kitchenContext.close();
});
