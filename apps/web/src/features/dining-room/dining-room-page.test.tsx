import type { PlanInput, Room } from "@comanda/domain/dining-room";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const at = Date.UTC(2026, 10, 26, 15);
const roomOf = (id: string, name: string, overrides: Partial<Room> = {}): Room => ({
  id,
  name,
  version: 0,
  tables: [],
  createdAt: at,
  updatedAt: at,
  ...overrides,
});
const salonId = "0190a000-0000-7000-8000-000000000001";
const mesa1 = {
  id: "0190a000-0000-7000-8000-000000000011",
  name: "Mesa 1",
  seats: 4,
  shape: "square",
  x: 200,
  y: 200,
} as const;

/** The API's rooms, kept as a server would: a saved plan raises the version and names new tables. */
const fakeRooms = (initial: Room[]) => {
  let rooms = initial;
  let n = 100;
  const routes = {
    "GET /rooms": () => ok(rooms),
    "POST /rooms": (body: unknown) => {
      const created = roomOf(`0190a000-0000-7000-8000-${String(n++).padStart(12, "0")}`, (body as Room).name);
      rooms = [...rooms, created];
      return ok(created, 201);
    },
    [`PUT /rooms/${salonId}/plan`]: (body: unknown) => {
      const plan = body as PlanInput;
      const saved = roomOf(salonId, "Salón", {
        version: plan.version + 1,
        tables: plan.tables.map((table) => ({
          ...table,
          id: table.id ?? `0190a000-0000-7000-8000-${String(n++).padStart(12, "0")}`,
        })),
      });
      rooms = rooms.map((room) => (room.id === salonId ? saved : room));
      return ok(saved);
    },
  };
  return { routes, setRooms: (next: Room[]) => (rooms = next) };
};

const openPage = async (rooms: Room[], more: Record<string, unknown> = {}) => {
  const api = fakeRooms(rooms);
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...api.routes, ...(more as object) });
  const app = renderApp("/dining-room");
  await screen.findByRole("heading", { level: 1, name: "Salón y mesas" });
  return { ...app, fetchMock, api };
};

// jsdom lays nothing out: the plan is 500 px wide here, so a pixel is 2 plan units.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    width: 500,
    height: 350,
    right: 500,
    bottom: 350,
    toJSON: () => ({}),
  });
  HTMLElement.prototype.setPointerCapture = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("DiningRoomPage", { timeout: 30_000 }, () => {
  it("starts with no rooms and creates the first, whose plan is empty", async () => {
    const { user, fetchMock } = await openPage([]);
    expect(await screen.findByText(/Todavía no hay salones/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Nuevo salón" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo salón" });
    await user.type(within(dialog).getByLabelText("Nombre del salón"), "Terraza");
    await user.click(within(dialog).getByRole("button", { name: "Crear" }));
    expect(await screen.findByRole("tab", { name: "Terraza", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Plano de Terraza" })).toHaveTextContent(
      "Este salón todavía no tiene mesas.",
    );
    expect(sentBodies(fetchMock, "POST", "/rooms")).toEqual([{ name: "Terraza" }]);
  });

  it("adds a table, drags one by touch, moves it with the keyboard and saves the plan", async () => {
    const { user, fetchMock } = await openPage([roomOf(salonId, "Salón", { tables: [mesa1] })]);
    const plan = await screen.findByRole("group", { name: "Plano de Salón" });
    expect(screen.getByRole("button", { name: "Guardar" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Agregar mesa" }));
    const dialog = await screen.findByRole("dialog", { name: "Nueva mesa" });
    expect(within(dialog).getByLabelText("Nombre de la mesa")).toHaveValue("Mesa 2");
    await user.clear(within(dialog).getByLabelText("Lugares"));
    await user.type(within(dialog).getByLabelText("Lugares"), "6");
    await user.click(within(dialog).getByRole("combobox", { name: "Forma" }));
    await user.click(await screen.findByRole("option", { name: "Redonda" }));
    await user.click(within(dialog).getByRole("button", { name: "Agregar" }));
    const added = await within(plan).findByRole("button", { name: "Mesa 2, 6 lugares, redonda" });
    expect(screen.getByRole("region", { name: "Mesas de Salón" })).toHaveTextContent("2 mesas · 10 lugares");

    // A finger drags Mesa 1 by 50 × 25 px: 100 × 50 plan units.
    const table = within(plan).getByRole("button", { name: "Mesa 1, 4 lugares, cuadrada" });
    const touch = { pointerId: 7, pointerType: "touch", isPrimary: true };
    fireEvent.pointerDown(table, { ...touch, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(table, { ...touch, clientX: 130, clientY: 110 });
    fireEvent.pointerMove(table, { ...touch, clientX: 150, clientY: 125 });
    fireEvent.pointerUp(table, { ...touch, clientX: 150, clientY: 125 });
    fireEvent.click(table);
    expect(table).toHaveAttribute("data-x", "300");
    expect(table).toHaveAttribute("data-y", "250");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Then the arrow keys: 10 units a press, 50 with Shift.
    table.focus();
    await user.keyboard("{ArrowRight}{Shift>}{ArrowDown}{/Shift}");
    expect(table).toHaveAttribute("data-x", "310");
    expect(table).toHaveAttribute("data-y", "300");
    expect(added).toHaveAttribute("data-y");

    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Plano de Salón guardado.")).toBeInTheDocument();
    const [sent] = sentBodies(fetchMock, "PUT", `/rooms/${salonId}/plan`);
    expect(sent).toEqual({
      version: 0,
      tables: [
        { ...mesa1, x: 310, y: 300 },
        { name: "Mesa 2", seats: 6, shape: "round", x: expect.any(Number), y: expect.any(Number) },
      ],
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Guardar" })).toBeDisabled());
  });

  it("edits and deletes a table, refusing a name the room already has", async () => {
    const mesa2 = { ...mesa1, id: "0190a000-0000-7000-8000-000000000012", name: "Mesa 2", x: 600 };
    const { user } = await openPage([roomOf(salonId, "Salón", { tables: [mesa1, mesa2] })]);
    const plan = await screen.findByRole("group", { name: "Plano de Salón" });
    await user.click(within(plan).getByRole("button", { name: "Mesa 2, 4 lugares, cuadrada" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar Mesa 2" });
    await user.clear(within(dialog).getByLabelText("Nombre de la mesa"));
    await user.type(within(dialog).getByLabelText("Nombre de la mesa"), "mesa 1");
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(
      await within(dialog).findByText("Ya hay otra mesa con ese nombre en este salón."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Eliminar mesa" }));
    await waitFor(() => expect(within(plan).getAllByRole("button")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Descartar cambios" }));
    expect(within(plan).getAllByRole("button")).toHaveLength(2);
  });

  it("asks before the drawer takes the owner away from an unsaved plan", async () => {
    const { user } = await openPage([roomOf(salonId, "Salón", { tables: [mesa1] })], {
      "GET /categories?limit=10": ok({ items: [], total: 0, nextCursor: null }),
    });
    const plan = await screen.findByRole("group", { name: "Plano de Salón" });
    const categories = () => screen.getAllByRole("link", { name: "Categorias" })[0] as HTMLElement;
    within(plan)
      .getByRole("button", { name: /Mesa 1/ })
      .focus();
    await user.keyboard("{ArrowRight}");

    await user.click(categories());
    const ask = await screen.findByRole("dialog", { name: "Cambios sin guardar" });
    await user.click(within(ask).getByRole("button", { name: "Seguir editando" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 1, name: "Salón y mesas" })).toBeInTheDocument();
    expect(within(plan).getByRole("button", { name: /Mesa 1/ })).not.toHaveAttribute("data-x", "200");

    await user.click(categories());
    await user.click(
      within(await screen.findByRole("dialog", { name: "Cambios sin guardar" })).getByRole("button", {
        name: "Salir sin guardar",
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Categorias" })).toBeInTheDocument();
  });

  it("tells the owner when someone else saved the plan first, and loads it", async () => {
    const { user, api } = await openPage([roomOf(salonId, "Salón", { tables: [mesa1] })], {
      [`PUT /rooms/${salonId}/plan`]: {
        status: 409,
        body: {
          error: {
            code: "aborted",
            message:
              "Otra persona guardó este plano mientras lo editabas. Cargá el plano actual y volvé a hacer tus cambios.",
          },
        },
      },
    });
    const plan = await screen.findByRole("group", { name: "Plano de Salón" });
    const table = within(plan).getByRole("button", { name: /Mesa 1/ });
    table.focus();
    await user.keyboard("{ArrowLeft}");
    // Meanwhile another device saved the room with a table of its own.
    api.setRooms([
      roomOf(salonId, "Salón", {
        version: 1,
        tables: [mesa1, { ...mesa1, id: "0190a000-0000-7000-8000-000000000099", name: "Barra" }],
      }),
    ]);
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(
      await screen.findByText(/Otra persona guardó este plano mientras lo editabas. Cargá/),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Cargar el plano actual" }));
    expect(await within(plan).findByRole("button", { name: /Barra/ })).toBeInTheDocument();
    expect(within(plan).getByRole("button", { name: /Mesa 1/ })).toHaveAttribute("data-x", "200");
  });
});
