import { describe, expect, it } from "vitest";
import { nextTableName, planInput, roomInput } from "./dining-room.ts";
import { freeSpot, PLAN, placeInside, tableSize } from "./dining-room-plan.ts";

const fieldsOf = (input: unknown) =>
  Object.fromEntries(
    (planInput.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );

describe("the dining room plan", () => {
  it("sizes a table by its shape and seats", () => {
    expect(tableSize({ shape: "round", seats: 2 })).toEqual({ width: 90, height: 90 });
    expect(tableSize({ shape: "square", seats: 4 })).toEqual({ width: 110, height: 110 });
    expect(tableSize({ shape: "square", seats: 12 })).toEqual({ width: 150, height: 150 });
    expect(tableSize({ shape: "rectangle", seats: 6 })).toEqual({ width: 165, height: 100 });
    expect(tableSize({ shape: "rectangle", seats: 99 })).toEqual({ width: 420, height: 100 });
  });

  it("keeps the whole table inside the plan, in whole units", () => {
    expect(placeInside({ shape: "round", seats: 2, x: 0, y: 0 })).toEqual({ x: 45, y: 45 });
    expect(placeInside({ shape: "rectangle", seats: 99, x: PLAN.width, y: 350.6 })).toEqual({
      x: 790,
      y: 351,
    });
  });

  it("puts a new table where no other is, and at the centre of a full room", () => {
    const first = freeSpot({ shape: "square", seats: 4 }, []);
    expect(first).toEqual({ x: 75, y: 75 });
    const second = freeSpot({ shape: "square", seats: 4 }, [{ shape: "square", seats: 4, ...first }]);
    expect(second.x - first.x).toBeGreaterThanOrEqual(110 + 20);
    // Rows of three long tables, 35 apart: no gap anywhere.
    const crowd = Array.from({ length: 60 }, (_, i) => ({
      shape: "rectangle" as const,
      seats: 99,
      x: 200 + (i % 3) * 300,
      y: 40 + Math.floor(i / 3) * 35,
    }));
    expect(freeSpot({ shape: "round", seats: 2 }, crowd)).toEqual({ x: 500, y: 350 });
  });

  it("suggests the first table name the room does not use", () => {
    expect(nextTableName([])).toBe("Mesa 1");
    expect(nextTableName([{ name: "Mesa 1" }, { name: "MESA 3" }])).toBe("Mesa 2");
    expect(nextTableName([{ name: "mesa 1" }, { name: "Mesa 2" }])).toBe("Mesa 3");
  });

  it("normalises a room's name and refuses a blank one", () => {
    expect(roomInput.parse({ name: "  Terraza   cubierta " })).toEqual({ name: "Terraza cubierta" });
    expect(roomInput.safeParse({ name: " " }).error?.issues[0]?.message).toBe("Ingresá el nombre del salón.");
  });

  it("takes the plan's tables, keeping each one inside the plan", () => {
    const parsed = planInput.parse({
      version: 3,
      tables: [
        { name: " Mesa  1 ", seats: 4, shape: "square", x: 0, y: 700 },
        {
          id: "0190a000-0000-7000-8000-000000000001",
          name: "Barra",
          seats: 8,
          shape: "rectangle",
          x: 500.4,
          y: 200,
        },
      ],
    });
    expect(parsed.tables).toEqual([
      { name: "Mesa 1", seats: 4, shape: "square", x: 55, y: 645 },
      {
        id: "0190a000-0000-7000-8000-000000000001",
        name: "Barra",
        seats: 8,
        shape: "rectangle",
        x: 500,
        y: 200,
      },
    ]);
  });

  it("refuses repeated names and ids, bad seats, shapes and positions with a message per field", () => {
    const id = "0190a000-0000-7000-8000-000000000001";
    expect(
      fieldsOf({
        version: 0,
        tables: [
          { id, name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 },
          { id, name: "mesa  1", seats: 0, shape: "oval", x: -1, y: 701 },
          { name: "", seats: 2.5, shape: "round", x: 100, y: "100" },
        ],
      }),
    ).toEqual({
      "tables.1.seats": "La mesa tiene de 1 a 99 lugares.",
      "tables.1.shape": "Elegí la forma: cuadrada, redonda o rectangular.",
      "tables.1.x": "La posición de la mesa no es válida.",
      "tables.1.y": "La posición de la mesa no es válida.",
      "tables.2.name": "Ingresá el nombre de la mesa.",
      "tables.2.seats": "Los lugares son un número entero.",
      "tables.2.y": "La posición de la mesa no es válida.",
    });
    expect(
      fieldsOf({
        version: 0,
        tables: [
          { id, name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 },
          { id, name: "Mesa 1", seats: 4, shape: "square", x: 300, y: 100 },
        ],
      }),
    ).toEqual({
      "tables.1.name": "Ya hay otra mesa llamada «Mesa 1» en este salón.",
      "tables.1.id": "La mesa está repetida.",
    });
    expect(fieldsOf({ version: -1, tables: [] })).toEqual({ version: "La versión del plano no es válida." });
    expect(fieldsOf({ version: 0 })).toEqual({ tables: "Faltan las mesas del plano." });
  });
});
