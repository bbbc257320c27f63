import { adminPinHeader, type Order } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { boardOf, makeOrder } from "@/testing/board-fixtures";
import { type FakeRoutes, fakeApi, ok, type Reply, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { pinDialogTitle, pinFieldLabel } from "./admin-pin-dialog";

const pinRequired: Reply = {
  status: 403,
  body: {
    error: {
      code: "permission-denied",
      message: "Pedí autorización: PIN de un administrador.",
      details: { pin: "required" },
    },
  },
};
const pinWrong: Reply = {
  status: 403,
  body: { error: { code: "permission-denied", message: "PIN incorrecto.", details: { pin: "wrong" } } },
};

/** The PIN each call to `path` carried (undefined: none), in order. */
const pinOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.[adminPinHeader];
const pinsSent = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === `/api/v1${path}` && init?.method === "POST")
    .map(([, init]) => pinOf(init));

/** A route that wants the PIN `pin`: refuses without one, says 'PIN incorrecto.' to any other. */
const guarded = (pin: string, done: () => Reply) => (_body: unknown) => {
  const sent = pinOf(fetchMockRef.current?.mock.calls.at(-1)?.[1]);
  return sent === undefined ? pinRequired : sent === pin ? done() : pinWrong;
};
const fetchMockRef: { current: ReturnType<typeof fakeApi> | null } = { current: null };
const install = (routes: FakeRoutes, role: "CASHIER" | "KITCHEN") => {
  fetchMockRef.current = fakeApi({ "GET /session": signedIn({ role }), ...routes });
  return fetchMockRef.current;
};

/** Decision 045: an action the role may not do asks for an ADMIN's PIN, then is sent again with it. */
describe("authorizing with an ADMIN's PIN", { timeout: 20_000 }, () => {
  // The board shows cancelled orders too, so the card can be read after.
  beforeEach(() => {
    localStorage.setItem("comanda.board-settings", JSON.stringify({ statuses: ["pending", "cancelled"] }));
  });
  afterEach(() => localStorage.clear());

  it("cancels an order on the board once an ADMIN types the PIN, after a wrong one", async () => {
    const order = makeOrder(1, { status: "pending" });
    let stored: Order = order;
    const fetchMock = install(
      {
        "GET /board": () => ok(boardOf({ orders: [stored] })),
        [`POST /orders/${order.id}/cancel`]: guarded("2468", () => {
          stored = { ...order, status: "cancelled" };
          return ok(stored);
        }),
      },
      "CASHIER",
    );
    const { user } = renderApp("/orders");
    const card = within(await screen.findByRole("article", { name: "Pedido 1" }));
    await user.click(card.getByRole("button", { name: "Cancelar" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Pedido 1" })).getByRole("button", {
        name: "Cancelar pedido",
      }),
    );

    let prompt = within(await screen.findByRole("dialog", { name: pinDialogTitle }));
    await user.click(prompt.getByRole("button", { name: "Autorizar" }));
    expect(await prompt.findByText("El PIN tiene que tener de 4 a 6 números.")).toBeInTheDocument();
    await user.type(prompt.getByLabelText(pinFieldLabel), "1111");
    await user.click(prompt.getByRole("button", { name: "Autorizar" }));

    expect(await screen.findByText("PIN incorrecto.")).toBeInTheDocument();
    prompt = within(screen.getByRole("dialog", { name: pinDialogTitle }));
    expect(prompt.getByLabelText(pinFieldLabel)).toHaveValue("");
    await user.type(prompt.getByLabelText(pinFieldLabel), "2468");
    await user.click(prompt.getByRole("button", { name: "Autorizar" }));

    await waitFor(() => expect(pinsSent(fetchMock, `/orders/${order.id}/cancel`)).toHaveLength(3));
    expect(await card.findByText("Cancelado")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: pinDialogTitle })).toBeNull());
    expect(pinsSent(fetchMock, `/orders/${order.id}/cancel`)).toEqual([undefined, "1111", "2468"]);
  });

  it("creates a category for CASHIER with the PIN, and sends nothing more when it gives up", async () => {
    const created = {
      id: "c1",
      name: "Bebidas",
      status: "enabled",
      productCount: 0,
      createdAt: 1,
      updatedAt: 1,
    };
    const fetchMock = install(
      {
        "GET /categories?limit=10": ok({ items: [], total: 0, nextCursor: null }),
        "POST /categories": guarded("135790", () => ok(created, 201)),
      },
      "CASHIER",
    );
    const { user } = renderApp("/categories");
    const field = await screen.findByRole("textbox", { name: "Nombre de la categoría" });
    await user.type(field, "Bebidas");
    await user.click(screen.getByRole("button", { name: "Agregar categoría" }));
    let prompt = within(await screen.findByRole("dialog", { name: pinDialogTitle }));
    await user.click(prompt.getByRole("button", { name: "Volver" }));
    expect(await screen.findByText("Pedí autorización: PIN de un administrador.")).toBeInTheDocument();
    expect(pinsSent(fetchMock, "/categories")).toEqual([undefined]);

    await user.click(screen.getByRole("button", { name: "Agregar categoría" }));
    prompt = within(await screen.findByRole("dialog", { name: pinDialogTitle }));
    await user.type(prompt.getByLabelText(pinFieldLabel), "135790");
    await user.click(prompt.getByRole("button", { name: "Autorizar" }));
    expect(await screen.findByText("Categoría creada.")).toBeInTheDocument();
    expect(pinsSent(fetchMock, "/categories")).toEqual([undefined, undefined, "135790"]);
  });
});
