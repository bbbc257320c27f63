import { expect, test } from "@playwright/test";
import { paymentMethodsPage } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";

test("an owner adds, renames, disables, enables and deletes a payment method; a taken name is refused", async ({
  page,
}) => {
  await signUpThroughUi(page, newOwner());
  await page.getByRole("link", { name: "Medios de pago" }).click();
  const methods = paymentMethodsPage(page);
  await expect(page.getByRole("heading", { name: "Medios de pago", level: 1 })).toBeVisible();
  await expect(methods.table()).toContainText("No hay medios de pago cargados.");

  await methods.add("Efectivo");
  await expect(page.getByText("Medio de pago creado.")).toBeVisible();
  await methods.add("Tarjeta");
  await expect(methods.row("Tarjeta")).toContainText("Habilitado");

  await methods.rename("Tarjeta", "Tarjeta de débito");
  await expect(page.getByText("Medio de pago actualizado.")).toBeVisible();
  await expect(methods.row("Tarjeta de débito")).toBeVisible();

  await methods.add("efectivo");
  await expect(methods.field()).toHaveAccessibleDescription("Ya existe un medio de pago con ese nombre.");

  await methods.toggle(
    "Deshabilitar Efectivo",
    "Estas seguro de que deseas deshabilitar este medio de pago?",
  );
  await expect(page.getByText("Medio de pago deshabilitado.")).toBeVisible();
  await expect(methods.row("Efectivo")).toContainText("Deshabilitado");
  await methods.toggle("Habilitar Efectivo", "Estas seguro de que deseas habilitar este medio de pago?");
  await expect(methods.row("Efectivo")).toContainText("Habilitado");

  await methods.remove("Efectivo", "Estas seguro de que deseas eliminar este medio de pago?");
  await expect(page.getByText("Medio de pago eliminado.")).toBeVisible();
  await expect(methods.row("Efectivo")).toHaveCount(0);
  await expect(methods.row("Tarjeta de débito")).toBeVisible();
});
