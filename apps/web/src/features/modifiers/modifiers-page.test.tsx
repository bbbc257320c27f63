import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";
import { deleteGroupText } from "./modifiers-page";
import { cooking, extras, modifierGroup } from "./testing/modifier-group-fixtures";

const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

const openModifiers = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp("/modifiers");
  await screen.findByRole("heading", { level: 1, name: "Opciones" });
  return { fetchMock, ...app };
};

describe("ModifiersPage", { timeout: 20_000 }, () => {
  it("lists each group with its rule, its options marking the ones sold out, and how many products ask it", async () => {
    await openModifiers({ "GET /modifier-groups?limit=10": pageOf([cooking, extras]) });

    const table = await screen.findByRole("table", { name: "Grupos de opciones" });
    await within(table).findByText("Punto de cocción");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Nombre", "Regla", "Opciones", "Productos", "Acciones"]);
    const cookingRow = within(rowOf("Punto de cocción"));
    expect(cookingRow.getByText("Elegí 1")).toBeInTheDocument();
    expect(cookingRow.getByText("Jugoso, A punto (Agotado), Bien cocido")).toBeInTheDocument();
    expect(cookingRow.getByText("4")).toBeInTheDocument();
    const extrasRow = within(rowOf("Extras"));
    expect(extrasRow.getByText("Opcional, hasta 3")).toBeInTheDocument();
    expect(extrasRow.getByText("Huevo frito")).toBeInTheDocument();
    expect(extrasRow.getByRole("button", { name: "Editar Extras" })).toBeInTheDocument();
    // A group has no enabled/disabled state.
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("says so when there are none yet", async () => {
    await openModifiers({ "GET /modifier-groups?limit=10": pageOf([]) });

    expect(await screen.findByText("Todavía no hay grupos de opciones.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nuevo grupo" })).toBeInTheDocument();
  });

  it("searches by name", async () => {
    const { user, fetchMock } = await openModifiers({
      "GET /modifier-groups?limit=10": pageOf([cooking, extras]),
      "GET /modifier-groups?limit=10&q=extra": pageOf([extras]),
    });

    await screen.findByText("Punto de cocción");
    await user.type(screen.getByRole("searchbox", { name: "Buscar por nombre" }), "extra");
    await waitFor(() => expect(screen.queryByText("Punto de cocción")).not.toBeInTheDocument());
    expect(rowOf("Extras")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/v1/modifier-groups?limit=10&q=extra");
  });

  it("asks before deleting, and deletes nothing when cancelled", async () => {
    let items = [cooking];
    const { user, fetchMock } = await openModifiers({
      "GET /modifier-groups?limit=10": () => pageOf(items),
      [`DELETE /modifier-groups/${cooking.id}`]: () => {
        items = [];
        return ok({ ok: true });
      },
    });

    await user.click(await screen.findByRole("button", { name: "Eliminar Punto de cocción" }));
    let confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription(deleteGroupText);
    await user.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "DELETE", `/modifier-groups/${cooking.id}`)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Eliminar Punto de cocción" }));
    confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Grupo de opciones eliminado.")).toBeInTheDocument();
    expect(await screen.findByText("Todavía no hay grupos de opciones.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "DELETE", `/modifier-groups/${cooking.id}`)).toHaveLength(1);
  });

  it("shows the server's reason when a delete is refused", async () => {
    const reason = "No se puede eliminar el grupo.";
    const { user } = await openModifiers({
      "GET /modifier-groups?limit=10": pageOf([cooking]),
      [`DELETE /modifier-groups/${cooking.id}`]: {
        status: 409,
        body: { error: { code: "aborted", message: reason } },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Eliminar Punto de cocción" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rowOf("Punto de cocción")).toBeInTheDocument();
  });

  it("refetches when the live stream says a group changed", async () => {
    let items = [modifierGroup(3, { name: "Guarnición" })];
    const { fetchMock } = await openModifiers({ "GET /modifier-groups?limit=10": () => pageOf(items) });
    await screen.findByRole("row", { name: /Guarnición/ });

    items = [modifierGroup(3, { name: "Guarniciones" })];
    FakeEventSource.latest().emit(
      "change",
      JSON.stringify({ entity: "modifier-groups", id: items[0]?.id, op: "update" }),
    );

    expect(await screen.findByText("Guarniciones")).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/v1/modifier-groups?")),
    ).toHaveLength(2);
  });
});
