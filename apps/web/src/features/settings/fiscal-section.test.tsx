import type { FiscalSettings } from "@comanda/domain/fiscal-settings";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { deferredReply, fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { productionSteps, testingSteps } from "./components/certificate-guide";
import { requestedKeyText } from "./components/fiscal-certificate";
import { generatedText } from "./components/fiscal-certificate-request";

const business = businessSettingsOf();
const saved: FiscalSettings = {
  configured: true,
  cuit: "20123456786",
  legalName: "Ana Pérez",
  ivaCondition: "monotributo",
  grossIncome: "Exento",
  activityStart: "2020-03-01",
  pointOfSale: 3,
  environment: "homologacion",
  autoInvoice: false,
  identificationThreshold: 10_000_000,
  certificate: null,
  certificateRequest: null,
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

describe("the fiscal settings", { timeout: 20_000 }, () => {
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
    // Decision 055: invoicing on demand, and ARCA's threshold of the day, until the owner says otherwise.
    expect(form.getByRole("switch", { name: /Facturar automáticamente/ })).not.toBeChecked();
    expect(form.getByRole("textbox", { name: /Identificar al cliente desde/ })).toHaveValue("10000000,00");
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
        auto_invoice: false,
        identification_threshold: 10_000_000,
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

  it("generates the certificate request, offers its .csr and ARCA's steps, then takes the certificate alone", async () => {
    const csr =
      "-----BEGIN CERTIFICATE REQUEST-----\nMIICnDCCAYQCAQAwVzEL\n-----END CERTIFICATE REQUEST-----\n";
    const request = {
      csr,
      subject: "C=AR, O=Ana Pérez, CN=caja1, serialNumber=CUIT 20123456786",
      createdAt: Date.UTC(2026, 0, 12, 15),
    };
    const { fetchMock, user } = await open(saved, {
      "POST /fiscal-settings/certificate-request": () => ok(request),
      "GET /fiscal-settings/certificate-request": () => ok(request),
      "PUT /fiscal-settings/credentials": () => ok(withCertificate),
    });
    const part = within(await screen.findByRole("region", { name: "Pedido de certificado" }));
    const alias = part.getByRole("textbox", { name: /Nombre del certificado \(alias\)/ });
    expect(alias).toHaveValue("comanda");
    await user.clear(alias);
    await user.type(alias, "la caja");
    await user.click(part.getByRole("button", { name: "Generar pedido de certificado" }));
    expect(
      await part.findByText("Solo letras sin acentos, números, guiones y guiones bajos, sin espacios."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/fiscal-settings/certificate-request")).toEqual([]);

    await user.clear(alias);
    await user.type(alias, "caja1");
    await user.click(part.getByRole("button", { name: "Generar pedido de certificado" }));
    expect(await screen.findByText(generatedText)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/fiscal-settings/certificate-request")).toEqual([
      { alias: "caja1" },
    ]);
    const download = await part.findByRole("link", { name: "Descargar pedido (.csr)" });
    expect(download).toHaveAttribute("download", "caja1.csr");
    expect(download).toHaveAttribute(
      "href",
      `data:application/pkcs10;charset=utf-8,${encodeURIComponent(csr)}`,
    );
    expect(part.getByText(`Pedido pendiente: ${request.subject}`)).toBeInTheDocument();
    // The steps in ARCA's site, for the environment saved (homologación: WSASS authorizes wsfe there).
    const guide = within(part.getByRole("region", { name: /Cómo pedir el certificado de prueba en ARCA/ }));
    expect(guide.getAllByRole("listitem")).toHaveLength(testingSteps.length);
    expect(guide.getByText(/WSASS - Autogestión Certificados Homologación/)).toBeInTheDocument();
    expect(guide.getByText(/wsfe - Facturación Electrónica/)).toBeInTheDocument();

    // ARCA's certificate goes up alone: the server has the request's key.
    expect(screen.getByText(requestedKeyText)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText("Certificado (.crt o .pem)"),
      new File([certificatePem], "caja1.crt"),
    );
    await user.click(screen.getByRole("button", { name: "Subir certificado" }));
    expect(await screen.findByText(withCertificate.certificate?.subject ?? "")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/fiscal-settings/credentials")).toEqual([
      { certificate: certificatePem },
    ]);
    expect(screen.queryByRole("region", { name: "Pedido de certificado" })).not.toBeInTheDocument();
  });

  it("shows the production steps: the certificates' administration and the WSFE relation", async () => {
    await open({ ...saved, environment: "produccion" });
    const guide = within(await screen.findByRole("region", { name: "Cómo pedir el certificado en ARCA" }));
    expect(guide.getAllByRole("listitem")).toHaveLength(productionSteps.length);
    expect(guide.getByText(/«Administración de certificados digitales»/)).toBeInTheDocument();
    expect(guide.getByText(/«Nueva relación».*Facturación Electrónica/)).toBeInTheDocument();
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

describe("automatic invoicing and the identification threshold", { timeout: 20_000 }, () => {
  it("sends the switch and the threshold, typed as es-AR text, in pesos", async () => {
    const { fetchMock, form, user } = await open(saved, {
      "PUT /fiscal-settings": () => ok({ ...saved, autoInvoice: true, identificationThreshold: 5_000_000.5 }),
    });
    const threshold = form.getByRole("textbox", { name: /Identificar al cliente desde/ });
    expect(threshold).toHaveValue("10000000,00");
    await user.click(
      form.getByRole("switch", { name: "Facturar automáticamente cada pedido al completarse" }),
    );
    await user.clear(threshold);
    await user.type(threshold, "5.000.000,50");
    await user.click(form.getByRole("button", { name: "Guardar datos fiscales" }));

    expect(await screen.findByText("Datos fiscales guardados.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/fiscal-settings")).toEqual([
      expect.objectContaining({ auto_invoice: true, identification_threshold: 5_000_000.5 }),
    ]);
    expect(form.getByRole("switch", { name: /Facturar automáticamente/ })).toBeChecked();
    expect(threshold).toHaveValue("5000000,50");
  });

  it("reads the saved values and refuses a threshold that is not an amount", async () => {
    const { fetchMock, form, user } = await open({
      ...saved,
      autoInvoice: true,
      identificationThreshold: 250_000,
    });
    expect(form.getByRole("switch", { name: /Facturar automáticamente/ })).toBeChecked();
    const threshold = form.getByRole("textbox", { name: /Identificar al cliente desde/ });
    expect(threshold).toHaveValue("250000,00");
    await user.clear(threshold);
    await user.type(threshold, "mucho");
    await user.click(form.getByRole("button", { name: "Guardar datos fiscales" }));

    await waitFor(() =>
      expect(threshold).toHaveAccessibleDescription("Ingresá un monto válido, por ejemplo 1.234,50."),
    );
    expect(sentBodies(fetchMock, "PUT", "/fiscal-settings")).toEqual([]);
  });
});

describe("'Probar conexión'", { timeout: 20_000 }, () => {
  const steps = [
    { step: "service", ok: true, message: "El servicio de facturación de ARCA responde." },
    { step: "login", ok: true, message: "ARCA aceptó el certificado." },
    {
      step: "last-number",
      ok: true,
      message: "Último comprobante del punto de venta 3: Factura C 0003-00000041.",
    },
  ];

  it("is offered only once the settings and a certificate are saved", async () => {
    await open(saved);
    expect(screen.queryByRole("button", { name: "Probar conexión" })).not.toBeInTheDocument();
  });

  it("shows its progress, then each step with its message and a summary", async () => {
    const reply = deferredReply();
    const { fetchMock, user } = await open(withCertificate, { "POST /fiscal-settings/test": reply.handler });
    await user.click(screen.getByRole("button", { name: "Probar conexión" }));

    expect(await screen.findByText(/Probando la conexión con ARCA/)).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Probando la conexión" })).toBeInTheDocument();
    reply.release(ok({ ok: true, steps }));

    const list = await screen.findByRole("list", { name: "Pasos de la prueba" });
    const items = within(list).getAllByRole("listitem");
    // Each step reads as its icon's title, its name and ARCA's message as it came.
    expect(items.map((item) => item.textContent)).toEqual([
      "CorrectoServicio de ARCAEl servicio de facturación de ARCA responde.",
      "CorrectoInicio de sesión con el certificadoARCA aceptó el certificado.",
      "CorrectoÚltimo comprobante del punto de ventaÚltimo comprobante del punto de venta 3: Factura C 0003-00000041.",
    ]);
    expect(screen.getByText("La conexión con ARCA funciona: ya podés facturar.")).toBeInTheDocument();
    expect(screen.queryByText(/Probando la conexión con ARCA/)).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/fiscal-settings/test")).toHaveLength(1);
  });

  it("marks the step that failed with its message", async () => {
    const refused =
      "ARCA rechazó el certificado: no está asociado al servicio wsfe. Asocialo en «Administrador de relaciones».";
    const { user } = await open(withCertificate, {
      "POST /fiscal-settings/test": ok({
        ok: false,
        steps: [steps[0], { step: "login", ok: false, message: refused }],
      }),
    });
    await user.click(screen.getByRole("button", { name: "Probar conexión" }));

    const list = await screen.findByRole("list", { name: "Pasos de la prueba" });
    const [service, login] = within(list).getAllByRole("listitem");
    expect(within(service as HTMLElement).getByTitle("Correcto")).toBeInTheDocument();
    expect(within(login as HTMLElement).getByTitle("Con error")).toBeInTheDocument();
    expect(within(login as HTMLElement).getByText(refused)).toBeInTheDocument();
    expect(
      screen.getByText("La conexión con ARCA no funciona: revisá el paso marcado con error."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ya podés facturar/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the test cannot run", async () => {
    const { user } = await open(withCertificate, {
      "POST /fiscal-settings/test": {
        status: 409,
        body: {
          error: { code: "aborted", message: "Subí el certificado de ARCA antes de probar la conexión." },
        },
      },
    });
    await user.click(screen.getByRole("button", { name: "Probar conexión" }));
    expect(
      await screen.findByText("Subí el certificado de ARCA antes de probar la conexión."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Pasos de la prueba" })).not.toBeInTheDocument();
  });
});
