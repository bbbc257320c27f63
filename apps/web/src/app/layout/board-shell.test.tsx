import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { fakeApi, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

it("lets a kitchen user sign out from the orders board", async () => {
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role: "KITCHEN" }),
    "DELETE /session": { status: 200, body: { data: { ok: true } } },
  });
  const { user, currentPath } = renderApp("/orders");

  expect(await screen.findByRole("heading", { name: "Pedidos" })).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Inicio" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Cerrar sesión" }));

  expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
  expect(currentPath()).toBe("/login");
  expect(sentBodies(fetchMock, "DELETE", "/session")).toHaveLength(1);
});

it("offers staff a way back to the back office", async () => {
  fakeApi({ "GET /session": signedIn({ role: "CASHIER" }) });
  renderApp("/orders");

  expect(await screen.findByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
});

it("does not ask the kitchen's shared screen to verify the account's e-mail", async () => {
  fakeApi({ "GET /session": signedIn({ role: "KITCHEN", emailVerified: false }) });
  renderApp("/orders");
  expect(await screen.findByRole("heading", { name: "Pedidos" })).toBeInTheDocument();
  expect(screen.queryByText(/Verificá tu correo electrónico/)).not.toBeInTheDocument();
});

it("asks the owner on the board to verify the account's e-mail", async () => {
  fakeApi({ "GET /session": signedIn({ role: "ADMIN", emailVerified: false }) });
  renderApp("/orders");
  expect(await screen.findByText(/Verificá tu correo electrónico/)).toBeInTheDocument();
});

it("leaves a cashier's e-mail to the profile", async () => {
  fakeApi({ "GET /session": signedIn({ role: "CASHIER", emailVerified: false }) });
  renderApp("/orders");
  expect(await screen.findByRole("heading", { name: "Pedidos" })).toBeInTheDocument();
  expect(screen.queryByText(/Verificá tu correo electrónico/)).not.toBeInTheDocument();
});
