import type { ProductOption, Promotion } from "@comanda/domain";
import { fireEvent, screen, waitFor, type within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { findLoadedDialog } from "@/testing/find-dialog";
import { renderApp } from "@/testing/render-app";
import { promotion } from "../testing/promotion-fixtures";
import { saveFailedText } from "./promotion-form";

const option = (n: number, name: string, price: number): ProductOption => ({
  id: `0190c000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  name,
  price,
  quantity: null,
  categoryId: "0190d000-0000-7000-8000-000000000001",
  modifierGroupIds: [],
});
const burger = option(1, "Hamburguesa", 3000);
const fries = option(2, "Papas fritas", 1500.5);
const soda = option(3, "Gaseosa", 1000);
const options = (items: ProductOption[]) => ok({ items });

const productRoutes: FakeRoutes = {
  "GET /product-options?limit=20": options([burger, fries, soda]),
  "GET /product-options?limit=20&q=pap": options([fries]),
};

const openPromotions = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...productRoutes, ...routes });
  const app = renderApp("/promotions");
  await screen.findByRole("heading", { level: 1, name: "Promociones" });
  return { fetchMock, ...app };
};

type Dialog = ReturnType<typeof within>;

const openNewDialog = async (user: UserEvent) => {
  await user.click(await screen.findByRole("button", { name: "Nueva promoción" }));
  return findLoadedDialog("Crear promoción combo");
};

/** Picks a product from the type-to-search box and presses 'Agregar producto'. */
const addProduct = async (user: UserEvent, dialog: Dialog, name: string, typed?: string) => {
  const box = dialog.getByRole("combobox", { name: "Producto" });
  await user.click(box);
  if (typed) {
    await user.type(box, typed);
    // The server's answer for what was typed replaces the whole list once the typing pauses.
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((item) => item.textContent)).toEqual([
        expect.stringContaining(name),
      ]),
    );
  }
  await user.click(await screen.findByRole("option", { name: new RegExp(name) }));
  await user.click(dialog.getByRole("button", { name: "Agregar producto" }));
};

const quantityOf = (dialog: Dialog, name: string) =>
  dialog.getByRole("status", { name: `Cantidad de ${name}` });

describe("Combo promotion dialog", { timeout: 30_000 }, () => {
  it("builds a combo with plus and minus, down to removing a product, and sends the domain's body", async () => {
    let items: Promotion[] = [];
    const saved = promotion(1, { name: "Combo Burger", value: 7000 });
    const { user, fetchMock } = await openPromotions({
      "GET /promotions?limit=10": () => pageOf(items),
      "POST /promotions": () => {
        items = [saved];
        return ok(saved, 201);
      },
    });

    const dialog = await openNewDialog(user);
    const save = dialog.getByRole("button", { name: "Guardar" });
    expect(save).toBeDisabled();
    // docs/product.md#states: a new combo starts now.
    expect((dialog.getByLabelText(/Fecha inicio/) as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(dialog.getByLabelText(/Fecha final/)).toHaveValue("");
    expect(dialog.getByRole("button", { name: "Agregar producto" })).toBeDisabled();

    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Combo Burger");
    await user.type(dialog.getByRole("textbox", { name: "Valor" }), "7.000");
    expect(save).toBeDisabled();

    await addProduct(user, dialog, "Hamburguesa");
    expect(quantityOf(dialog, "Hamburguesa")).toHaveTextContent("1");
    expect(save).toBeEnabled();
    await user.click(dialog.getByRole("button", { name: "Sumar uno a Hamburguesa" }));
    await user.click(dialog.getByRole("button", { name: "Sumar uno a Hamburguesa" }));
    expect(quantityOf(dialog, "Hamburguesa")).toHaveTextContent("3");
    await user.click(dialog.getByRole("button", { name: "Restar uno a Hamburguesa" }));
    expect(quantityOf(dialog, "Hamburguesa")).toHaveTextContent("2");

    await addProduct(user, dialog, "Papas fritas", "pap");
    expect(quantityOf(dialog, "Papas fritas")).toHaveTextContent("1");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/v1/product-options?limit=20&q=pap");
    // 2 × $ 3.000 + $ 1.500,50 bought one by one, against $ 7.000 for the combo.
    expect(dialog.getByText("Por separado: $ 7.500,50 · El cliente ahorra $ 500,50")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Restar uno a Papas fritas" }));
    expect(dialog.queryByText("Papas fritas")).not.toBeInTheDocument();
    expect(dialog.getByText("Por separado: $ 6.000,00")).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Restar uno a Hamburguesa" }));
    await user.click(dialog.getByRole("button", { name: "Restar uno a Hamburguesa" }));
    expect(dialog.queryByRole("button", { name: "Sumar uno a Hamburguesa" })).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    await addProduct(user, dialog, "Hamburguesa");
    await user.click(dialog.getByRole("button", { name: "Sumar uno a Hamburguesa" }));
    await user.click(save);

    expect(await screen.findByText("Promoción creada.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("row", { name: /Combo Burger/ })).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, "POST", "/promotions");
    expect(body).toEqual({
      name: "Combo Burger",
      value: 7000,
      start_date: expect.any(Number),
      end_date: null,
      applies_to: [{ product_id: burger.id, quantity_needed: 2 }],
    });
    expect(Math.abs(body.start_date - Date.now())).toBeLessThan(5 * 60_000);
  });

  it("counts one more when a product already in the combo is added again", async () => {
    const { user } = await openPromotions({ "GET /promotions?limit=10": pageOf([]) });

    const dialog = await openNewDialog(user);
    await addProduct(user, dialog, "Gaseosa");
    await addProduct(user, dialog, "Gaseosa");

    expect(quantityOf(dialog, "Gaseosa")).toHaveTextContent("2");
    expect(dialog.getAllByRole("button", { name: "Sumar uno a Gaseosa" })).toHaveLength(1);
  });

  it("reads the dates on the Buenos Aires clock and refuses an end before the start", async () => {
    const { user, fetchMock } = await openPromotions({ "GET /promotions?limit=10": pageOf([]) });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Navidad");
    await user.type(dialog.getByRole("textbox", { name: "Valor" }), "1500,5");
    await addProduct(user, dialog, "Gaseosa");
    const start = dialog.getByLabelText(/Fecha inicio/);
    const end = dialog.getByLabelText(/Fecha final/);
    await user.clear(start);
    await user.type(start, "24/12/2026 20:00");
    await user.type(end, "24/12/2026 19:00");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await dialog.findByText("La fecha final debe ser posterior a la de inicio.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/promotions")).toEqual([]);
  });

  it("sends the start and end as epoch ms of the Buenos Aires time typed", async () => {
    const { user, fetchMock } = await openPromotions({
      "GET /promotions?limit=10": pageOf([]),
      "POST /promotions": ok(promotion(1), 201),
    });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Navidad");
    await user.type(dialog.getByRole("textbox", { name: "Valor" }), "1500,5");
    await addProduct(user, dialog, "Gaseosa");
    const start = dialog.getByLabelText(/Fecha inicio/);
    await user.clear(start);
    await user.type(start, "24/12/2026 20:00");
    await user.type(dialog.getByLabelText(/Fecha final/), "26/12/2026 00:00");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/promotions")).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", "/promotions")[0]).toMatchObject({
      value: 1500.5,
      start_date: Date.UTC(2026, 11, 24, 23),
      end_date: Date.UTC(2026, 11, 26, 3),
    });
  });

  it("keeps the dialog open with what was typed when the save fails, with the text of docs/product.md", async () => {
    const reason = "El producto Gaseosa está deshabilitado.";
    const { user } = await openPromotions({
      "GET /promotions?limit=10": pageOf([]),
      "POST /promotions": {
        status: 409,
        body: { error: { code: "aborted", message: reason } },
      },
    });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Merienda");
    await user.type(dialog.getByRole("textbox", { name: "Valor" }), "2000");
    await addProduct(user, dialog, "Gaseosa");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent(`${saveFailedText}. ${reason}`);
    expect(screen.getByRole("dialog", { name: "Crear promoción combo" })).toBeInTheDocument();
    expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveValue("Merienda");
    expect(quantityOf(dialog, "Gaseosa")).toHaveTextContent("1");
  });

  it("puts the server's field message under its field", async () => {
    const taken = "Ya existe una promoción con ese nombre.";
    const { user } = await openPromotions({
      "GET /promotions?limit=10": pageOf([]),
      "POST /promotions": {
        status: 409,
        body: { error: { code: "aborted", message: taken, fields: { name: taken } } },
      },
    });

    const dialog = await openNewDialog(user);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Merienda");
    await user.type(dialog.getByRole("textbox", { name: "Valor" }), "2000");
    await addProduct(user, dialog, "Gaseosa");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveAccessibleDescription(taken),
    );
    expect(dialog.getByRole("alert")).toHaveTextContent(saveFailedText);
  });

  it("shows and reads its dates as dd/mm/yyyy in an English browser", async () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("en-US");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US", "en"]);
    const { user } = await openPromotions({ "GET /promotions?limit=10": pageOf([]) });

    const dialog = await openNewDialog(user);
    const start = dialog.getByRole("textbox", { name: /Fecha inicio/ });
    expect((start as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(start).toHaveAttribute("placeholder", "dd/mm/aaaa hh:mm");

    // The calendar's choice comes back as es-AR text: 3 February, not 2 March.
    const end = dialog.getByRole("textbox", { name: /Fecha final/ });
    expect(
      dialog.getByRole("button", { name: "Elegir la fecha final en el calendario" }),
    ).toBeInTheDocument();
    const picker = end.parentElement?.querySelector('input[type="datetime-local"]');
    fireEvent.change(picker as HTMLInputElement, { target: { value: "2027-02-03T21:30" } });
    expect(end).toHaveValue("03/02/2027 21:30");
    vi.restoreAllMocks();
  });

  it("edits a combo, showing what it has and sending the whole of it", async () => {
    const combo = promotion(1, { name: "Combo Burger", value: 4500.5, endDate: Date.UTC(2026, 11, 1, 3) });
    const { user, fetchMock } = await openPromotions({
      "GET /promotions?limit=10": pageOf([combo]),
      [`PATCH /promotions/${combo.id}`]: ok(combo),
    });

    await user.click(await screen.findByRole("button", { name: "Editar Combo Burger" }));
    const dialog = await findLoadedDialog("Editar promoción combo");
    expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveValue("Combo Burger");
    expect(dialog.getByRole("textbox", { name: "Valor" })).toHaveValue("4500,50");
    expect(dialog.getByLabelText(/Fecha inicio/)).toHaveValue("20/11/2026 12:00");
    expect(dialog.getByLabelText(/Fecha final/)).toHaveValue("01/12/2026 00:00");
    expect(quantityOf(dialog, "Hamburguesa")).toHaveTextContent("2");
    await user.click(dialog.getByRole("button", { name: "Sumar uno a Hamburguesa" }));
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("Promoción actualizada.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/promotions/${combo.id}`)).toEqual([
      {
        name: "Combo Burger",
        value: 4500.5,
        start_date: combo.startDate,
        end_date: Date.UTC(2026, 11, 1, 3),
        applies_to: [{ product_id: "0190c000-0000-7000-8000-000000000001", quantity_needed: 3 }],
      },
    ]);
  });
});
