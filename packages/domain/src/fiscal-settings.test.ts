import { describe, expect, it } from "vitest";
import { businessDayCode } from "./dates.ts";
import {
  certificateRequestInput,
  fiscalCredentialsInput,
  fiscalSettings,
  fiscalSettingsInput,
} from "./fiscal-settings.ts";

const valid = {
  cuit: "20-12345678-6",
  legal_name: "  La Esquina   SRL ",
  iva_condition: "monotributo",
  gross_income: "901-123456-7",
  activity_start: "2020-03-01",
  point_of_sale: 3,
  environment: "homologacion",
};

const fieldErrors = (input: Record<string, unknown>) => {
  const result = fiscalSettingsInput.safeParse({ ...valid, ...input });
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);
};

describe("fiscalSettingsInput", () => {
  it("takes the identification threshold in pesos and keeps it in centavos, above zero", () => {
    expect(
      fiscalSettingsInput.parse({ ...valid, identification_threshold: 500_000.5 }).identification_threshold,
    ).toBe(50_000_050);
    expect(
      fiscalSettingsInput.safeParse({ ...valid, identification_threshold: 0 }).error?.issues[0]?.message,
    ).toBe("El monto tiene que ser mayor que cero.");
  });

  it("keeps the CUIT's digits and tidies the razón social", () => {
    expect(fiscalSettingsInput.parse(valid)).toEqual({
      ...valid,
      // Decision 055: invoicing by itself is off and the threshold is RG 5700/2025's unless said.
      auto_invoice: false,
      identification_threshold: 1_000_000_000,
      cuit: "20123456786",
      legal_name: "La Esquina SRL",
    });
  });

  it("takes ingresos brutos blank (none) or 'Exento'", () => {
    expect(fiscalSettingsInput.parse({ ...valid, gross_income: " " }).gross_income).toBeNull();
    expect(fiscalSettingsInput.parse({ ...valid, gross_income: null }).gross_income).toBeNull();
    expect(fiscalSettingsInput.parse({ ...valid, gross_income: "Exento" }).gross_income).toBe("Exento");
    expect(fieldErrors({ gross_income: "1".repeat(21) }).gross_income).toBe(
      "Puede tener hasta 20 caracteres.",
    );
  });

  it("refuses a CUIT with a wrong check digit in Spanish", () => {
    expect(fieldErrors({ cuit: "20-12345678-5" }).cuit).toBe("El CUIT no es válido: revisá los números.");
  });

  it("refuses a missing razón social, another IVA condition and another environment", () => {
    expect(fieldErrors({ legal_name: " " }).legal_name).toBe("Ingresá la razón social.");
    expect(fieldErrors({ legal_name: "x".repeat(121) }).legal_name).toBe("Puede tener hasta 120 caracteres.");
    expect(fieldErrors({ iva_condition: "exento" }).iva_condition).toBe("Elegí la condición frente al IVA.");
    expect(fieldErrors({ environment: "test" }).environment).toBe(
      "Elegí el entorno: Homologación o Producción.",
    );
  });

  it("takes a real date not after today for the start of activities", () => {
    expect(fieldErrors({ activity_start: "2021-02-30" }).activity_start).toBe(
      "Ingresá una fecha válida (AAAA-MM-DD).",
    );
    expect(fieldErrors({ activity_start: "01/03/2020" }).activity_start).toBe(
      "Ingresá una fecha válida (AAAA-MM-DD).",
    );
    expect(fieldErrors({ activity_start: "2999-01-01" }).activity_start).toBe(
      "La fecha no puede ser posterior a hoy.",
    );
    const today = businessDayCode(Date.now());
    expect(fiscalSettingsInput.parse({ ...valid, activity_start: today }).activity_start).toBe(today);
  });

  it("takes a point of sale from 1 to 99999", () => {
    const message = "El punto de venta es un número del 1 al 99999.";
    for (const point_of_sale of [0, 100_000, 1.5, "3", null]) {
      expect(fieldErrors({ point_of_sale }).point_of_sale).toBe(message);
    }
    expect(fiscalSettingsInput.parse({ ...valid, point_of_sale: 99_999 }).point_of_sale).toBe(99_999);
  });
});

const certificate = "-----BEGIN CERTIFICATE-----\r\nMIIBszCCAVmgAwIBAgIU\r\n-----END CERTIFICATE-----\r\n";
const key = "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----";

describe("fiscalCredentialsInput", () => {
  it("takes PEM text, with \\n newlines and one at the end", () => {
    expect(fiscalCredentialsInput.parse({ certificate, private_key: key })).toEqual({
      certificate: "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----\n",
      private_key: `${key}\n`,
    });
    const rsa = key.replaceAll("PRIVATE KEY", "RSA PRIVATE KEY");
    expect(fiscalCredentialsInput.safeParse({ certificate, private_key: rsa }).success).toBe(true);
  });

  it("refuses a key where the certificate goes and garbage, in Spanish", () => {
    const result = fiscalCredentialsInput.safeParse({ certificate: key, private_key: "hola" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "No es un certificado: subí el archivo .crt (o .pem) que te dio ARCA.",
      "No es una clave privada: subí el archivo .key con el que pediste el certificado.",
    ]);
    const mixed = "-----BEGIN CERTIFICATE-----\nAAAA\n-----END PRIVATE KEY-----";
    expect(fiscalCredentialsInput.safeParse({ certificate: mixed, private_key: key }).success).toBe(false);
  });

  it("refuses files over 20 kB and a missing certificate; the key may be left out (a request made here)", () => {
    const big = `-----BEGIN CERTIFICATE-----\n${"A".repeat(20_000)}\n-----END CERTIFICATE-----`;
    const result = fiscalCredentialsInput.safeParse({ certificate: big });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "El archivo es demasiado grande: tiene que pesar menos de 20 kB.",
    ]);
    expect(fiscalCredentialsInput.safeParse({}).error?.issues[0]?.message).toBe(
      "Subí el certificado de ARCA.",
    );
    expect(fiscalCredentialsInput.parse({ certificate })).toEqual({
      certificate: "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----\n",
    });
  });
});

describe("certificateRequestInput", () => {
  it("takes an alias of letters, digits and dashes, trimmed, and refuses spaces, accents and long ones", () => {
    expect(certificateRequestInput.parse({ alias: " comanda-caja1 " })).toEqual({ alias: "comanda-caja1" });
    for (const alias of ["", "la caja", "cañada", "a".repeat(31)])
      expect(certificateRequestInput.safeParse({ alias }).success).toBe(false);
  });
});

describe("fiscalSettings", () => {
  it("is the saved settings or the empty state", () => {
    expect(fiscalSettings.parse({ configured: false })).toEqual({ configured: false });
    expect(fiscalSettings.safeParse({ configured: true }).success).toBe(false);
  });
});
