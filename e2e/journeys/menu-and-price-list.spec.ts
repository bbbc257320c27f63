import { expect, type Page, test } from "@playwright/test";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { expectNoSidewaysScroll, phone } from "../support/phone.ts";

const post = async (page: Page, path: string, body: Record<string, unknown>): Promise<string> => {
  const response = await page.request.post(`/api/v1${path}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
};

const rowsOf = (page: Page, category: string) =>
  page.getByRole("region", { name: category }).getByRole("listitem");

test("the menu shows the combos on sale and enabled products by category, and its public price list shows exactly them on a phone", async ({
  page,
  browser,
}) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const drinks = await post(page, "/categories", { name: "Bebidas" });
  const desserts = await post(page, "/categories", { name: "Postres" });
  await post(page, "/products", { name: "Gaseosa", category_id: drinks, price: 1200, unit_price: 400 });
  const water = await post(page, "/products", {
    name: "Agua",
    category_id: drinks,
    price: 900.5,
    code: "AG-1",
  });
  const flan = await post(page, "/products", { name: "Flan", category_id: desserts, price: 2500 });
  const ice = await post(page, "/products", { name: "Helado", category_id: desserts, price: 3000 });
  const disabled = await page.request.patch(`/api/v1/products/${ice}/status`, {
    data: { status: "disabled" },
  });
  expect(disabled.status()).toBe(200);
  // The combos on sale show in a section of their own; one not started yet and one off do not.
  const combo = (name: string, extra: Record<string, unknown> = {}) =>
    post(page, "/promotions", {
      name,
      value: 3000,
      applies_to: [
        { product_id: flan, quantity_needed: 2 },
        { product_id: water, quantity_needed: 1 },
      ],
      ...extra,
    });
  await combo("Combo postre");
  await combo("Combo de mañana", { start_date: Date.now() + 86_400_000 });
  const off = await combo("Combo apagado");
  expect(
    (await page.request.patch(`/api/v1/promotions/${off}/status`, { data: { isActive: false } })).status(),
  ).toBe(200);

  // Another business's products never show on this one's list.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpThroughUi(otherPage, newOwner());
  const otherCategory = await post(otherPage, "/categories", { name: "Bebidas" });
  await post(otherPage, "/products", { name: "Cerveza ajena", category_id: otherCategory, price: 2000 });
  await other.close();

  await page.getByRole("link", { name: "Menu" }).click();
  await expect(page.getByRole("heading", { name: `Menu de ${owner.businessName}`, level: 1 })).toBeVisible();
  await expect(rowsOf(page, "Bebidas")).toHaveText([/^Agua\s*\$\s900,50$/, /^Gaseosa\s*\$\s1\.200,00$/]);
  await expect(rowsOf(page, "Postres")).toHaveText([/^Flan\s*\$\s2\.500,00$/]);
  await expect(rowsOf(page, "Promociones")).toHaveText([
    /^Combo postre\s*2 × Flan · 1 × Agua\s*\$\s3\.000,00$/,
  ]);
  await expect(page.getByRole("img", { name: "Código QR de la lista de precios" })).toBeVisible();
  // Printed: the menu and its QR code on a clean page, without the app's bar, drawer or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await expect(rowsOf(page, "Postres")).toBeVisible();
  await expect(page.getByRole("img", { name: "Código QR de la lista de precios" })).toBeVisible();
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/menu-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
  const link = page.getByRole("link", { name: /\/price-list\// });
  const url = await link.getAttribute("href");
  expect(url).toMatch(/^http:\/\/localhost:\d+\/price-list\/[a-z0-9-]+$/);

  const customer = await browser.newContext({ viewport: phone });
  const phonePage = await customer.newPage();
  await phonePage.goto(url ?? "");
  await expect(phonePage.getByRole("heading", { name: "Lista de productos", level: 1 })).toBeVisible();
  await expect(phonePage.getByText(owner.businessName)).toBeVisible();
  await expect(phonePage.getByRole("heading", { level: 2 })).toHaveText([
    "Promociones",
    "Bebidas",
    "Postres",
  ]);
  await expect(phonePage.getByRole("listitem")).toHaveText([
    /^Combo postre\s*2 × Flan · 1 × Agua\s*\$\s3\.000,00$/,
    /^Agua\s*\$\s900,50$/,
    /^Gaseosa\s*\$\s1\.200,00$/,
    /^Flan\s*\$\s2\.500,00$/,
  ]);
  await expect(phonePage.getByText(/Helado|Cerveza ajena|AG-1|Combo de mañana|Combo apagado/)).toHaveCount(0);
  await expectNoSidewaysScroll(phonePage);
  if (process.env.E2E_SHOTS)
    await phonePage.screenshot({ path: `${process.env.E2E_SHOTS}/price-list-phone.png`, fullPage: true });

  await phonePage.goto("/price-list");
  await expect(phonePage.getByText(/Pedile el enlace o el código QR al negocio/)).toBeVisible();
  await phonePage.goto("/price-list/no-existe-este-negocio");
  await expect(phonePage.getByText(/No encontramos esta lista de precios/)).toBeVisible();
  await customer.close();

  // Signed in, /price-list alone goes to the business's own list.
  await page.goto("/price-list");
  await expect(page).toHaveURL(url ?? "");
  await expect(page.getByRole("listitem")).toHaveCount(4);
});
