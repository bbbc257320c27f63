import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";
import { at, shift, summaryOf } from "./testing/sales-fixtures";

const latest = shift(2, {
  startDate: at("2026-11-22T10:44:00Z"),
  endDate: at("2026-11-23T02:30:00Z"),
  totalOrders: 1234,
  totalAmount: 1234567.5,
});
const unfinished = shift(1, { startDate: at("2026-03-05T18:05:59Z"), endDate: null });

const shiftCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url).replace("/api/v1", ""))
    .filter((url) => url.startsWith("/shifts?"));

const openSellList = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp("/sell-list");
  // The first screen of a file pays for rendering MUI the first time; on a busy machine that outlasts 1 s.
  await screen.findByRole("heading", { level: 1, name: "Listado de ventas" }, { timeout: 5_000 });
  return { fetchMock, ...app };
};

describe("SellListPage", { timeout: 20_000 }, () => {
  it("lists closed shifts with es-AR dates, 'No date', the amount in ARS and the order count", async () => {
    await openSellList({ "GET /shifts?limit=10": pageOf([latest, unfinished]) });

    const table = await screen.findByRole("table", { name: "Listado de ventas" });
    await within(table).findByText("22/11/2026, 07:44");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Inicio turno", "Fin turno", "Monto total", "Total de órdenes"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(
      within(first as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["22/11/2026, 07:44", "22/11/2026, 23:30", "$\u00a01.234.567,50", "1.234"]);
    expect(
      within(second as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["05/03/2026, 15:05", "No date", "$\u00a00,00", "0"]);
  });

  it("says so when no shift has closed yet", async () => {
    await openSellList({ "GET /shifts?limit=10": pageOf([]) });

    expect(await screen.findByRole("cell", { name: "No hay ventas cargadas." })).toBeInTheDocument();
  });

  it("pages with the server's cursor, 10 a page and only that option", async () => {
    const { user, fetchMock } = await openSellList({
      "GET /shifts?limit=10": pageOf([latest], { total: 11, nextCursor: "c1" }),
      "GET /shifts?limit=10&cursor=c1": pageOf([unfinished], { total: 11 }),
    });

    expect(await screen.findByText("1–10 de 11")).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ir a la página siguiente" }));

    expect(await screen.findByText("05/03/2026, 15:05")).toBeInTheDocument();
    expect(screen.getByText("11–11 de 11")).toBeInTheDocument();
    expect(shiftCalls(fetchMock)).toEqual(["/shifts?limit=10", "/shifts?limit=10&cursor=c1"]);
  });

  it("opens a shift's detail from its row, by keyboard too", async () => {
    const { user, currentPath } = await openSellList({
      "GET /shifts?limit=10": pageOf([latest]),
      [`GET /shifts/${latest.id}`]: ok(summaryOf(latest)),
      [`GET /shifts/${latest.id}/orders?limit=10`]: pageOf([]),
    });

    const row = await screen.findByRole("row", { name: /22\/11\/2026, 07:44/ });
    const link = within(row).getByRole("link", { name: "22/11/2026, 07:44" });
    link.focus();
    await user.keyboard("{Enter}");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Turno del 22/11/2026, 07:44" }),
    ).toBeVisible();
    expect(currentPath()).toBe(`/sell-list/${latest.id}`);
  });

  it("shows a shift as soon as it closes on another device", async () => {
    let items = [unfinished];
    await openSellList({ "GET /shifts?limit=10": () => pageOf(items) });
    await screen.findByText("05/03/2026, 15:05");

    items = [latest, unfinished];
    FakeEventSource.latest().emit(
      "change",
      JSON.stringify({ entity: "shifts", id: latest.id, op: "update" }),
    );

    expect(await screen.findByText("22/11/2026, 07:44")).toBeInTheDocument();
  });
});
