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

export type NewStaff = {
  name: string;
  role: "Administrador" | "Caja" | "Cocina";
  email: string;
  password: string;
};

export const profilePage = (page: Page) => ({
  openFromMenu: async (userName: string) => {
    await page.getByRole("button", { name: `Cuenta de ${userName}` }).click();
    await page.getByRole("menuitem", { name: "Perfil" }).click();
    await expect(page.getByRole("heading", { name: "Perfil", level: 1 })).toBeVisible();
  },
  staffTable: () => page.getByRole("table", { name: "Personal del negocio" }),
  staffRow: (name: string) =>
    page.getByRole("table", { name: "Personal del negocio" }).getByRole("row").filter({ hasText: name }),
  createUser: async (staff: NewStaff) => {
    await page.getByRole("button", { name: "Crear nuevo usuario" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo usuario" });
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(staff.name);
    await dialog.getByRole("combobox", { name: "Rol" }).click();
    await page.getByRole("option", { name: staff.role, exact: true }).click();
    await dialog.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(staff.email);
    await dialog.getByRole("textbox", { name: "Contraseña", exact: true }).fill(staff.password);
    await dialog.getByRole("button", { name: "Crear", exact: true }).click();
    await expect(dialog).toBeHidden();
  },
  /** Flips a user's switch and answers the confirm dialog, which must ask `question`. */
  toggleUser: async (label: string, question: string) => {
    await page.getByRole("switch", { name: label }).click();
    const confirm = page.getByRole("dialog", { name: "Confirmar" });
    await expect(confirm).toContainText(question);
    await confirm.getByRole("button", { name: "Aceptar" }).click();
    await expect(confirm).toBeHidden();
  },
});

export const forgotPasswordPage = (page: Page) => ({
  openFromLogin: async () => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Olvidé mi contraseña" }).click();
    await expect(page.getByRole("heading", { name: "Recuperar contraseña" })).toBeVisible();
  },
  request: async (email: string) => {
    await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
  },
});

export const resetPasswordPage = (page: Page) => ({
  choose: async (password: string) => {
    await expect(page.getByRole("heading", { name: "Elegí una nueva contraseña" })).toBeVisible();
    await page.getByRole("textbox", { name: "Nueva contraseña", exact: true }).fill(password);
    await page.getByRole("textbox", { name: "Repetí la contraseña", exact: true }).fill(password);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
  },
});
