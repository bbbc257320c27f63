import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { completeOrder } from "../support/order-api.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { readPdf } from "../support/pdf-text.ts";
import { openShiftWithOrder } from "../support/service-pages.ts";

// e2e/serve.mjs runs ARCA's stand-in beside the server and leaves there the test CA's business certificate.
const arcaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", ".data", "arca");
const words = (text: string) => text.replace(/[\s\u00a0]+/g, " ");
// Screenshots for the person reviewing the screens (not compared by the test).
const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

/**
 * Decisions 054 and 055: the owner configures electronic invoicing (fiscal data, ARCA's certificate and key, 'Probar
 * conexión'), then a sale is invoiced from the shift's orders as Factura B with its CAE, printed on 80 mm with
 * the QR, and downloaded as an A4 PDF.
 */
test("the owner sets up ARCA, invoices an order with its CAE and prints it", async ({ page }) => {
  mkdirSync(shots, { recursive: true });
  await signUpThroughUi(page, newOwner());

  // Datos fiscales, then the certificate and the key ARCA gave (the stand-in's test CA signed these).
  await page.goto("/settings");
  const fiscal = page.getByRole("form", { name: "Datos fiscales" });
  await fiscal.getByRole("textbox", { name: "CUIT" }).fill("20-11111111-2");
  await fiscal.getByRole("textbox", { name: "Razón social" }).fill("La Esquina SRL");
  await fiscal.getByRole("combobox", { name: "Condición frente al IVA" }).click();
  await page.getByRole("option", { name: "Responsable Inscripto" }).click();
  await fiscal.getByRole("textbox", { name: "Ingresos brutos" }).fill("Exento");
  await fiscal.getByLabel("Inicio de actividades").fill("2019-07-01");
  await fiscal.getByRole("spinbutton", { name: "Punto de venta" }).fill("3");
  await fiscal.getByRole("combobox", { name: "Ambiente" }).click();
  await page.getByRole("option", { name: "Homologación (pruebas)" }).click();
  await fiscal.getByRole("button", { name: "Guardar datos fiscales" }).click();
  await expect(page.getByText("Datos fiscales guardados.")).toBeVisible();

  const certificate = page.getByRole("region", { name: "Certificado de ARCA" });
  await certificate.getByLabel("Certificado (.crt o .pem)").setInputFiles({
    name: "comanda.crt",
    mimeType: "application/x-x509-ca-cert",
    buffer: readFileSync(path.join(arcaDir, "business.crt")),
  });
  await certificate.getByLabel("Clave privada (.key)").setInputFiles({
    name: "comanda.key",
    mimeType: "application/octet-stream",
    buffer: readFileSync(path.join(arcaDir, "business.key")),
  });
  await certificate.getByRole("button", { name: "Subir certificado" }).click();
  await expect(certificate.getByText(/CUIT 20111111112/)).toBeVisible();

  // 'Probar conexión': the service, the login ticket and the point of sale's numbers, each in green.
  const connection = page.getByRole("region", { name: "Probar conexión con ARCA" });
  await connection.getByRole("button", { name: "Probar conexión" }).click();
  const steps = connection.getByRole("list", { name: "Pasos de la prueba" });
  await expect(steps.getByRole("listitem")).toHaveCount(3);
  await expect(steps).toContainText("El servicio de facturación de ARCA responde.");
  await expect(steps).toContainText("ARCA aceptó el certificado");
  await expect(steps).toContainText(
    "Punto de venta 3, último comprobante autorizado: Factura B: ninguna todavía",
  );
  await connection.screenshot({ path: `${shots}/invoices-connection.png` });

  // A sale, taken and completed, then 'Facturar' from the shift's orders.
  const { shiftId, orderId } = await openShiftWithOrder(page);
  await completeOrder(page, orderId);
  await page.goto(`/sell-list/${shiftId}`);
  const orders = page.getByRole("table", { name: "Pedidos del turno" });
  await orders.getByRole("button", { name: "Facturar" }).click();
  const dialog = page.getByRole("dialog", { name: /Facturar/ });
  await expect(dialog.getByRole("combobox", { name: "Para quién es la factura" })).toContainText(
    "Consumidor final",
  );
  await dialog.getByRole("button", { name: "Facturar" }).click();
  await expect(dialog.getByText("Factura autorizada")).toBeVisible();
  await expect(dialog).toContainText("Factura B 0003-00000001");
  await expect(dialog).toContainText(/CAE \d{14}/);
  await page.screenshot({ path: `${shots}/invoices-dialog.png` });

  // The A4 PDF, as the server makes it: the voucher, its CAE and the total.
  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Descargar PDF" }).click();
  const pdf = await readPdf(readFileSync((await (await download).path()) ?? ""));
  const pdfText = words(pdf.map((sheet) => sheet.text).join(" "));
  expect([Math.round(pdf[0]?.widthMm ?? 0), Math.round(pdf[0]?.heightMm ?? 0)]).toEqual([210, 297]);
  for (const text of [
    "FACTURA",
    "0003",
    "00000001",
    "20-11111111-2",
    "A CONSUMIDOR FINAL",
    "2.700,00",
    "CAE",
  ])
    expect(pdfText).toContain(text);

  // 'Imprimir ticket' prints the 80 mm voucher from its own page in an invisible frame.
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await dialog.getByRole("button", { name: "Imprimir ticket" }).click();
  const frameSrc = await page.locator("iframe[data-print-frame='invoice-80']").getAttribute("src");
  expect(frameSrc).toMatch(/^\/print\/invoices\/[^/]+\/80\?auto=1$/);
  await page.goto(frameSrc ?? "");
  await expect(page.getByRole("img", { name: "Código QR de ARCA" })).toBeVisible();
  await page.screenshot({ path: `${shots}/invoices-ticket.png`, fullPage: true });
  const roll = await readPdf(
    await page.pdf({ width: "80mm", preferCSSPageSize: true, printBackground: true }),
  );
  expect(Math.round(roll[0]?.widthMm ?? 0)).toBe(80);
  const rollText = words(roll.map((sheet) => sheet.text).join(" "));
  for (const text of ["La Esquina SRL", "A CONSUMIDOR FINAL", "Empanada de carne", "2.700,00", "CAE"])
    expect(rollText).toContain(text);

  // The same order cannot be invoiced twice; the list of vouchers shows it authorized.
  await page.goto("/invoices?status=all");
  const list = page.getByRole("table");
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list).toContainText("Factura B 0003-00000001");
  await expect(list).toContainText("Autorizada");
  await page.screenshot({ path: `${shots}/invoices-list.png` });
});
