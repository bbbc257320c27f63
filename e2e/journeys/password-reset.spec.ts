import { expect, test } from "@playwright/test";
import { lastMailedLink } from "../support/mail-log.ts";
import { newOwner } from "../support/owner.ts";
import {
  forgotPasswordPage,
  loginPage,
  resetPasswordPage,
  shell,
  signUpThroughUi,
} from "../support/pages.ts";

const resetLink = /\/reset-password\//;

test("an owner who forgot the password gets a link by mail, chooses a new one and signs in with it", async ({
  page,
}) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  await shell(page).signOut(owner.name);

  const forgot = forgotPasswordPage(page);
  await forgot.openFromLogin();
  await forgot.request(owner.email);
  await expect(
    page.getByText(
      "Si existe una cuenta con ese correo, te enviamos un enlace para elegir una nueva contraseña.",
    ),
  ).toBeVisible();

  await expect.poll(() => lastMailedLink(owner.email, resetLink)).not.toBeNull();
  const link = lastMailedLink(owner.email, resetLink) as string;
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = "empanadas-saltenas-27";
  await resetPasswordPage(page).choose(newPassword);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toHaveText("Tu contraseña se cambió. Iniciá sesión con la nueva.");
  const login = loginPage(page);
  await login.signIn(owner.email, owner.password);
  await expect(page.getByRole("alert")).toHaveText("Correo electrónico o contraseña incorrectos.");
  await login.signIn(owner.email, newPassword);
  await expect(page).toHaveURL(/\/$/);

  // A link works once: opened again, it says so and offers a new one.
  await page.goto(link);
  await expect(
    page.getByText("El enlace para restablecer la contraseña no es válido o venció."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Pedir un nuevo enlace" })).toBeVisible();
});

test("asking for a link for an unknown e-mail answers the same", async ({ page }) => {
  const forgot = forgotPasswordPage(page);
  await forgot.openFromLogin();
  await forgot.request("nadie-registrado@example.com");
  await expect(
    page.getByText(
      "Si existe una cuenta con ese correo, te enviamos un enlace para elegir una nueva contraseña.",
    ),
  ).toBeVisible();
});
