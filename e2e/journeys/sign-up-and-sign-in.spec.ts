import { expect, test } from "@playwright/test";
import { newOwner } from "../support/owner.ts";
import { loginPage, shell, signUpThroughUi, signupPage } from "../support/pages.ts";

test("an owner signs up, lands on /, signs out, signs in again and signs out from the avatar menu", async ({
  page,
}) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  await expect(
    page.getByText(`Verificá tu correo electrónico: te enviamos un enlace a ${owner.email}.`),
  ).toBeVisible();

  const layout = shell(page);
  await expect(layout.avatar(owner.name)).toHaveText("M");
  await layout.signOut(owner.name);

  await loginPage(page).signIn(owner.email, owner.password);
  await expect(page).toHaveURL(/\/$/);

  await layout.avatar(owner.name).click();
  await expect(page.getByRole("menuitem", { name: "Perfil" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Cerrar sesión" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signed out for real: the protected home sends back to /login.
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
});

test("the signup spinner says the account is being created", async ({ page }) => {
  const owner = newOwner();
  const signup = signupPage(page);
  await signup.open();
  await signup.fill(owner);
  await page.route("**/api/v1/signup", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await signup.submit();
  await expect(page.getByText("Estamos creando tu cuenta. Espere por favor")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a wrong password shows a Spanish message that does not say whether the e-mail exists", async ({
  page,
}) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  await shell(page).signOut(owner.name);

  const login = loginPage(page);
  await login.signIn(owner.email, "no-es-esta");
  await expect(page.getByRole("alert")).toHaveText("Correo electrónico o contraseña incorrectos.");
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn("nadie-registrado@example.com", "no-es-esta");
  await expect(page.getByRole("alert")).toHaveText("Correo electrónico o contraseña incorrectos.");
});

test("an e-mail already used is not told apart: the page says where to look, the owner gets a mail", async ({
  page,
  browser,
}) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);

  const other = await browser.newPage();
  const signup = signupPage(other);
  await signup.open();
  await signup.fill(newOwner({ email: owner.email }));
  await signup.submit();
  // Decision 070: nothing says the account exists, and nobody is signed in.
  await expect(
    other.getByText(`Revisá tu correo: te escribimos a ${owner.email} para que sigas desde ahí.`),
  ).toBeVisible();
  await expect(other.getByText("Ya existe una cuenta con este correo electrónico.")).toHaveCount(0);
  await expect(other).toHaveURL(/\/signup$/);
  await other.close();
});
