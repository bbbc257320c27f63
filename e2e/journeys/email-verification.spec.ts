import { expect, test } from "@playwright/test";
import { lastMailedLink } from "../support/mail-log.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";

test("the mailed verification link verifies the owner without signing its opener in, and the banner goes away", async ({
  page,
  browser,
}) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const banner = page.getByText(`Verificá tu correo electrónico: te enviamos un enlace a ${owner.email}.`);
  await expect(banner).toBeVisible();

  await expect.poll(() => lastMailedLink(owner.email)).not.toBeNull();
  const link = lastMailedLink(owner.email) as string;

  // Decision 070: opened where nobody is signed in (another device), the link verifies the address and
  // asks to sign in: it is no key to the account.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere).toHaveURL(/\/login\?verificacion=ok$/);
  await expect(elsewhere.getByText("Tu correo quedó verificado. Ingresá con tu contraseña.")).toBeVisible();
  await expect(elsewhere.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await elsewhere.close();

  // The owner's open screen hears of it; opened there, the link lands on the home page.
  await expect(banner).toBeHidden();
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeHidden();
});
