import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { boardOf, comboLine, makeOrder, productLine } from "@/testing/board-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { kitchenSettingsKey } from "../kitchen/kitchen-settings";

// A table's round sent the provoleta and held the steaks (two of three) for 'Principal' (decision 082).
const steak = { ...productLine("Bife de chorizo", 3), course: "principal" };
const starter = { ...productLine("Provoleta", 1), course: "entrada" };
const flan = { ...productLine("Flan", 2), course: "postre" };
const tab = makeOrder(7, {
  turn: "47",
  lines: [
    starter,
    steak,
    flan,
    {
      ...comboLine("Combo Parrilla", 1, []),
      items: [
        {
          productId: "product-Bife",
          name: "Bife",
          quantity: 1,
          categoryId: "cat-food",
          options: [{ id: "opt-jugoso", group: "Punto", name: "Jugoso", price: 0 }],
        },
      ],
    },
  ],
  held: [
    { key: `product:${steak.itemId}||`, quantity: 2 },
    { key: `product:${flan.itemId}||`, quantity: 2 },
  ],
});

beforeEach(() => localStorage.clear());

describe("an order's lines on the board's card", { timeout: 20_000 }, () => {
  it("say 'En espera' for what a table holds for a course, so the floor sees what has not been marched", async () => {
    localStorage.setItem(kitchenSettingsKey, JSON.stringify({ view: "board" }));
    fakeApi({ "GET /session": signedIn({ role: "CASHIER" }), "GET /board": ok(boardOf({ orders: [tab] })) });
    renderApp("/orders");
    const card = within(await screen.findByRole("article", { name: "Pedido 47" }));
    const line = (name: string) => card.getByText(new RegExp(`× ${name}`));
    expect(line("Provoleta")).not.toHaveTextContent(/espera/i);
    expect(within(line("Bife de chorizo")).getByText("2 en espera")).toBeVisible();
    expect(within(line("Flan")).getByText("En espera")).toBeVisible();
  });

  it("show a combo's product with its own choices (decision 080)", async () => {
    localStorage.setItem(kitchenSettingsKey, JSON.stringify({ view: "board" }));
    fakeApi({ "GET /session": signedIn({ role: "CASHIER" }), "GET /board": ok(boardOf({ orders: [tab] })) });
    renderApp("/orders");
    const card = within(await screen.findByRole("article", { name: "Pedido 47" }));
    const combo = within(card.getByRole("list", { name: "Contenido de Combo Parrilla" }));
    expect(combo.getByText("1 × Bife (Jugoso)")).toBeVisible();
  });
});
