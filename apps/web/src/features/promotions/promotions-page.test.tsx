import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";
import { promotion } from "./testing/promotion-fixtures";

const hour = 3_600_000;

const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

const openPromotions = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp("/promotions");
  await screen.findByRole("heading", { level: 1, name: "Promociones" });
  return { fetchMock, ...app };
};

describe("PromotionsPage", { timeout: 20_000 }, () => {
  it("lists name, type, ARS value, es-AR dates, status and whether the dates allow selling it", async () => {
    const now = Date.now();
    await openPromotions({
      "GET /promotions?limit=10": pageOf([
        promotion(1, { name: "Clásico", value: 1234.5, endDate: Date.UTC(2099, 0, 1, 3) }),
        promotion(2, { name: "Futuro", startDate: now + 48 * hour }),
        promotion(3, { name: "Pasado", startDate: now - 96 * hour, endDate: now - 48 * hour }),
        promotion(4, { name: "Apagado", isActive: false }),
      ]),
    });

    const table = await screen.findByRole("table", { name: "Promociones" });
    await within(table).findByText("Clásico");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Nombre", "Tipo", "Valor", "Fecha inicio", "Fecha final", "Estado", "Acciones"]);
    const classic = within(rowOf("Clásico"));
    expect(classic.getByText("Combo")).toBeInTheDocument();
    expect(classic.getByText("$ 1.234,50")).toBeInTheDocument();
    expect(classic.getByText("20/11/2026, 12:00")).toBeInTheDocument();
    expect(classic.getByText("01/01/2099, 00:00")).toBeInTheDocument();
    expect(classic.getByText("Activa")).toBeInTheDocument();
    expect(classic.queryByText("Programada")).not.toBeInTheDocument();
    expect(classic.queryByText("Vencida")).not.toBeInTheDocument();
    expect(within(rowOf("Futuro")).getByText("Programada")).toBeInTheDocument();
    expect(within(rowOf("Futuro")).getByText("Sin fecha final")).toBeInTheDocument();
    expect(within(rowOf("Pasado")).getByText("Vencida")).toBeInTheDocument();
    const off = within(rowOf("Apagado"));
    expect(off.getByText("Desactivada")).toBeInTheDocument();
    expect(off.getByRole("switch", { name: "Habilitar Apagado" })).not.toBeChecked();
    expect(screen.getByText("1–4 de 4")).toBeInTheDocument();
  });

  it("says so when there are none yet", async () => {
    await openPromotions({ "GET /promotions?limit=10": pageOf([]) });

    expect(await screen.findByText("No hay promociones cargadas.")).toBeInTheDocument();
  });

  it("pages with the server's cursor", async () => {
    const first = Array.from({ length: 10 }, (_, i) => promotion(i + 1));
    const { user } = await openPromotions({
      "GET /promotions?limit=10": {
        status: 200,
        body: { data: { items: first, total: 11, nextCursor: "c10" } },
      },
      "GET /promotions?limit=10&cursor=c10": {
        status: 200,
        body: { data: { items: [promotion(11)], total: 11, nextCursor: null } },
      },
    });

    expect(await screen.findByText("1–10 de 11")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ir a la página siguiente" }));
    expect(await screen.findByText("Combo 11")).toBeInTheDocument();
    expect(screen.getByText("11–11 de 11")).toBeInTheDocument();
  });

  it("searches by name from the first page", async () => {
    const first = Array.from({ length: 10 }, (_, i) => promotion(i + 1));
    const { user, fetchMock } = await openPromotions({
      "GET /promotions?limit=10": pageOf(first, { total: 11, nextCursor: "c10" }),
      "GET /promotions?limit=10&cursor=c10": pageOf([promotion(11, { name: "Combo Burger" })], { total: 11 }),
      "GET /promotions?limit=10&q=burger": pageOf([promotion(11, { name: "Combo Burger" })]),
      "GET /promotions?limit=10&q=nada": pageOf([]),
    });

    expect(await screen.findByText("1–10 de 11")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ir a la página siguiente" }));
    expect(await screen.findByText("11–11 de 11")).toBeInTheDocument();

    const search = screen.getByRole("searchbox", { name: "Buscar por nombre" });
    await user.type(search, "burger");
    expect(await screen.findByText("1–1 de 1")).toBeInTheDocument();
    expect(rowOf("Combo Burger")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "nada");
    expect(await screen.findByText("No hay resultados para “nada”.")).toBeInTheDocument();

    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url).replace("/api/v1", ""))
        .filter((url) => url.startsWith("/promotions?")),
    ).toEqual([
      "/promotions?limit=10",
      "/promotions?limit=10&cursor=c10",
      "/promotions?limit=10&q=burger",
      "/promotions?limit=10&q=nada",
    ]);
  });

  it("disables and deletes through the confirm dialog with the texts of docs/product.md", async () => {
    const combo = promotion(1);
    let items = [combo];
    const { user, fetchMock } = await openPromotions({
      "GET /promotions?limit=10": () => pageOf(items),
      [`PATCH /promotions/${combo.id}/status`]: (body) => {
        items = [{ ...combo, isActive: (body as { isActive: boolean }).isActive }];
        return ok(items[0]);
      },
      [`DELETE /promotions/${combo.id}`]: () => {
        items = [];
        return ok({ ok: true });
      },
    });

    await user.click(await screen.findByRole("switch", { name: "Deshabilitar Combo 1" }));
    let confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas deshabilitar esta promoción?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Promoción desactivada.")).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "Habilitar Combo 1" })).not.toBeChecked();
    expect(within(rowOf("Combo 1")).getByText("Desactivada")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/promotions/${combo.id}/status`)).toEqual([{ isActive: false }]);

    await user.click(screen.getByRole("switch", { name: "Habilitar Combo 1" }));
    confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas habilitar esta promoción?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByRole("switch", { name: "Deshabilitar Combo 1" })).toBeChecked();
    expect(within(rowOf("Combo 1")).getByText("Activa")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Eliminar Combo 1" }));
    confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas eliminar esta promoción?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Promoción eliminada.")).toBeInTheDocument();
    expect(await screen.findByText("No hay promociones cargadas.")).toBeInTheDocument();
  });

  it("refetches when the live stream says a product changed, as a combo shows its products", async () => {
    let items = [promotion(1)];
    const { fetchMock } = await openPromotions({ "GET /promotions?limit=10": () => pageOf(items) });
    await screen.findByRole("row", { name: /Combo 1/ });

    items = [promotion(1, { name: "Combo renombrado" })];
    FakeEventSource.latest().emit(
      "change",
      JSON.stringify({ entity: "products", id: "0190c000-0000-7000-8000-000000000001", op: "update" }),
    );

    expect(await screen.findByText("Combo renombrado")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/v1/promotions?")),
      ).toHaveLength(2),
    );
  });
});
