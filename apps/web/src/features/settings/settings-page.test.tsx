import { type BusinessSettings, defaultCourses, MAX_COURSES, phoneMessages } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { logoNotAnImageText } from "./api/upload-logo";
import { coursesHintText } from "./components/courses-field";
import { blindCountText, slugKeptText } from "./components/settings-form";
import { adminOnlyText } from "./settings-page";

const settings: BusinessSettings = {
  name: "La Esquina",
  address: "Av. Corrientes 1234",
  phone: "1145678901",
  slug: "la-esquina",
  blindCashCount: false,
  discountPolicy: "admin-and-cashier",
  cashierMaxDiscount: 10,
  permissions: { cashierEditsCatalog: true, cashierCancelsOrders: true, kitchenCancelsOrders: true },
  logoUrl: null,
  quickNotes: ["Sin sal", "Bien cocido"],
  courses: [...defaultCourses],
};
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const open = async (role: "ADMIN" | "CASHIER", routes: Parameters<typeof fakeApi>[0] = {}) => {
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role }),
    "GET /business": ok(settings),
    // Decision 055: the ADMIN's fiscal data, not set up yet (its own tests: fiscal-section.test.tsx).
    "GET /fiscal-settings": ok({ configured: false }),
    ...routes,
  });
  const app = renderApp("/settings");
  await screen.findByRole("textbox", { name: /Nombre del negocio/ });
  return { fetchMock, ...app };
};

describe("SettingsPage", { timeout: 20_000 }, () => {
  it("lets ADMIN change the name, address, phone and the blind count", async () => {
    const { fetchMock, user } = await open("ADMIN", {
      "PATCH /business": () => ok({ ...settings, name: "Lo de Ana", blindCashCount: true }),
    });

    expect(screen.getByText(slugKeptText)).toBeInTheDocument();
    expect(screen.getByText(blindCountText)).toBeInTheDocument();
    expect(screen.queryByText(adminOnlyText)).not.toBeInTheDocument();
    // The stored digits shown as they are read (decision 069), sent back as digits.
    const phone = screen.getByRole("textbox", { name: "Teléfono" });
    expect(phone).toHaveValue("11 4567-8901");
    const name = screen.getByRole("textbox", { name: /Nombre del negocio/ });
    await user.clear(name);
    await user.type(name, "Lo de Ana");
    await user.click(screen.getByRole("switch", { name: "Arqueo ciego" }));
    await user.click(screen.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("Datos del negocio guardados.")).toBeInTheDocument();
    expect(phone).toHaveValue("11 4567-8901");
    expect(sentBodies(fetchMock, "PATCH", "/business")).toEqual([
      {
        name: "Lo de Ana",
        address: "Av. Corrientes 1234",
        phone: "1145678901",
        blind_cash_count: true,
        discount_policy: "admin-and-cashier",
        cashier_max_discount: 10,
        cashier_edits_catalog: true,
        cashier_cancels_orders: true,
        kitchen_cancels_orders: true,
        waiter_charges: false,
        quick_notes: ["Sin sal", "Bien cocido"],
        courses: defaultCourses,
      },
    ]);
  });

  it("renames, moves, adds and removes the courses, sending the kept ones' ids (decision 082)", async () => {
    const parrilla = { id: "0190a000-0000-7000-8082-000000000001", name: "Parrilla" };
    const saved = {
      ...settings,
      courses: [
        { id: "entrada", name: "Entrada" },
        { id: "principal", name: "Principales" },
        { id: "bebida", name: "Bebida" },
        parrilla,
      ],
    };
    const { fetchMock, user } = await open("ADMIN", { "PATCH /business": () => ok(saved) });
    const courses = within(screen.getByRole("group", { name: "Tiempos" }));
    expect(courses.getByText(coursesHintText)).toBeInTheDocument();
    expect(courses.getAllByRole("textbox").map((box) => (box as HTMLInputElement).value)).toEqual([
      "Entrada",
      "Principal",
      "Postre",
      "Bebida",
    ]);
    expect(courses.getByRole("button", { name: "Subir Entrada" })).toBeDisabled();
    expect(courses.getByRole("button", { name: "Bajar Bebida" })).toBeDisabled();

    const principal = courses.getByRole("textbox", { name: "Tiempo 2" });
    await user.clear(principal);
    await user.type(principal, "Principales");
    await user.click(courses.getByRole("button", { name: "Subir Bebida" }));
    expect(courses.getByRole("textbox", { name: "Tiempo 3" })).toHaveValue("Bebida");
    await user.click(courses.getByRole("button", { name: "Agregar tiempo" }));
    await user.type(courses.getByRole("textbox", { name: "Tiempo 5" }), "Parrilla");
    await user.click(courses.getByRole("button", { name: "Quitar Postre" }));
    expect(courses.getByRole("textbox", { name: "Tiempo 4" })).toHaveValue("Parrilla");
    await user.click(screen.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("Datos del negocio guardados.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/business")[0].courses).toEqual([
      { id: "entrada", name: "Entrada" },
      { id: "principal", name: "Principales" },
      { id: "bebida", name: "Bebida" },
      { name: "Parrilla" },
    ]);

    // Saved again, the new course goes with the id the server gave it.
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(sentBodies(fetchMock, "PATCH", "/business")).toHaveLength(2));
    expect(sentBodies(fetchMock, "PATCH", "/business")[1].courses).toEqual(saved.courses);
  });

  it("refuses a course twice, keeps one at least and at most the domain's limit", async () => {
    const { fetchMock, user } = await open("ADMIN", { "PATCH /business": () => ok(settings) });
    const courses = within(screen.getByRole("group", { name: "Tiempos" }));
    const add = courses.getByRole("button", { name: "Agregar tiempo" });
    await user.click(add);
    await user.type(courses.getByRole("textbox", { name: "Tiempo 5" }), "postre");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await courses.findByText("Cada tiempo puede estar una sola vez.")).toBeInTheDocument();

    for (let n = defaultCourses.length + 1; n < MAX_COURSES; n++) await user.click(add);
    expect(courses.getAllByRole("textbox")).toHaveLength(MAX_COURSES);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() =>
      expect(courses.getByRole("textbox", { name: "Tiempo 6" })).toHaveAccessibleDescription(
        "Escribí el nombre del tiempo.",
      ),
    );
    expect(sentBodies(fetchMock, "PATCH", "/business")).toEqual([]);

    for (let n = MAX_COURSES; n > 1; n--) {
      await user.click(courses.getAllByRole("button", { name: /^Quitar / })[0] as HTMLElement);
    }
    expect(courses.getAllByRole("textbox")).toHaveLength(1);
    expect(courses.getByRole("button", { name: /^Quitar / })).toBeDisabled();
    expect(add).toBeEnabled();
  });

  it("lets ADMIN choose who may discount and the cashier's maximum", async () => {
    const { fetchMock, user } = await open("ADMIN", { "PATCH /business": () => ok(settings) });
    const max = screen.getByRole("spinbutton", { name: "Descuento máximo de la caja (%)" });
    expect(max).toHaveValue(10);
    await user.clear(max);
    await user.type(max, "150");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("El porcentaje puede ser como mucho 100.")).toBeInTheDocument();
    await user.clear(max);
    await user.type(max, "15");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await screen.findByText("Datos del negocio guardados.");

    await user.click(screen.getByRole("combobox", { name: "Quién puede hacer descuentos" }));
    await user.click(await screen.findByRole("option", { name: "Solo el administrador" }));
    expect(screen.queryByRole("spinbutton", { name: /Descuento máximo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(sentBodies(fetchMock, "PATCH", "/business")).toHaveLength(2));
    expect(sentBodies(fetchMock, "PATCH", "/business")).toMatchObject([
      { discount_policy: "admin-and-cashier", cashier_max_discount: 15 },
      { discount_policy: "admin-only", cashier_max_discount: 15 },
    ]);
  });

  it("checks the phone on the client and shows the server's refusal under its field", async () => {
    const { fetchMock, user } = await open("ADMIN", {
      "PATCH /business": {
        status: 400,
        body: {
          error: {
            code: "invalid-argument",
            message: "Revisá los datos ingresados.",
            fields: { address: "Ingresá la dirección del negocio." },
          },
        },
      },
    });
    const phone = screen.getByRole("textbox", { name: "Teléfono" });
    await user.clear(phone);
    await user.type(phone, "11-45");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(phoneMessages.length)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/business")).toEqual([]);

    await user.clear(phone);
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Ingresá la dirección del negocio.")).toBeInTheDocument();
  });

  it("saves a business with no phone, and a phone as people write it", async () => {
    const noPhone = { ...settings, phone: null };
    const fetchMock = fakeApi({
      "GET /session": signedIn(),
      "GET /business": ok(noPhone),
      "GET /fiscal-settings": ok({ configured: false }),
      "PATCH /business": () => ok(noPhone),
    });
    const { user } = renderApp("/settings");
    await screen.findByRole("textbox", { name: /Nombre del negocio/ });

    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Datos del negocio guardados.")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Teléfono" }), "011 4567-8901");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(sentBodies(fetchMock, "PATCH", "/business")).toHaveLength(2));
    expect(sentBodies(fetchMock, "PATCH", "/business").map((body) => body.phone)).toEqual([
      null,
      "1145678901",
    ]);
  });

  it("shows a CASHIER the data read-only and says only the administrator changes it", async () => {
    const { fetchMock } = await open("CASHIER");

    expect(screen.getByText(adminOnlyText)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Nombre del negocio/ })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /Dirección/ })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Arqueo ciego" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Cocina puede cancelar pedidos" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Tiempo 1" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Quitar Entrada" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Agregar tiempo" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar" })).not.toBeInTheDocument();
    expect(screen.queryByText("Subir logo")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method && init.method !== "GET")).toBe(false);
  });

  it("uploads the chosen file's bytes and shows the new logo; 'Quitar logo' removes it", async () => {
    const logoUrl = "/api/v1/business/logo?v=5";
    const { fetchMock, user } = await open("ADMIN", {
      "PUT /business/logo": ok({ ...settings, logoUrl }),
      "DELETE /business/logo": ok(settings),
    });

    await user.upload(
      screen.getByLabelText("Archivo del logo"),
      new File([png], "logo.png", { type: "image/png" }),
    );

    expect(await screen.findByRole("img", { name: "Logo de La Esquina" })).toHaveAttribute("src", logoUrl);
    const [url, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === "PUT") ?? [];
    expect(url).toBe("/api/v1/business/logo");
    expect(new Uint8Array(init?.body as Uint8Array)).toEqual(png);
    expect(init?.headers).toMatchObject({ "Content-Type": "image/png" });

    await user.click(screen.getByRole("button", { name: "Quitar logo" }));
    await waitFor(() =>
      expect(screen.queryByRole("img", { name: "Logo de La Esquina" })).not.toBeInTheDocument(),
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
  });

  it("refuses a file that is not an image before sending it, and shows the server's refusal", async () => {
    const { fetchMock, user } = await open("ADMIN", {
      "PUT /business/logo": {
        status: 400,
        body: { error: { code: "invalid-argument", message: "El logo puede pesar hasta 1 MB." } },
      },
    });
    const input = screen.getByLabelText("Archivo del logo");
    // An HTML page renamed .png: the type comes from its bytes.
    await user.upload(input, new File(["<html><script></script></html>"], "logo.png", { type: "image/png" }));
    expect(await screen.findByText(logoNotAnImageText)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    await user.upload(input, new File([png], "logo.png", { type: "image/png" }));
    const alert = await screen.findByText("El logo puede pesar hasta 1 MB.");
    expect(within(alert.closest('[role="alert"]') as HTMLElement).queryByText(logoNotAnImageText)).toBeNull();
  });

  it("is reached from the account menu by ADMIN only", async () => {
    const menu = ok({ business: { name: "La Esquina", slug: "la-esquina", logoUrl: null }, sections: [] });
    fakeApi({ "GET /session": signedIn(), "GET /menu": menu, "GET /business": ok(settings) });
    const { user } = renderApp("/menu");
    await user.click(await screen.findByRole("button", { name: "Cuenta de ana Pérez" }));
    await user.click(screen.getByRole("menuitem", { name: "Configuración del negocio" }));
    expect(await screen.findByRole("textbox", { name: /Nombre del negocio/ })).toHaveValue("La Esquina");
  });

  it("offers no settings entry to a CASHIER", async () => {
    fakeApi({ "GET /session": signedIn({ role: "CASHIER" }), "GET /business": ok(settings) });
    const { user } = renderApp("/settings");
    await user.click(await screen.findByRole("button", { name: "Cuenta de ana Pérez" }));
    expect(screen.getByRole("menuitem", { name: "Perfil" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Configuración del negocio" })).not.toBeInTheDocument();
  });
});
