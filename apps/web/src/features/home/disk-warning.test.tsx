import type { Role } from "@comanda/domain";
import type { Health } from "@comanda/domain/health";
import { screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { makeDashboard } from "./testing/dashboard-fixtures";

const openHome = async (disk: Health["disk"], role: Role = "ADMIN") => {
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role }),
    "GET /dashboard": () => ok(makeDashboard()),
    "GET /health": () =>
      ok({ status: disk === "ok" ? "ok" : "degraded", database: "sqlite", disk } satisfies Health),
  });
  renderApp("/");
  await screen.findByText("Ventas de hoy", { selector: "dt" });
  // The answer read and drawn, whatever it says.
  await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/health")).toBe(true));
  await act(async () => {});
};

const warning = /El disco del servidor está lleno/;

/** Decision 071: the owner's home says when the server can no longer save, and what to do. */
describe("the home's full-disk warning", { timeout: 20_000 }, () => {
  it("tells the owner that nothing can be saved until there is room, and whom to tell", async () => {
    await openHome("full");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(warning);
    expect(alert).toHaveTextContent(
      "Comanda no puede guardar pedidos ni cambios hasta que se libere espacio; lo que ya estaba guardado no se perdió. Avisale a quien administra el servidor: apenas haya lugar, todo vuelve a funcionar solo.",
    );
  });

  it("says nothing while the disk has room", async () => {
    await openHome("ok");
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });
});
