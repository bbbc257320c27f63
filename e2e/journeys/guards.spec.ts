import { expect, test } from "@playwright/test";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";

const protectedRoutes = [
  "/",
  "/stock",
  "/ingredients",
  "/promotions",
  "/categories",
  "/payment-methods",
  "/sell-list",
  "/menu",
  "/profile",
];

test("a signed-out visitor of any protected route, and of /orders, is sent to /login", async ({ page }) => {
  for (const route of [...protectedRoutes, "/orders"]) {
    await page.goto(route);
    await expect(page, `${route} should redirect`).toHaveURL(/\/login$/);
  }
});

test("a signed-in owner reaches every screen from the drawer, and /login sends it home", async ({ page }) => {
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  const entries: [string, RegExp][] = [
    ["Productos", /\/stock$/],
    ["Ingredientes", /\/ingredients$/],
    ["Promociones", /\/promotions$/],
    ["Categorias", /\/categories$/],
    ["Medios de pago", /\/payment-methods$/],
    ["Historial de ventas", /\/sell-list$/],
    ["Menu", /\/menu$/],
    ["Configuración", /\/settings$/],
    ["Inicio", /\/$/],
  ];
  for (const [label, url] of entries) {
    await nav.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
  }
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await nav.getByRole("link", { name: "Pedidos" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "Pedidos" })).toBeVisible();
});
