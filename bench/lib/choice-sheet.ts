import type { Page } from "playwright";

// Taps on the order screen's grid: a product that asks a required group opens its option sheet (decision
// 080), one that asks nothing adds its line. Timed inside the page, as bench/order-grid-open.ts times the
// grid. Strings, not functions: tsx would wrap a function's inner helpers in a `__name` call the page does not
// have.

/**
 * Taps the grid's tile of `product` and resolves with the ms until `ready` (a JavaScript expression, evaluated
 * in the page after each change of the DOM, with `before` holding `setup`'s value from before the tap) is true,
 * and until the first frame after that (laid out and painted).
 */
const tapAndTime = (page: Page, product: string, ready: string, setup = "null") =>
  page.evaluate(`new Promise((resolve, reject) => {
    const product = ${JSON.stringify(product)};
    const grid = document.querySelector('[role="group"][aria-label="Productos"]');
    const tile = [...(grid?.querySelectorAll("button") ?? [])].find(
      (button) => (button.getAttribute("aria-label") ?? "").split(", ")[0] === product,
    );
    if (!tile) return reject(new Error("No tile for " + product));
    const before = ${setup};
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!(${ready})) return;
      observer.disconnect();
      const inDom = performance.now() - start;
      // The next frame's callback runs before its paint; the task after it, once painted.
      requestAnimationFrame(() => setTimeout(() => resolve([inDom, performance.now() - start]), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    tile.click();
  })`) as Promise<[number, number]>;

/** A tap on a product with choices: until its sheet (the dialog named after the product) holds `option`. */
export const tapAndTimeSheet = (page: Page, product: string, option: string) => {
  const sheet = `[...document.querySelectorAll('[role="dialog"]')].find((dialog) =>
    document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent === ${JSON.stringify(product)})`;
  return tapAndTime(
    page,
    product,
    `[...((${sheet})?.querySelectorAll("button") ?? [])].some((button) => button.textContent.trim() === ${JSON.stringify(option)})`,
  );
};

const detailLines = `document.querySelectorAll('ul[aria-label="Detalle del pedido"] > li[data-line]').length`;

/** A tap on a product that asks nothing: until the order's detail holds one line more. */
export const tapAndTimeLine = (page: Page, product: string) =>
  tapAndTime(page, product, `${detailLines} > before`, detailLines);

/** Closes the sheet with its 'Cancelar' and waits until it has left the page. */
export const closeSheet = async (page: Page, product: string) => {
  const sheet = page.getByRole("dialog", { name: product, exact: true });
  await sheet.getByRole("button", { name: "Cancelar", exact: true }).click();
  await sheet.waitFor({ state: "detached" });
};
