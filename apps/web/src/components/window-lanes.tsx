import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";

export type WindowLanesProps<T> = {
  items: readonly T[];
  /** stable per item: a card keeps its element, and its measured height, when others come before it */
  keyOf: (item: T) => string;
  /** how many columns for the list's width in px */
  lanesFor: (width: number) => number;
  /** px between two cards, across and down */
  gap: number;
  /** a usual card's height in px, until it is measured */
  estimateHeight: number;
  label: string;
  renderItem: (item: T) => ReactNode;
};

const readWidth = (element: HTMLElement | null) => element?.getBoundingClientRect().width ?? 0;

/**
 * Decision 092: a long list of cards in columns, of which only those near the window's view are in the page.
 * The page scrolls as usual (the window, not a box); item i sits in column i mod n, under the one before it in
 * that column, so cards of different heights leave no holes. A card is measured once it is drawn, and keeps
 * its element while others are put before it: a new order first on the board mounts one card and moves the
 * others, instead of laying out 400.
 */
export function WindowLanes<T>({
  items,
  keyOf,
  lanesFor,
  gap,
  estimateHeight,
  label,
  renderItem,
}: WindowLanesProps<T>) {
  const list = useRef<HTMLElement | null>(null);
  const [top, setTop] = useState(0);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const read = () => {
      setTop(element.getBoundingClientRect().top + window.scrollY);
      setWidth(readWidth(element));
    };
    read();
    if (typeof ResizeObserver === "undefined") return;
    // What sits above the list (the filters, a notice) moves it, and the page's body resizes with it.
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const lanes = Math.max(1, lanesFor(width));
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateHeight,
    getItemKey: (index) => keyOf(items[index] as T),
    lanes,
    gap,
    overscan: 2,
    scrollMargin: top,
  });
  const laneWidth = Math.max(0, (width - (lanes - 1) * gap) / lanes);
  return (
    <section
      aria-label={label}
      ref={list}
      style={{ position: "relative", height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((virtual) => (
        <div
          key={virtual.key}
          data-index={virtual.index}
          ref={virtualizer.measureElement}
          style={{
            position: "absolute",
            top: 0,
            left: 0,
            width: laneWidth,
            // Each card on a layer of its own, moved by the compositor: a new card first moves every other
            // one, and none of them is painted again.
            transform: `translate(${virtual.lane * (laneWidth + gap)}px, ${virtual.start - top}px)`,
            willChange: "transform",
          }}
        >
          {renderItem(items[virtual.index] as T)}
        </div>
      ))}
    </section>
  );
}
