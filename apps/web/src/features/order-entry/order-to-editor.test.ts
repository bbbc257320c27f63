import { describe, expect, it } from "vitest";
import { agua, coca, comboBurger, hamburguesa } from "@/entities/order/testing/order-fixtures";
import { itemChoices, productItem, promotionItem } from "./order-draft";
import { catalogForEdit, editorValueOf, orderDemand } from "./order-to-editor";
import { openOrder } from "./testing/edit-order-harness";

describe("an order as the editor edits it", () => {
  it("counts what the order took, combos expanded", () => {
    expect(orderDemand(openOrder)).toEqual(
      new Map([
        [coca.id, 3],
        [hamburguesa.id, 1],
      ]),
    );
  });

  it("gives the order's own share back to the stock the options show, and recounts its combos", () => {
    const items = catalogForEdit(
      [coca, agua, hamburguesa].map(productItem).concat(promotionItem(comboBurger)),
      openOrder,
    );
    const quantities = items.map((item) =>
      item.kind === "product" ? item.option.quantity : item.option.maxQuantity,
    );
    // Coca-Cola 3 + 3, Agua untouched, Hamburguesa 2 + 1; the combo: min(6, 3).
    expect(quantities).toEqual([6, 0, 3, 3]);
    const value = editorValueOf(openOrder);
    // With the order's own lines in: 3 more Coca-Cola, 2 more Hamburguesa, so 2 more combos.
    expect(items.map((item) => itemChoices(value.lines, item))).toEqual([3, 0, 2, 2]);
  });
});
