import type { BusinessSettings } from "@comanda/domain";
import type { FiscalSettings } from "@comanda/domain/fiscal-settings";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const business: BusinessSettings = {
  name: "La Esquina",
  address: "Av. Corrientes 1234",
  phone: null,
  slug: "la-esquina",
  blindCashCount: false,
  discountPolicy: "admin-and-cashier",
  cashierMaxDiscount: 10,
  permissions: { cashierEditsCatalog: true, cashierCancelsOrders: true, kitchenCancelsOrders: true },
  logoUrl: null,
};
const saved: FiscalSettings = {
  configured: true,
  cuit: "20123456786",
  legalName: "Ana Pérez",
  ivaCondition: "monotributo",
  grossIncome: "Exento",
  activityStart: "2020-03-01",
  pointOfSale: 3,
  environment: "homologacion",
  certificate: null,
  updatedAt: Date.UTC(2026, 0, 10),
};
const keyBody = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7";
const certificatePem = "-----BEGIN CERTIFICATE-----\nMIIDazCCAlOgAwIBAgIUQ2Vy\n-----END CERTIFICATE-----\n";
const keyPem = `-----BEGIN PRIVATE KEY-----\n${keyBody}\n-----END PRIVATE KEY-----\n`;
// Noon in Buenos Aires on 31/12/2099: the same day whatever the test machine's time zone.
const expiresAt = Date.UTC(2099, 11, 31, 15);
const withCertificate: FiscalSettings = {
  ...saved,
  certificate: { subject: "SERIALNUMBER=CUIT 20123456786, CN=comanda", expiresAt },
};

const open = async (fiscal: FiscalSettings, routes: Parameters<typeof fakeApi>[0] = {}) => {
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role: "ADMIN" }),
    "GET /business": ok(business),
    "GET /fiscal-settings": ok(fiscal),
    ...routes,
  });
  const app = renderApp("/settings");
  const form = await screen.findByRole("form", { name: "Datos fiscales" });
  return { fetchMock, form: within(form), ...app };
};

describe("the fiscal settings (issue 20)", { timeout: 20_000 }, () => {
  it("saves the fiscal data with the CUIT typed with dashes", async () => {
    const { fetchMock, form, user } = await open(
      { configured: false },
      { "PUT /fiscal-settings": () => ok(saved) },
    );
    expect(screen.getByText("Guardá los datos fiscales antes de subir el certificado.")).toBeInTheDocument();

    await user.type(form.getByRole("textbox", { name: /CUIT/ }), "20-12345678-6");
    await user.type(form.getByRole("textbox", { name: /Razón social/ }), "Ana Pérez");
    await user.click(form.getByRole("combobox", { name: /Condición frente al IVA/ }));
    await user.click(await screen.findByRole("option", { name: "Monotributo" }));
    await user.type(form.getByRole("textbox", { name: "Ingresos brutos" }), "Exento");
    await user.type(form.getByLabelText(/Inicio de actividades/), "2020-03-01");
    await user.type(form.getByRole("spinbutton", { name: /Punto de venta/ }), "3");
    expect(form.getByRole("combobox", { name: /Ambiente/ })).toHaveTextContent("Homologación (pruebas)");
    await user.click(form.getByRole("button", { name: "Guardar datos fiscales" }));

    expect(await screen.findByText("Datos fiscales guardados.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/fiscal-settings")).toEqual([
      {
        cuit: "20123456786",
        legal_name: "Ana Pérez",
        iva_condition: "monotributo",
        gross_income: "Exento",
        activity_start: "2020-03-01",
        point_of_sale: 3,
        environment: "homologacion",
      },
    ]);
    expect(form.getByRole("textbox", { name: /CUIT/ })).toHaveValue("20-12345678-6");
    expect(screen.getByRole("button", { name: "Subir certificado" })).toBeDisabled();
  });

  it("shows the server's refusal under the CUIT", async () => {
    const { fetchMock, form, user } = await open(saved, {
      "PUT /fiscal-settings": {
        status: 400,
        body: {
          error: {
            code: "invalid-argument",
            message: "Revisá los datos ingresados.",
            fields: { cuit: "El CUIT ya está en uso por otro negocio." },
          },
        },
      },
    });
    const cuit = form.getByRole("textbox", { name: /CUIT/ });
    expect(cuit).toHaveValue("20-12345678-6");
    await user.click(form.getByRole("button", { name: "Guardar datos fiscales" }));

    expect(await form.findByText("El CUIT ya está en uso por otro negocio.")).toBeInTheDocument();
    expect(cuit).toHaveAccessibleDescription("El CUIT ya está en uso por otro negocio.");
    expect(sentBodies(fetchMock, "PUT", "/fiscal-settings")[0]).toMatchObject({ cuit: "20123456786" });
    expect(screen.queryByText("Revisá los datos ingresados.")).not.toBeInTheDocument();
  });

  it("uploads the certificate and key from their files, then shows only the subject and expiry", async () => {
    const { fetchMock, user } = await open(saved, {
      "PUT /fiscal-settings/credentials": () => ok(withCertificate),
    });
    await user.upload(
      screen.getByLabelText("Certificado (.crt o .pem)"),
      new File([certificatePem], "cert.pem", { type: "application/x-pem-file" }),
    );
    await user.upload(screen.getByLabelText("Clave privada (.key)"), new File([keyPem], "comanda.key"));
    expect(screen.getByText("comanda.key")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Subir certificado" }));

    expect(await screen.findByText(withCertificate.certificate?.subject ?? "")).toBeInTheDocument();
    expect(screen.getByText("Vence el 31/12/2099")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/fiscal-settings/credentials")).toEqual([
      { certificate: certificatePem, private_key: keyPem },
    ]);
    expect(document.body.textContent).not.toContain("PRIVATE KEY");
    expect(document.body.textContent).not.toContain(keyBody);
    expect(document.body.innerHTML).not.toContain(keyBody);
    expect(screen.queryByLabelText("Clave privada (.key)")).not.toBeInTheDocument();
  });

  it("refuses a file that is not a key without sending it, and warns of a certificate about to expire", async () => {
    const soon = {
      ...withCertificate,
      certificate: { subject: "CN=comanda", expiresAt: Date.now() + 86_400_000 },
    };
    const { fetchMock, user } = await open(saved, { "PUT /fiscal-settings/credentials": () => ok(soon) });
    await user.upload(
      screen.getByLabelText("Certificado (.crt o .pem)"),
      new File([certificatePem], "cert.pem"),
    );
    await user.upload(screen.getByLabelText("Clave privada (.key)"), new File([certificatePem], "cert.key"));
    await user.click(screen.getByRole("button", { name: "Subir certificado" }));
    expect(
      await screen.findByText(
        "No es una clave privada: subí el archivo .key con el que pediste el certificado.",
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/fiscal-settings/credentials")).toEqual([]);

    await user.upload(screen.getByLabelText("Clave privada (.key)"), new File([keyPem], "comanda.key"));
    await user.click(screen.getByRole("button", { name: "Subir certificado" }));
    expect(await screen.findByText(/pedí uno nuevo en ARCA/)).toBeInTheDocument();
  });

  it("removes the certificate after confirming", async () => {
    const { fetchMock, user } = await open(withCertificate, {
      "DELETE /fiscal-settings/credentials": () => ok(saved),
    });
    await user.click(await screen.findByRole("button", { name: "Quitar certificado" }));
    const dialog = await screen.findByRole("dialog", { name: "Quitar certificado" });
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Quitar certificado" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Quitar" }));

    expect(await screen.findByText("Certificado quitado.")).toBeInTheDocument();
    expect(screen.getByLabelText("Certificado (.crt o .pem)")).toBeInTheDocument();
    expect(screen.queryByText(/Vence el/)).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "DELETE", "/fiscal-settings/credentials")).toHaveLength(1);
  });

  it("is not shown to a cashier", async () => {
    fakeApi({ "GET /session": signedIn({ role: "CASHIER" }), "GET /business": ok(business) });
    renderApp("/settings");
    await screen.findByRole("textbox", { name: /Nombre del negocio/ });
    expect(screen.queryByText("Datos fiscales")).not.toBeInTheDocument();
  });
});
