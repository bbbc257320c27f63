import { expect, test } from "@playwright/test";
import { lastMailedLink } from "../support/mail-log.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";

test("opening the mailed verification link marks the owner verified and the banner goes away", async ({
  page,
}) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const banner = page.getByText(`Verificá tu correo electrónico: te enviamos un enlace a ${owner.email}.`);
  await expect(banner).toBeVisible();

  await expect.poll(() => lastMailedLink(owner.email)).not.toBeNull();
  const link = lastMailedLink(owner.email) as string;
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeHidden();
});
