import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WindowLanes } from "./window-lanes";

// jsdom lays nothing out: every element here is 600 px wide and each card 300 px high, as a browser would say.
const box = { x: 0, y: 0, top: 0, left: 0, right: 600, bottom: 300, width: 600, height: 300 };

const jsdomOffsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight");

const items = Array.from({ length: 200 }, (_, index) => ({ id: `o${index}`, name: `Pedido ${index + 1}` }));

const lanes = (list: typeof items) => (
  <WindowLanes
    items={list}
    keyOf={(item) => item.id}
    lanesFor={(width) => Math.floor(width / 300)}
    gap={10}
    estimateHeight={300}
    label="Pedidos"
    renderItem={(item) => <article aria-label={item.name}>{item.name}</article>}
  />
);

const renderLanes = () => render(lanes(items));

const shown = () => screen.queryAllByRole("article").map((card) => card.getAttribute("aria-label"));

describe("WindowLanes (decision 092)", () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ ...box, toJSON: () => box });
    // The virtualizer measures a drawn card by its offsetHeight.
    Object.defineProperty(HTMLElement.prototype, "offsetHeight", { configurable: true, get: () => 300 });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (jsdomOffsetHeight) Object.defineProperty(HTMLElement.prototype, "offsetHeight", jsdomOffsetHeight);
  });

  it("keeps in the page only the cards near the view, in columns, and the whole list's height", () => {
    renderLanes();
    const cards = shown();
    expect(cards.slice(0, 4)).toEqual(["Pedido 1", "Pedido 2", "Pedido 3", "Pedido 4"]);
    // 768 px of window at 310 px a row of two, and two rows more each side at most.
    expect(cards.length).toBeGreaterThan(4);
    expect(cards.length).toBeLessThan(20);
    const section = screen.getByRole("region", { name: "Pedidos" });
    // 100 rows of two cards, 300 px and 10 px apart.
    expect(section.style.height).toBe(`${100 * 310 - 10}px`);
    const second = screen.getByRole("article", { name: "Pedido 2" }).parentElement;
    // Its column's left edge: half of 600 px less the gap, and the gap.
    expect(second?.style.transform).toBe("translate(305px, 0px)");
    expect(second?.style.width).toBe("295px");
  });

  it("draws the cards scrolled to, and lets those left behind go", () => {
    renderLanes();
    act(() => {
      Object.defineProperty(window, "scrollY", { configurable: true, value: 310 * 50 });
      window.dispatchEvent(new Event("scroll"));
    });
    const cards = shown();
    expect(cards).toContain("Pedido 101");
    expect(cards).not.toContain("Pedido 1");
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });

  it("keeps a card's element when another is put before it", () => {
    const { rerender } = renderLanes();
    const before = screen.getByRole("article", { name: "Pedido 1" });
    const newer = [{ id: "new", name: "Pedido nuevo" }, ...items];
    rerender(lanes(newer));
    expect(shown()[0]).toBe("Pedido nuevo");
    expect(screen.getByRole("article", { name: "Pedido 1" })).toBe(before);
  });
});
