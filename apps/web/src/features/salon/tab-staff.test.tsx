import type { SalonTable, SalonView, TabRound } from "@comanda/domain/tabs";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeOrder, productLine } from "@/testing/board-fixtures";
import { fakeApi, ok, pageOf, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`;
/** 20:05 in Buenos Aires, and so on a few minutes later. */
const at = (minute: number) => Date.parse(`2026-11-22T23:${String(minute).padStart(2, "0")}:00Z`);

const round = (n: number, minute: number, name: string, fromTable: string | null = null): TabRound => ({
  id: id(600 + n),
  sentAt: at(minute),
  sentById: name,
  sentByName: name,
  fromTable,
});

const tab = makeOrder(1, {
  id: id(501),
  turn: "7",
  type: "table",
  status: "served",
  lines: [productLine("Milanesa", 2)],
  createdBy: "u2",
  createdByName: "Juan Gómez",
  createdAt: at(5),
  tab: {
    tableId: id(1),
    tableName: "Mesa 1 · Salón",
    guests: 2,
    waiterId: "u1",
    waiterName: "Ana Pérez",
    billRequestedAt: null,
  },
});

const tableWith = (rounds: TabRound[]): SalonTable => ({
  id: id(1),
  name: "Mesa 1",
  seats: 4,
  shape: "square",
  x: 100,
  y: 200,
  state: "occupied",
  tab: {
    orderId: tab.id,
    turn: "7",
    status: "served",
    guests: 2,
    waiterName: "Ana Pérez",
    openedAt: at(5),
    total: 19000,
    billRequestedAt: null,
    rounds,
  },
});

const openPanel = async (rounds: TabRound[]) => {
  const salon: SalonView = { rooms: [{ id: id(2), name: "Salón", tables: [tableWith(rounds)] }] };
  fakeApi({
    "GET /session": signedIn(),
    "GET /salon": () => ok(salon),
    [`GET /orders/${tab.id}`]: ok(tab),
    "GET /staff?limit=100": pageOf([]),
  });
  const { user } = renderApp("/salon");
  await user.click(await screen.findByRole("button", { name: /^Mesa 1, ocupada/ }));
  const panel = await screen.findByRole("dialog", { name: "Mesa 1" });
  return within(panel).findByRole("region", { name: "Quién atendió" });
};

/** Decision 084: the table's panel says who opened it and who sent each round. */
describe("who served the table", { timeout: 30_000 }, () => {
  it("shows who opened the table, apart from who serves it, and each round with its time and sender", async () => {
    const service = await openPanel([
      round(1, 10, "Juan Gómez"),
      round(2, 15, "Ana Pérez", "Mesa 2"),
      round(3, 40, "Ana Pérez"),
    ]);
    expect(within(service).getByText("Abrió: Juan Gómez · 20:05")).toBeInTheDocument();
    expect(screen.getByText(/atiende Ana Pérez$/)).toBeInTheDocument();
    const rounds = within(service).getByRole("list", { name: "Rondas" });
    expect(
      within(rounds)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Ronda 1 · 20:10 · Juan Gómez",
      "De Mesa 2 · 20:15 · Ana Pérez",
      "Ronda 2 · 20:40 · Ana Pérez",
    ]);
  });

  it("lists no rounds before the first", async () => {
    const service = await openPanel([]);
    expect(within(service).getByText("Abrió: Juan Gómez · 20:05")).toBeInTheDocument();
    expect(within(service).queryByRole("list", { name: "Rondas" })).not.toBeInTheDocument();
  });
});
