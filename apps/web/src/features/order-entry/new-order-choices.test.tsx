import type { ModifierGroup } from "@comanda/domain/modifier-group";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  agua,
  coca,
  comboBurger,
  hamburguesa,
  milanesa,
  productOption,
  promotionOption,
} from "@/entities/order/testing/order-fixtures";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { ok, sentBodies } from "@/testing/fake-api";
import { gridButton, line, openDialog, storedOrder, tap } from "./testing/new-order-harness";

const uuid = (n: number) => `0190e000-0000-7000-8000-${String(n).padStart(12, "0")}`;
const option = (n: number, name: string, price = 0, soldOut = false) => ({
  id: uuid(n),
  name,
  price,
  ingredientEffect: "none" as const,
  ingredientId: null,
  ingredientName: null,
  quantityNeeded: null,
  unit: null,
  soldOut,
});
const group = (
  n: number,
  name: string,
  min: number,
  max: number,
  options: ModifierGroup["options"],
): ModifierGroup => ({
  id: uuid(100 + n),
  name,
  minChoices: min,
  maxChoices: max,
  options,
  productCount: 1,
  createdAt: 0,
  updatedAt: 0,
});
const punto = group(1, "Punto de cocción", 1, 1, [
  option(1, "Jugoso"),
  option(2, "A punto"),
  option(3, "Bien cocido"),
]);
const extras = group(2, "Extras", 0, 2, [
  option(4, "Huevo frito", 1500),
  option(5, "Papas fritas", 2000),
  option(6, "Queso", 900, true),
]);
const bife = {
  ...productOption(20, "Bife de chorizo", 12_000, null),
  modifierGroupIds: [punto.id, extras.id],
};

// Decision 082: a starter the kitchen would serve with the mains unless the line is moved.
const provoleta = { ...productOption(21, "Provoleta", 5_000, null), courseId: "principal" };

const routes = {
  "GET /product-options?limit=100": ok({ items: [agua, coca, hamburguesa, milanesa, bife, provoleta] }),
  "GET /modifier-options": ok({ items: [extras, punto] }),
  "POST /orders": ok(storedOrder, 201),
  "GET /business": ok(businessSettingsOf({ address: "Calle 1", quickNotes: ["Sin sal", "Para llevar"] })),
};

afterEach(() => localStorage.clear());

describe("'Nuevo pedido': a product with choices (decision 080)", { timeout: 30_000 }, () => {
  it("asks the required choice on the tap, keeps two steaks with other points on their own lines, and sends them", async () => {
    const { user, dialog, fetchMock } = await openDialog(routes);
    await tap(user, dialog, "Bife de chorizo");
    let sheet = within(await screen.findByRole("dialog", { name: "Bife de chorizo" }));
    expect(sheet.getByText("Elegí 1")).toBeInTheDocument();
    expect(sheet.getByText("Opcional, hasta 2")).toBeInTheDocument();
    // 'Queso' is 'Agotado' today: it cannot be chosen.
    expect(sheet.getByRole("button", { name: /Queso/ })).toBeDisabled();
    await user.click(sheet.getByRole("button", { name: "Agregar" }));
    expect(sheet.getByText("Elegí Punto de cocción.")).toBeInTheDocument();
    await user.click(sheet.getByRole("button", { name: "Jugoso" }));
    await user.click(sheet.getByRole("button", { name: /^Huevo frito/ }));
    expect(sheet.getByText("Precio: $ 13.500,00")).toBeInTheDocument();
    await user.type(sheet.getByRole("textbox", { name: "Nota" }), "para compartir");
    await user.click(sheet.getByRole("button", { name: "Agregar" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Bife de chorizo" })).not.toBeInTheDocument(),
    );
    const first = line(dialog, "Bife de chorizo (Jugoso, Huevo frito) · para compartir");
    expect(within(first).getByText("Jugoso, Huevo frito (+ $ 1.500,00)")).toBeInTheDocument();
    expect(within(first).getByText("Nota: para compartir")).toBeInTheDocument();

    // The same product again, another point: another line. Its + adds one more of that same line.
    await tap(user, dialog, "Bife de chorizo");
    sheet = within(await screen.findByRole("dialog", { name: "Bife de chorizo" }));
    await user.click(sheet.getByRole("button", { name: "A punto" }));
    await user.click(sheet.getByRole("button", { name: "Agregar" }));
    await user.click(await dialog.findByRole("button", { name: "Agregar uno de Bife de chorizo (A punto)" }));
    expect(within(line(dialog, "Bife de chorizo (A punto)")).getByText("2")).toBeInTheDocument();
    // The tile counts every line of the product: 1 + 2.
    expect(gridButton(dialog, "Bife de chorizo").querySelector(".grid-tile-count")).toHaveTextContent("3");

    // Changed from the line: 'A punto' becomes 'Bien cocido' with fries.
    await user.click(dialog.getByRole("button", { name: "Opciones y nota de Bife de chorizo (A punto)" }));
    sheet = within(await screen.findByRole("dialog", { name: "Bife de chorizo" }));
    await user.click(sheet.getByRole("button", { name: "Bien cocido" }));
    await user.click(sheet.getByRole("button", { name: /^Papas fritas/ }));
    await user.click(sheet.getByRole("button", { name: "Guardar" }));
    expect(
      await dialog.findByRole("listitem", { name: "Bife de chorizo (Bien cocido, Papas fritas)" }),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    const [body] = sentBodies(fetchMock, "POST", "/orders");
    expect(body.products).toEqual([
      { product_id: bife.id, quantity: 1, options: [uuid(1), uuid(4)], note: "para compartir" },
      { product_id: bife.id, quantity: 2, options: [uuid(3), uuid(5)], note: null },
    ]);
  });

  it("adds a product without required choices in one tap, and takes a note on its line", async () => {
    const { user, dialog } = await openDialog(routes);
    await tap(user, dialog, "Milanesa");
    expect(screen.queryByRole("dialog", { name: "Milanesa" })).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Opciones y nota de Milanesa" }));
    const sheet = within(await screen.findByRole("dialog", { name: "Milanesa" }));
    // The owner's quick notes: a tap adds one, another tap takes it out.
    const quick = within(sheet.getByRole("group", { name: "Notas rápidas" }));
    await user.click(quick.getByRole("button", { name: "Para llevar" }));
    await user.click(quick.getByRole("button", { name: "Sin sal" }));
    expect(sheet.getByRole("textbox", { name: "Nota" })).toHaveValue("Para llevar, Sin sal");
    await user.click(quick.getByRole("button", { name: "Para llevar" }));
    expect(quick.getByRole("button", { name: "Sin sal" })).toHaveAttribute("aria-pressed", "true");
    await user.click(sheet.getByRole("button", { name: "Guardar" }));
    expect(await dialog.findByRole("listitem", { name: "Milanesa · Sin sal" })).toBeInTheDocument();
  });

  it("moves a line to another course from its sheet, and sends it with the line (decision 082)", async () => {
    const { user, dialog, fetchMock } = await openDialog(routes);
    await tap(user, dialog, "Provoleta");
    await tap(user, dialog, "Milanesa");
    await user.click(dialog.getByRole("button", { name: "Opciones y nota de Provoleta" }));
    const sheet = within(await screen.findByRole("dialog", { name: "Provoleta" }));
    // The product's own course to start with.
    const course = sheet.getByRole("combobox", { name: "Tiempo" });
    expect(course).toHaveTextContent("Principal");
    await user.click(course);
    expect(screen.getAllByRole("option").map((each) => each.textContent)).toEqual([
      "Sin tiempo",
      "Entrada",
      "Principal",
      "Postre",
      "Bebida",
    ]);
    await user.click(screen.getByRole("option", { name: "Entrada" }));
    await user.click(sheet.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Provoleta" })).not.toBeInTheDocument());
    // Opened again, the line says where it is now.
    await user.click(dialog.getByRole("button", { name: "Opciones y nota de Provoleta" }));
    const again = within(await screen.findByRole("dialog", { name: "Provoleta" }));
    expect(again.getByRole("combobox", { name: "Tiempo" })).toHaveTextContent("Entrada");
    await user.click(again.getByRole("button", { name: "Cancelar" }));

    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    // The line left as it was takes its product's course on the server: nothing is sent for it.
    expect(sentBodies(fetchMock, "POST", "/orders")[0].products).toEqual([
      { product_id: provoleta.id, quantity: 1, options: [], note: null, course: "entrada" },
      { product_id: milanesa.id, quantity: 1, options: [], note: null },
    ]);
  });

  it("offers no course where the business has none", async () => {
    const { user, dialog } = await openDialog({
      ...routes,
      "GET /business": ok(businessSettingsOf({ courses: [] })),
    });
    await tap(user, dialog, "Provoleta");
    await user.click(dialog.getByRole("button", { name: "Opciones y nota de Provoleta" }));
    const sheet = within(await screen.findByRole("dialog", { name: "Provoleta" }));
    expect(sheet.getByRole("textbox", { name: "Nota" })).toBeInTheDocument();
    expect(sheet.queryByRole("combobox", { name: "Tiempo" })).not.toBeInTheDocument();
  });

  it("asks a combo's steak its own point on every tap, and makes a line per choice (decision 080)", async () => {
    const parrilla = promotionOption(
      9,
      "Combo Parrilla",
      20_000,
      [
        { product: bife, quantityNeeded: 2 },
        { product: milanesa, quantityNeeded: 1 },
      ],
      null,
    );
    const { user, dialog, fetchMock } = await openDialog({
      ...routes,
      "GET /promotion-options?limit=100": ok({ items: [comboBurger, parrilla] }),
    });
    const ask = async (points: string[], confirm = "Agregar") => {
      const sheet = within(await screen.findByRole("dialog", { name: "Bife de chorizo · Combo Parrilla" }));
      for (const point of points)
        await user.click(sheet.getByRole("button", { name: new RegExp(`^${point}`) }));
      await user.click(sheet.getByRole("button", { name: confirm }));
    };
    await tap(user, dialog, "Combo Parrilla");
    const sheet = within(await screen.findByRole("dialog", { name: "Bife de chorizo · Combo Parrilla" }));
    // A combo's product takes no note; the egg counts for both steaks of the combo.
    expect(sheet.queryByRole("textbox", { name: "Nota" })).not.toBeInTheDocument();
    await user.click(sheet.getByRole("button", { name: "Agregar" }));
    expect(sheet.getByText("Elegí Punto de cocción.")).toBeInTheDocument();
    await user.click(sheet.getByRole("button", { name: "Jugoso" }));
    await user.click(sheet.getByRole("button", { name: /^Huevo frito/ }));
    expect(sheet.getByText("Precio: $ 23.000,00")).toBeInTheDocument();
    await user.click(sheet.getByRole("button", { name: "Agregar" }));
    const jugoso = "Combo Parrilla (Bife de chorizo: Jugoso, Huevo frito)";
    const combo = await dialog.findByRole("listitem", { name: jugoso });
    expect(within(combo).getByText("2 × Bife de chorizo (Jugoso, Huevo frito (+ $ 1.500,00))")).toBeVisible();
    expect(within(combo).getByText("$ 23.000,00")).toBeVisible();
    // '+1 igual': the same choices, without asking again.
    await user.click(dialog.getByRole("button", { name: `Agregar uno de ${jugoso}` }));
    expect(screen.queryByRole("dialog", { name: /Combo Parrilla/ })).not.toBeInTheDocument();
    expect(within(line(dialog, jugoso)).getByText("$ 46.000,00")).toBeVisible();
    // Tapped again with another point: a line of its own; with the same ones, more of the first.
    await tap(user, dialog, "Combo Parrilla");
    await ask(["A punto"]);
    const aPunto = "Combo Parrilla (Bife de chorizo: A punto)";
    expect(
      within(await dialog.findByRole("listitem", { name: aPunto })).getByText("$ 20.000,00"),
    ).toBeVisible();
    await tap(user, dialog, "Combo Parrilla");
    await ask(["Jugoso", "Huevo frito"]);
    expect(await within(line(dialog, jugoso)).findByText("$ 69.000,00")).toBeVisible();
    // Changed from its line: only that line takes 'Bien cocido'.
    await user.click(dialog.getByRole("button", { name: `Opciones de ${aPunto}` }));
    await ask(["Bien cocido"], "Guardar");
    const cocido = "Combo Parrilla (Bife de chorizo: Bien cocido)";
    expect(
      await within(await dialog.findByRole("listitem", { name: cocido })).findByText(
        "2 × Bife de chorizo (Bien cocido)",
      ),
    ).toBeVisible();
    expect(within(line(dialog, jugoso)).getByText("$ 69.000,00")).toBeVisible();

    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", "/orders")[0].promotions).toEqual([
      {
        promotion_id: parrilla.id,
        quantity: 3,
        items: [{ product_id: bife.id, options: [uuid(1), uuid(4)] }],
      },
      { promotion_id: parrilla.id, quantity: 1, items: [{ product_id: bife.id, options: [uuid(3)] }] },
    ]);
  });
});
