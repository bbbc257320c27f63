import { z } from "zod";
import { PLAN, placeInside, type TableShape, tableShapes } from "./dining-room-plan.ts";
import { limits } from "./limits.ts";
import { nameKey, nameText } from "./names.ts";

/**
 * Decision 049: the dining room plan (ADMIN). A business has rooms ('Salón', 'Terraza'); each room
 * has tables placed on its plan. Table ids are UUIDv7 and stay for the table's life, so orders and open
 * tabs can name a table later (decision 049).
 */
export const tableShapeLabels: Record<TableShape, string> = {
  square: "Cuadrada",
  round: "Redonda",
  rectangle: "Rectangular",
};

export const MAX_SEATS = 99;
export const MAX_ROOMS = 20;
export const MAX_TABLES_PER_ROOM = 200;

export const diningTable = z.object({
  id: z.string(),
  name: z.string(),
  seats: z.number().int(),
  shape: z.enum(tableShapes),
  /** the table's centre on the room's plan (dining-room-plan.ts `PLAN`) */
  x: z.number(),
  y: z.number(),
});
export type DiningTable = z.infer<typeof diningTable>;

export const room = z.object({
  id: z.string(),
  name: z.string(),
  /** raised by every saved plan: a plan saved from an older version is refused (compare-and-set) */
  version: z.number().int(),
  tables: z.array(diningTable),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Room = z.infer<typeof room>;

/** POST /rooms and PATCH /rooms/:id. */
export const roomInput = z.object({ name: nameText(limits.roomName, "Ingresá el nombre del salón.") });
export type RoomInput = z.input<typeof roomInput>;
export type RoomValues = z.output<typeof roomInput>;

export const seatsSchema = z
  .number({ error: "Ingresá cuántos lugares tiene la mesa." })
  .int("Los lugares son un número entero.")
  .min(1, `La mesa tiene de 1 a ${MAX_SEATS} lugares.`)
  .max(MAX_SEATS, `La mesa tiene de 1 a ${MAX_SEATS} lugares.`);

const coordinate = (max: number) =>
  z
    .number({ error: "La posición de la mesa no es válida." })
    .min(0, "La posición de la mesa no es válida.")
    .max(max, "La posición de la mesa no es válida.");

/** One table as the plan sends it: without an id, a new table; with one, a table of this room. */
export const tableInput = z
  .object({
    id: z.uuid({ error: "El identificador de la mesa no es válido." }).optional(),
    name: nameText(limits.tableName, "Ingresá el nombre de la mesa."),
    seats: seatsSchema,
    shape: z.enum(tableShapes, { error: "Elegí la forma: cuadrada, redonda o rectangular." }),
    x: coordinate(PLAN.width),
    y: coordinate(PLAN.height),
  })
  // A table is kept whole inside the plan, whatever its size became (a rectangle with more seats).
  .transform((table) => ({ ...table, ...placeInside(table) }));
export type TableInput = z.input<typeof tableInput>;

/**
 * PUT /rooms/:id/plan: every table of the room as it should be (a table left out is deleted), and the
 * `version` the plan was drawn from.
 */
export const planInput = z
  .object({
    version: z
      .number({ error: "Falta la versión del plano." })
      .int("La versión del plano no es válida.")
      .min(0, "La versión del plano no es válida.")
      .max(Number.MAX_SAFE_INTEGER, "La versión del plano no es válida."),
    tables: z
      .array(tableInput, { error: "Faltan las mesas del plano." })
      .max(MAX_TABLES_PER_ROOM, `Un salón puede tener hasta ${MAX_TABLES_PER_ROOM} mesas.`),
  })
  .superRefine(({ tables }, context) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    tables.forEach((table, index) => {
      const key = nameKey(table.name);
      if (names.has(key))
        context.addIssue({
          code: "custom",
          path: ["tables", index, "name"],
          message: `Ya hay otra mesa llamada «${table.name}» en este salón.`,
        });
      names.add(key);
      if (table.id === undefined) return;
      if (ids.has(table.id))
        context.addIssue({
          code: "custom",
          path: ["tables", index, "id"],
          message: "La mesa está repetida.",
        });
      ids.add(table.id);
    });
  });
export type PlanInput = z.input<typeof planInput>;
export type PlanValues = z.output<typeof planInput>;

/** The first 'Mesa N' the room does not use yet, to suggest for a new table. */
export const nextTableName = (tables: readonly Pick<DiningTable, "name">[]): string => {
  const taken = new Set(tables.map((table) => nameKey(table.name)));
  let n = 1;
  while (taken.has(nameKey(`Mesa ${n}`))) n += 1;
  return `Mesa ${n}`;
};
