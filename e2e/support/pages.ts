import { expect, type Page } from "@playwright/test";
import type { Owner } from "./owner.ts";

export const signupPage = (page: Page) => ({
  open: () => page.goto("/signup"),
  fill: async (owner: Owner) => {
    await page.getByRole("textbox", { name: "Nombre", exact: true }).fill(owner.name);
    await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(owner.email);
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(owner.password);
    await page.getByRole("textbox", { name: "Nombre del negocio", exact: true }).fill(owner.businessName);
    await page.getByRole("textbox", { name: "Dirección", exact: true }).fill(owner.businessAddress);
    await page.getByRole("textbox", { name: "Teléfono (opcional)", exact: true }).fill(owner.businessPhone);
  },
  submit: () => page.getByRole("button", { name: "Crear cuenta" }).click(),
});

export const loginPage = (page: Page) => ({
  open: () => page.goto("/login"),
  signIn: async (email: string, password: string) => {
    await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).press("Enter");
  },
});

export const shell = (page: Page) => ({
  avatar: (name: string) => page.getByRole("button", { name: `Cuenta de ${name}` }),
  signOut: async (name: string) => {
    await page.getByRole("button", { name: `Cuenta de ${name}` }).click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/login$/);
  },
});

/** Signs a new owner up through the UI and waits for the home screen. */
export const signUpThroughUi = async (page: Page, owner: Owner) => {
  const signup = signupPage(page);
  await signup.open();
  await signup.fill(owner);
  await signup.submit();
  await expect(page).toHaveURL(/\/$/);
};
