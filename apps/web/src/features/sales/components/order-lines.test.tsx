import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { productLine } from "@/testing/board-fixtures";
import { OrderLines } from "./order-lines";

// Decision 080: a shift's order lists each line with what made it that line, one product on two lines.
describe("a sold order's lines", () => {
  it("says each line's options and note, the same product on two lines apart", () => {
    const steak = (point: string, note: string | null) => ({
      ...productLine("Bife de chorizo", 1),
      options: [{ id: `o-${point}`, group: "Punto de cocción", name: point, price: 0 }],
      note,
    });
    render(<OrderLines lines={[steak("Jugoso", "sin sal"), steak("A punto", null)]} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1 × Bife de chorizo (Jugoso) · sin sal",
      "1 × Bife de chorizo (A punto)",
    ]);
  });
});
