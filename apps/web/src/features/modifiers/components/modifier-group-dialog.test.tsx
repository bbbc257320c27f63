import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { findLoadedDialog } from "@/testing/find-dialog";
import { renderApp } from "@/testing/render-app";
import { cebolla, cooking, extras, huevo } from "../testing/modifier-group-fixtures";

const ingredientRoutes: FakeRoutes = {
  "GET /ingredient-options?limit=20": ok({ items: [cebolla, huevo] }),
};

const openModifiers = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...ingredientRoutes, ...routes });
  const app = renderApp("/modifiers");
  await screen.findByRole("heading", { level: 1, name: "Opciones" });
  return { fetchMock, ...app };
};

type Dialog = Awaited<ReturnType<typeof findLoadedDialog>>;

/** The group's own 'Nombre', above its options' (each inside its 'Opción N' group). */
const groupName = (dialog: Dialog) => dialog.getAllByRole("textbox", { name: "Nombre" })[0] as HTMLElement;

const optionBox = (dialog: Dialog, n: number) => within(dialog.getByRole("group", { name: `Opción ${n}` }));

const chooseStock = async (user: UserEvent, option: ReturnType<typeof optionBox>, label: string) => {
  await user.click(option.getByRole("combobox", { name: "Stock" }));
  await user.click(await screen.findByRole("option", { name: label }));
};

const chooseIngredient = async (user: UserEvent, option: ReturnType<typeof optionBox>, name: string) => {
  await user.click(option.getByRole("combobox", { name: "Ingrediente" }));
  await user.click(await screen.findByRole("option", { name }));
};

describe("Modifier group dialog", { timeout: 60_000 }, () => {
  it("creates a group with two options, one taking an ingredient, and sends the domain's body", async () => {
    const { user, fetchMock } = await openModifiers({
      "GET /modifier-groups?limit=10": pageOf([]),
      "POST /modifier-groups": ok(extras, 201),
    });

    await user.click(await screen.findByRole("button", { name: "Nuevo grupo" }));
    const dialog = await findLoadedDialog("Nuevo grupo de opciones");
    const save = dialog.getByRole("button", { name: "Guardar" });
    expect(save).toBeDisabled();
    await user.type(groupName(dialog), "Extras");
    const max = dialog.getByRole("textbox", { name: "Máximo" });
    await user.clear(max);
    await user.type(max, "2");
    expect(dialog.getByText("Se pide así: Opcional, hasta 2")).toBeInTheDocument();

    const first = optionBox(dialog, 1);
    await user.type(first.getByRole("textbox", { name: "Nombre" }), "Huevo frito");
    await user.type(first.getByRole("textbox", { name: "Precio adicional" }), "1.234,50");
    await chooseStock(user, first, "Suma un ingrediente");
    await chooseIngredient(user, first, "Huevo");
    // A piece is counted in units (decision 017).
    expect(first.getByText("unidad")).toBeInTheDocument();
    await user.type(first.getByRole("textbox", { name: "Cantidad" }), "1");

    await user.click(dialog.getByRole("button", { name: "Agregar opción" }));
    const second = optionBox(dialog, 2);
    await user.type(second.getByRole("textbox", { name: "Nombre" }), "Sin cebolla");
    await chooseStock(user, second, "Quita un ingrediente de la receta");
    await chooseIngredient(user, second, "Cebolla");
    // The second goes first.
    await user.click(second.getByRole("button", { name: "Subir Sin cebolla" }));
    expect(optionBox(dialog, 1).getByRole("textbox", { name: "Nombre" })).toHaveValue("Sin cebolla");

    await user.click(save);

    expect(await screen.findByText("Grupo de opciones creado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/modifier-groups")).toEqual([
      {
        name: "Extras",
        min_choices: 0,
        max_choices: 2,
        options: [
          { name: "Sin cebolla", ingredient_effect: "remove", ingredient_id: cebolla.id },
          {
            name: "Huevo frito",
            price: 1234.5,
            ingredient_effect: "add",
            ingredient_id: huevo.id,
            quantity_needed: 1,
            unit: "piece",
          },
        ],
      },
    ]);
  });

  it("asks for the ingredient before sending, under the option's picker", async () => {
    const { user, fetchMock } = await openModifiers({ "GET /modifier-groups?limit=10": pageOf([]) });

    await user.click(await screen.findByRole("button", { name: "Nuevo grupo" }));
    const dialog = await findLoadedDialog("Nuevo grupo de opciones");
    await user.type(groupName(dialog), "Sin…");
    const first = optionBox(dialog, 1);
    await user.type(first.getByRole("textbox", { name: "Nombre" }), "Sin cebolla");
    await chooseStock(user, first, "Quita un ingrediente de la receta");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    await waitFor(() =>
      expect(first.getByRole("combobox", { name: "Ingrediente" })).toHaveAccessibleDescription(
        "Elegí un ingrediente.",
      ),
    );
    expect(sentBodies(fetchMock, "POST", "/modifier-groups")).toEqual([]);
  });

  it("puts the server's field error under the option's field it names", async () => {
    const message = "El ingrediente no existe o está deshabilitado.";
    const { user } = await openModifiers({
      "GET /modifier-groups?limit=10": pageOf([]),
      "POST /modifier-groups": {
        status: 400,
        body: {
          error: {
            code: "invalid-argument",
            message: "Revisá los datos ingresados.",
            fields: { "options.1.ingredient_id": message },
          },
        },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Nuevo grupo" }));
    const dialog = await findLoadedDialog("Nuevo grupo de opciones");
    await user.type(groupName(dialog), "Sin…");
    await user.type(optionBox(dialog, 1).getByRole("textbox", { name: "Nombre" }), "Sin sal");
    await user.click(dialog.getByRole("button", { name: "Agregar opción" }));
    const second = optionBox(dialog, 2);
    await user.type(second.getByRole("textbox", { name: "Nombre" }), "Sin cebolla");
    await chooseStock(user, second, "Quita un ingrediente de la receta");
    await chooseIngredient(user, second, "Cebolla");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    await waitFor(() =>
      expect(second.getByRole("combobox", { name: "Ingrediente" })).toHaveAccessibleDescription(message),
    );
    // Only under the field it is about: neither the first option nor the top of the dialog repeats it.
    expect(dialog.getAllByText(message)).toHaveLength(1);
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Nuevo grupo de opciones" })).toBeInTheDocument();
  });

  it("shows a refusal with no field at the top of the dialog", async () => {
    const reason = "Ya existe un grupo con ese nombre.";
    const { user } = await openModifiers({
      "GET /modifier-groups?limit=10": pageOf([]),
      "POST /modifier-groups": { status: 409, body: { error: { code: "aborted", message: reason } } },
    });

    await user.click(await screen.findByRole("button", { name: "Nuevo grupo" }));
    const dialog = await findLoadedDialog("Nuevo grupo de opciones");
    await user.type(groupName(dialog), "Extras");
    await user.type(optionBox(dialog, 1).getByRole("textbox", { name: "Nombre" }), "Queso");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent(reason);
  });

  it("edits a group keeping its options' ids, and marks an option 'Agotado hoy' at once", async () => {
    const [jugoso, aPunto] = cooking.options;
    const { user, fetchMock } = await openModifiers({
      "GET /modifier-groups?limit=10": pageOf([cooking]),
      [`PATCH /modifier-groups/${cooking.id}/options/${jugoso?.id}/availability`]: ok(cooking),
      [`PATCH /modifier-groups/${cooking.id}`]: ok(cooking),
    });

    await user.click(await screen.findByRole("button", { name: "Editar Punto de cocción" }));
    const dialog = await findLoadedDialog("Editar grupo de opciones");
    expect(dialog.getByRole("textbox", { name: "Mínimo" })).toHaveValue("1");
    expect(dialog.getByRole("textbox", { name: "Máximo" })).toHaveValue("1");
    expect(optionBox(dialog, 2).getByRole("switch", { name: "Agotado hoy" })).toBeChecked();
    const first = optionBox(dialog, 1);
    const soldOut = first.getByRole("switch", { name: "Agotado hoy" });
    expect(soldOut).not.toBeChecked();

    await user.click(soldOut);
    await waitFor(() => expect(soldOut).toBeChecked());
    expect(
      sentBodies(fetchMock, "PATCH", `/modifier-groups/${cooking.id}/options/${jugoso?.id}/availability`),
    ).toEqual([{ soldOut: true }]);

    await user.click(first.getByRole("button", { name: "Quitar Jugoso" }));
    await user.click(dialog.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Grupo de opciones actualizado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/modifier-groups/${cooking.id}`)).toEqual([
      {
        name: "Punto de cocción",
        min_choices: 1,
        max_choices: 1,
        options: [
          { id: aPunto?.id, name: "A punto", ingredient_effect: "none" },
          { id: cooking.options[2]?.id, name: "Bien cocido", ingredient_effect: "none" },
        ],
      },
    ]);
  });

  it("says under the switch when 'Agotado hoy' could not be saved", async () => {
    const reason = "No tenés permiso para hacer esto.";
    const { user } = await openModifiers({
      "GET /modifier-groups?limit=10": pageOf([cooking]),
      [`PATCH /modifier-groups/${cooking.id}/options/${cooking.options[0]?.id}/availability`]: {
        status: 403,
        body: { error: { code: "permission-denied", message: reason } },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Editar Punto de cocción" }));
    const dialog = await findLoadedDialog("Editar grupo de opciones");
    const first = optionBox(dialog, 1);
    await user.click(first.getByRole("switch", { name: "Agotado hoy" }));

    expect(await first.findByText(reason)).toBeInTheDocument();
    expect(first.getByRole("switch", { name: "Agotado hoy" })).not.toBeChecked();
  });
});
