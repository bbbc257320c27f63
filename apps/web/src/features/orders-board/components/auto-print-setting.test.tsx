import type { Role } from "@comanda/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { boardSettingsKey, readBoardSettings } from "@/entities/order/board-settings";
import { boardOf, chooseBoardView, makeOrder } from "@/testing/board-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { autoPrintLabel } from "./auto-print-setting";

const openBoard = async (role: Role) => {
  chooseBoardView();
  fakeApi({ "GET /session": signedIn({ role }), "GET /board": ok(boardOf({ orders: [makeOrder(1)] })) });
  const app = renderApp("/orders");
  await screen.findByRole("article", { name: "Pedido 1" });
  return app;
};

afterEach(() => localStorage.clear());

describe("'Imprimir comanda al crear un pedido'", { timeout: 20_000 }, () => {
  it("is off at first and this device keeps it once turned on", async () => {
    const { user } = await openBoard("CASHIER");
    await user.click(screen.getByRole("button", { name: "Más filtros" }));
    const toggle = screen.getByRole("button", { name: autoPrintLabel });
    expect(autoPrintLabel).toBe("Imprimir comanda al crear un pedido");
    expect(toggle).toHaveAttribute("aria-pressed", "false");

    await user.click(toggle);

    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(boardSettingsKey) ?? "{}")).toMatchObject({
      autoPrintKitchen: true,
    });
    expect(readBoardSettings().autoPrintKitchen).toBe(true);
  });

  it("is not offered to the kitchen, which takes no orders", async () => {
    const { user } = await openBoard("KITCHEN");
    await user.click(screen.getByRole("button", { name: "Más filtros" }));
    expect(screen.getByRole("button", { name: "Sonido" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: autoPrintLabel })).not.toBeInTheDocument();
  });
});
