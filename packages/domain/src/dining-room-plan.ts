export const tableShapes = ["square", "round", "rectangle"] as const;
export type TableShape = (typeof tableShapes)[number];

/**
 * The plan's own units, whatever the screen: a room is drawn 1000 wide by 700 high and scaled to fit, so
 * a table stays where it was left on a tablet and on a desktop.
 */
export const PLAN = { width: 1000, height: 700 } as const;

export type PlanTable = { shape: TableShape; seats: number; x: number; y: number };
export type TableSize = { width: number; height: number };

/**
 * How big a table is drawn, from its shape and seats: no sizes to set or store (decision 049). Square and
 * round tables grow by steps; a rectangle grows in length, two seats per step. Even the smallest
 * is a finger wide on a tablet held upright (90 units, about 55 px).
 */
export const tableSize = ({ shape, seats }: Pick<PlanTable, "shape" | "seats">): TableSize => {
  if (shape === "rectangle")
    return { width: Math.min(420, Math.max(160, 60 + 35 * Math.ceil(seats / 2))), height: 100 };
  const side = seats <= 2 ? 90 : seats <= 4 ? 110 : seats <= 6 ? 130 : 150;
  return { width: side, height: side };
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The table's centre moved so the whole table is on the plan, in whole units. */
export const placeInside = (table: PlanTable): { x: number; y: number } => {
  const { width, height } = tableSize(table);
  return {
    x: Math.round(clamp(table.x, width / 2, PLAN.width - width / 2)),
    y: Math.round(clamp(table.y, height / 2, PLAN.height - height / 2)),
  };
};

type Placed = Pick<PlanTable, "shape" | "seats" | "x" | "y">;

const overlaps = (a: Placed, b: Placed, gap: number) => {
  const sa = tableSize(a);
  const sb = tableSize(b);
  return (
    Math.abs(a.x - b.x) < (sa.width + sb.width) / 2 + gap &&
    Math.abs(a.y - b.y) < (sa.height + sb.height) / 2 + gap
  );
};

/**
 * Where a new table goes: the first spot, row by row from the top left, that touches no other table;
 * the plan's centre when the room is full (the owner drags it from there).
 */
export const freeSpot = (
  table: Pick<PlanTable, "shape" | "seats">,
  others: readonly Placed[],
): { x: number; y: number } => {
  const { width, height } = tableSize(table);
  const step = 20;
  for (let y = height / 2 + step; y <= PLAN.height - height / 2; y += step)
    for (let x = width / 2 + step; x <= PLAN.width - width / 2; x += step) {
      const spot = { ...table, x, y };
      if (!others.some((other) => overlaps(spot, other, step))) return { x, y };
    }
  return placeInside({ ...table, x: PLAN.width / 2, y: PLAN.height / 2 });
};
