import { expect, type Locator } from "@playwright/test";

/**
 * Every amount ("$ 68.400,00", "−$ 200,00") under `scope` is drawn on one line. Each
 * amount's characters, its sign included, are measured as a range: boxes on two lines mean the browser broke
 * it. Returns how many were checked, so a test can tell it looked at something.
 */
export const expectAmountsOnOneLine = async (scope: Locator): Promise<number> => {
  const amounts = await scope.evaluate((root) => {
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/[−+-]?\$[\s\u00a0]?[\d.]+,\d\d/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
  for (const { text, lines } of amounts) expect(lines, `"${text}" is on ${lines} lines`).toBe(1);
  return amounts.length;
};

/** `inner` is drawn within `outer`'s width: nothing sticks out past its right edge. */
export const expectWithinWidth = async (inner: Locator, outer: Locator) => {
  const [innerBox, outerBox] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(innerBox && outerBox, "both are on screen").toBeTruthy();
  if (!innerBox || !outerBox) return;
  expect(innerBox.x + innerBox.width).toBeLessThanOrEqual(outerBox.x + outerBox.width + 0.5);
};
