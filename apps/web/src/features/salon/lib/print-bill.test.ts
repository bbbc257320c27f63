import { describe, expect, it } from "vitest";
import { makeOrder } from "@/testing/board-fixtures";
import { billHtml } from "./print-bill";

describe("billHtml", () => {
  it("names the order's number 'Pedido N°', never 'turno'", () => {
    const html = billHtml(makeOrder(12, { turn: "12" }), "Mesa 4", "La Esquina");
    expect(html).toContain("Mesa 4 · Pedido N° 12");
    expect(html).not.toMatch(/turno/i);
  });
});
