import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { violationsOn } from "../support/axe.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";

const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

// A tablet held upright, with a touch screen: the drag below is a finger's, not a mouse's.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

/** A finger drags from the locator's centre by (dx, dy) pixels, in steps, as the browser's own touch input. */
const dragByTouch = async (page: Page, target: Locator, dx: number, dy: number) => {
  const box = await target.boundingBox();
  if (!box) throw new Error("the table is not on screen");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", at: { x: number; y: number } | null) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: at ? [{ ...at, id: 1 }] : [] });
  await touch("touchStart", { x, y });
  for (let step = 1; step <= 10; step++)
    await touch("touchMove", { x: x + (dx * step) / 10, y: y + (dy * step) / 10 });
  await touch("touchEnd", null);
  await cdp.detach();
};

const addTable = async (page: Page, name: string) => {
  await page.getByRole("button", { name: "Agregar mesa" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva mesa" });
  await expect(dialog.getByLabel("Nombre de la mesa")).toHaveValue(name);
  await dialog.getByRole("button", { name: "Agregar" }).click();
  await expect(dialog).toBeHidden();
};

test("an owner draws the dining room on a tablet: a room, two tables, one dragged by touch, still there after a reload", async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  await signUpThroughUi(page, newOwner());
  await page.goto("/dining-room");
  await expect(page.getByRole("heading", { level: 1, name: "Salón y mesas" })).toBeVisible();
  await expect(page.getByText(/Todavía no hay salones/)).toBeVisible();

  await page.getByRole("button", { name: "Nuevo salón" }).click();
  await page.getByRole("dialog", { name: "Nuevo salón" }).getByLabel("Nombre del salón").fill("Salón");
  await page.getByRole("button", { name: "Crear" }).click();
  await expect(page.getByRole("tab", { name: "Salón", selected: true })).toBeVisible();
  const plan = page.getByRole("group", { name: "Plano de Salón" });
  await expect(plan).toContainText("Este salón todavía no tiene mesas.");

  await addTable(page, "Mesa 1");
  await addTable(page, "Mesa 2");
  const mesa1 = plan.getByRole("button", { name: "Mesa 1, 4 lugares, cuadrada" });
  await expect(plan.getByRole("button", { name: /^Mesa 2/ })).toBeVisible();
  const before = {
    x: Number(await mesa1.getAttribute("data-x")),
    y: Number(await mesa1.getAttribute("data-y")),
  };

  await dragByTouch(page, mesa1, 240, 160);
  const after = {
    x: Number(await mesa1.getAttribute("data-x")),
    y: Number(await mesa1.getAttribute("data-y")),
  };
  // Dragged right and down, and a tap's dialog did not open.
  expect(after.x).toBeGreaterThan(before.x + 200);
  expect(after.y).toBeGreaterThan(before.y + 120);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Plano de Salón guardado.")).toBeVisible();
  await page.screenshot({ path: `${shots}/dining-room-tablet.png`, fullPage: true });

  await page.reload();
  await expect(mesa1).toHaveAttribute("data-x", String(after.x));
  await expect(mesa1).toHaveAttribute("data-y", String(after.y));
  await expect(plan.getByRole("button", { name: /^Mesa 2/ })).toBeVisible();
  expect(await violationsOn(page), "the plan").toEqual([]);

  // A tap opens a table: Mesa 2 becomes a round table for two by the window.
  await plan.getByRole("button", { name: /^Mesa 2/ }).tap();
  const dialog = page.getByRole("dialog", { name: "Editar Mesa 2" });
  await expect(dialog).toBeVisible();
  expect(await violationsOn(page), "the table dialog").toEqual([]);
  await dialog.getByLabel("Nombre de la mesa").fill("Ventana");
  await dialog.getByLabel("Lugares").fill("2");
  await dialog.getByRole("combobox", { name: "Forma" }).tap();
  await page.getByRole("option", { name: "Redonda" }).tap();
  await dialog.getByRole("button", { name: "Aceptar" }).tap();
  await page.getByRole("button", { name: "Guardar" }).tap();
  await expect(page.getByRole("button", { name: "Guardar" })).toBeDisabled();
  await page.reload();
  await expect(plan.getByRole("button", { name: "Ventana, 2 lugares, redonda" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(mesa1).toBeVisible();
  await page.screenshot({ path: `${shots}/dining-room-desktop.png`, fullPage: true });
});
