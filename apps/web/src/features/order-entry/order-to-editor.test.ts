import { describe, expect, it } from "vitest";
import { agua, coca, comboBurger, hamburguesa } from "@/entities/order/testing/order-fixtures";
import { linesInput } from "./lines-input";
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

  it("keeps each line's course through an edit, moved or its product's then (decision 082)", () => {
    const [first, ...rest] = openOrder.lines;
    if (first?.kind !== "product") throw new Error("the fixture starts with a product line");
    const coursed = { ...openOrder, lines: [{ ...first, course: "entrada" }, ...rest] };
    const sent = linesInput(editorValueOf(coursed).lines).products ?? [];
    expect(sent[0]).toMatchObject({ product_id: first.itemId, course: "entrada" });
    // A line stored without one is sent without one, not left to become its product's.
    expect(sent.slice(1).every((line) => line.course === null)).toBe(true);
  });

  it("keeps a combo's products' choices through an edit, priced as sold (decision 080)", () => {
    const [first, combo] = openOrder.lines;
    if (combo?.kind !== "promotion" || !first) throw new Error("the fixture has a combo second");
    const jugoso = { id: "opt-jugoso", group: "Punto", name: "Jugoso", price: 0 };
    const huevo = { id: "opt-huevo", group: "Extras", name: "Huevo frito", price: 1500 };
    const [burger, ...rest] = combo.items;
    if (!burger) throw new Error("the combo has a burger");
    const chosen = {
      ...combo,
      unitPrice: 5500,
      subtotal: 5500,
      items: [{ ...burger, options: [jugoso, huevo] }, ...rest],
    };
    const value = editorValueOf({ ...openOrder, lines: [first, chosen] });
    const line = value.lines[1];
    expect(line).toMatchObject({
      unitPrice: 550_000,
      choices: [
        {
          productId: burger.productId,
          options: [{ name: "Jugoso" }, { name: "Huevo frito", price: 150_000 }],
        },
      ],
    });
    expect(linesInput(value.lines).promotions).toEqual([
      {
        promotion_id: combo.itemId,
        quantity: 1,
        items: [{ product_id: burger.productId, options: ["opt-jugoso", "opt-huevo"] }],
      },
    ]);
  });
});
