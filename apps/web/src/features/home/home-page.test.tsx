import type { Role } from "@comanda/domain";
import type { Dashboard } from "@comanda/domain/dashboard";
import { screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";
import { makeDashboard, newBusinessDashboard } from "./testing/dashboard-fixtures";

const openHome = async (dashboard: () => Dashboard, role: Role = "ADMIN") => {
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role }),
    "GET /dashboard": () => ok(dashboard()),
  });
  const app = renderApp("/");
  await screen.findByRole("heading", { level: 1, name: "Inicio" });
  return { fetchMock, ...app };
};

/** A figure's card: its value and the comparison under its label. */
const figure = (label: string) => {
  const term = screen.getByText(label, { selector: "dt" });
  return [...(term.parentElement?.querySelectorAll("dd") ?? [])].map((dd) => dd.textContent);
};

const section = (name: string) => screen.getByRole("region", { name });

describe("HomePage", { timeout: 20_000 }, () => {
  it("compares today's sales with the same weekday last week", async () => {
    await openHome(() => makeDashboard());
    await screen.findByText("Ventas de hoy", { selector: "dt" });

    expect(figure("Ventas de hoy")).toEqual([
      "$\u00a022.400,00",
      "+12 % vs. lunes pasado",
      "El lunes pasado: $\u00a020.000,00",
    ]);
    expect(figure("Órdenes completadas")).toEqual(["10", "+25 % vs. lunes pasado", "El lunes pasado: 8"]);
    expect(figure("Ticket promedio")).toEqual([
      "$\u00a02.240,00",
      "-10 % vs. lunes pasado",
      "El lunes pasado: $\u00a02.500,00",
    ]);
  });

  it("shows sums past a double's exact digits to the centavo", async () => {
    // Decision 068: such sums arrive as decimal strings of pesos; the charts draw them as numbers.
    const big = "90071992547409.99";
    await openHome(() =>
      makeDashboard({
        today: { amount: big, orders: 999, averageTicket: 90162154702.11 },
        salesByHour: Array.from({ length: 24 }, (_, hour) =>
          hour === 13 ? { hour, amount: big, orders: 999 } : { hour, amount: 0, orders: 0 },
        ),
        byPaymentMethod: [
          { paymentMethodId: "pm-cash", name: "Efectivo", orders: 999, amount: "45035996273704.99" },
          { paymentMethodId: "pm-card", name: "Débito", orders: 999, amount: 45035996273705 },
        ],
      }),
    );
    await screen.findByText("Ventas de hoy", { selector: "dt" });
    expect(figure("Ventas de hoy")[0]).toBe("$\u00a090.071.992.547.409,99");
    const methods = screen.getByRole("table", { name: "Ventas de hoy por medio de pago" });
    expect(within(methods).getAllByRole("row").at(-1)?.textContent).toBe(
      "Total1.998$\u00a090.071.992.547.409,99",
    );
    const byHour = await screen.findByRole("figure", { name: "Ventas de hoy por hora" });
    expect(within(byHour).getAllByRole("row")[14]?.textContent).toBe("13 h999$\u00a090.071.992.547.409,99");
  });

  it("shows the owner the last backup, whether backups are on, and a failed one", async () => {
    const at = Date.UTC(2026, 10, 26, 17, 5);
    await openHome(() =>
      makeDashboard({ backup: { enabled: true, latest: { at, bytes: 76_288 }, lastError: "disco lleno" } }),
    );
    const backup = await screen.findByRole("region", { name: "Última copia de seguridad" });
    expect(within(backup).getByText("26/11/2026, 14:05 · 74,5 kB")).toBeInTheDocument();
    expect(within(backup).getByRole("alert")).toHaveTextContent("La última copia falló: disco lleno");
    expect(within(backup).queryByText(/copias automáticas están apagadas/)).not.toBeInTheDocument();
  });

  it("says when backups are off and none was made", async () => {
    await openHome(() => makeDashboard({ backup: { enabled: false, latest: null, lastError: null } }));
    const backup = await screen.findByRole("region", { name: "Última copia de seguridad" });
    expect(within(backup).getByText("Todavía no hay ninguna copia.")).toBeInTheDocument();
    expect(within(backup).getByText(/copias automáticas están apagadas/)).toBeInTheDocument();
    // In the owner's words; the setting and the command are in the docs.
    expect(within(backup).getByText(/Pedile a quien instaló Comanda que las active/)).toBeInTheDocument();
    expect(backup).not.toHaveTextContent(/BACKUP_EVERY|npm run|comanda --/);
  });

  it("shows the open shift with its orders by status and the way to the board", async () => {
    await openHome(() => makeDashboard());
    const shift = await screen.findByRole("region", { name: "Turno" });
    expect(
      within(shift).getByText("Turno del 23/11/2026, 08:00, abierto por Ana Pérez."),
    ).toBeInTheDocument();
    const chips = within(within(shift).getByRole("list", { name: "Pedidos por estado" })).getAllByRole(
      "listitem",
    );
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "Pendiente: 2",
      "En preparación: 1",
      "Listo para entregar: 0",
      "Completado: 10",
      "Cancelado: 1",
    ]);
    expect(within(shift).getByRole("link", { name: "Ir a pedidos" })).toHaveAttribute("href", "/orders");
  });

  it("shows no sales per type while nothing was completed today", async () => {
    await openHome(() => makeDashboard({ byType: [] }));
    await screen.findByRole("table", { name: "Ventas de hoy por medio de pago" });
    expect(screen.queryByRole("table", { name: "Ventas de hoy por tipo" })).not.toBeInTheDocument();
  });

  it("shows today's preparation times per station and per product, and nothing before one was timed", async () => {
    await openHome(() =>
      makeDashboard({
        prepTimes: {
          byStation: [
            { stationId: "s-kitchen", name: "Cocina", orders: 8, averageMinutes: 9.5, p90Minutes: 15 },
          ],
          byProduct: [
            { productId: "p-burger", name: "Hamburguesa", orders: 6, averageMinutes: 10.2, p90Minutes: 15.5 },
          ],
        },
      }),
    );
    const times = await screen.findByRole("region", { name: "Tiempos de preparación de hoy" });
    const rowsOf = (name: string) =>
      within(within(times).getByRole("table", { name }))
        .getAllByRole("row")
        .map((row) => row.textContent);
    expect(rowsOf("Por estación")).toEqual(["EstaciónPedidosPromedioP90", "Cocina89,5 min15,0 min"]);
    expect(rowsOf("Por producto")).toEqual(["ProductoPedidosPromedioP90", "Hamburguesa610,2 min15,5 min"]);
  });

  it("shows no preparation times while none was timed today", async () => {
    await openHome(() => makeDashboard());
    await screen.findByRole("table", { name: "Ventas de hoy por medio de pago" });
    expect(screen.queryByRole("region", { name: "Tiempos de preparación de hoy" })).not.toBeInTheDocument();
  });

  it("says when no shift is open", async () => {
    await openHome(() => makeDashboard({ openShift: null, ordersByStatus: [] }));
    const shift = await screen.findByRole("region", { name: "Turno" });
    expect(within(shift).getByText("No hay un turno abierto.")).toBeInTheDocument();
  });

  it("lists today's payment methods, the best sellers and the charts' data", async () => {
    await openHome(() => makeDashboard());
    const methods = await screen.findByRole("table", { name: "Ventas de hoy por medio de pago" });
    const rows = within(methods)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "Medio de pagoÓrdenesMonto",
      "Efectivo6$\u00a012.400,00",
      "Débito4$\u00a010.000,00",
      "Total10$\u00a022.400,00",
    ]);
    const best = screen.getByRole("table", { name: "Más vendidos" });
    expect(
      within(best)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["ProductoUnidades", "Hamburguesa12", "Coca-Cola9"]);
    // Decision 050: today's sales per type.
    expect(
      within(screen.getByRole("table", { name: "Ventas de hoy por tipo" }))
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["TipoÓrdenesMonto", "Mostrador7$\u00a014.400,00", "Delivery3$\u00a08.000,00"]);

    // Each chart has a title and a table a screen reader can read instead of the drawing.
    const byHour = await screen.findByRole("figure", { name: "Ventas de hoy por hora" });
    const hourRows = within(byHour).getAllByRole("row");
    expect(hourRows).toHaveLength(25);
    expect(hourRows[14]?.textContent).toBe("13 h10$\u00a022.400,00");
    const byDay = screen.getByRole("figure", { name: "Ventas de los últimos 30 días" });
    const dayRows = within(byDay).getAllByRole("row");
    expect(dayRows).toHaveLength(31);
    expect(dayRows[1]?.textContent).toBe("25/10/20260$\u00a00,00");
    expect(dayRows[30]?.textContent).toBe("23/11/202610$\u00a022.400,00");
  });

  it("links low-stock ingredients and products to their lists", async () => {
    await openHome(() => makeDashboard());
    const lowStock = await screen.findByRole("region", { name: "Stock bajo" });
    const ingredients = within(within(lowStock).getByRole("list", { name: "Ingredientes" })).getAllByRole(
      "link",
    );
    expect(ingredients.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["PanQuedan 0,25 kg (mínimo 2 kg)", "/ingredients"],
      ["HuevoQueda 1 unidad (mínimo 12 unidades)", "/ingredients"],
    ]);
    const cola = within(within(lowStock).getByRole("list", { name: "Productos" })).getByRole("link");
    expect(cola).toHaveTextContent("Coca-ColaQuedan 3 unidades");
    expect(cola).toHaveAttribute("href", "/stock");
  });

  it("shows a new business the getting-started list instead of empty charts", async () => {
    await openHome(newBusinessDashboard);
    const steps = await screen.findByRole("list", { name: "Primeros pasos" });
    const links = within(steps).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      // The mark is read before each step: only the category is done.
      ["HechoCreá una categoría", "/categories"],
      ["PendienteCargá un producto", "/stock"],
      ["PendienteAgregá un medio de pago", "/payment-methods"],
      ["PendienteIniciá un turno", "/orders"],
    ]);
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
    expect(screen.queryByText("Ventas de hoy", { selector: "dt" })).not.toBeInTheDocument();
    expect(within(section("Turno")).getByText("No hay un turno abierto.")).toBeInTheDocument();
  });

  it("shows a cashier of a new business the shift and the stock, not the owner's getting-started list", async () => {
    await openHome(newBusinessDashboard, "CASHIER");
    const shift = await screen.findByRole("region", { name: "Turno" });
    expect(within(shift).getByText("No hay un turno abierto.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Primeros pasos" })).not.toBeInTheDocument();
  });

  it("refetches when an order changes, live", async () => {
    let dashboard = makeDashboard();
    const { fetchMock } = await openHome(() => dashboard);
    await screen.findByText("Ventas de hoy", { selector: "dt" });
    expect(figure("Ventas de hoy")[0]).toBe("$\u00a022.400,00");

    dashboard = makeDashboard({ today: { amount: 25000, orders: 11, averageTicket: 25000 / 11 } });
    const before = sentBodies(fetchMock, "GET", "/dashboard").length;
    act(() =>
      FakeEventSource.latest().emit("change", JSON.stringify({ entity: "orders", id: "x", op: "update" })),
    );
    await waitFor(() => expect(figure("Ventas de hoy")[0]).toBe("$\u00a025.000,00"));
    expect(sentBodies(fetchMock, "GET", "/dashboard").length).toBe(before + 1);
    expect(figure("Órdenes completadas")[1]).toBe("+38 % vs. lunes pasado");
  });

  it("offers to try again when the summary does not load", async () => {
    fakeApi({
      "GET /session": signedIn(),
      "GET /dashboard": { status: 500, body: { error: { code: "internal", message: "Algo falló." } } },
    });
    renderApp("/");
    // A server error is retried twice first (lib/query-client.ts).
    expect(
      await screen.findByRole("button", { name: "Reintentar" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No pudimos cargar el resumen del día\./)).toBeInTheDocument();
  });
});
