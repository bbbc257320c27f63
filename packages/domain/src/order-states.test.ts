import { describe, expect, it } from "vitest";
import { orderStatusLabel } from "./order-states.ts";

describe("orderStatusLabel", () => {
  it("says 'Sin pedir' for a table's tab with nothing on it, the status's label otherwise", () => {
    expect(orderStatusLabel({ type: "table", status: "served", lines: [] })).toBe("Sin pedir");
    expect(orderStatusLabel({ type: "table", status: "served", lines: [{}] })).toBe("En la mesa");
    expect(orderStatusLabel({ type: "table", status: "pending", lines: [] })).toBe("Pendiente");
    expect(orderStatusLabel({ type: "counter", status: "completed", lines: [] })).toBe("Completado");
  });
});
