import type { Page } from "playwright";

// The option sheet of the order screen (decision 080): a tap on a product that asks a required group opens
// it. Timed inside the page, as bench/order-grid-open.ts times the grid. Strings, not functions: tsx would
// wrap a function's inner helpers in a `__name` call the page does not have.

/**
 * Taps the grid's tile of `product` and resolves with the ms until its sheet (the dialog named after the
 * product) holds its options, and until the first frame after that (the sheet laid out and painted).
 */
export const tapAndTimeSheet = (page: Page, product: string, option: string) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const product = ${JSON.stringify(product)};
    const option = ${JSON.stringify(option)};
    const grid = document.querySelector('[role="group"][aria-label="Productos"]');
    const tile = [...(grid?.querySelectorAll("button") ?? [])].find(
      (button) => (button.getAttribute("aria-label") ?? "").split(", ")[0] === product,
    );
    if (!tile) return reject(new Error("No tile for " + product));
    const sheet = () =>
      [...document.querySelectorAll('[role="dialog"]')].find(
        (dialog) => document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent === product,
      );
    const ready = () =>
      [...(sheet()?.querySelectorAll("button") ?? [])].some((button) => button.textContent.trim() === option);
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      const inDom = performance.now() - start;
      // The next frame's callback runs before its paint; the task after it, once painted.
      requestAnimationFrame(() => setTimeout(() => resolve([inDom, performance.now() - start]), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    tile.click();
  })`) as Promise<[number, number]>;

/** Closes the sheet with its 'Cancelar' and waits until it has left the page. */
export const closeSheet = async (page: Page, product: string) => {
  const sheet = page.getByRole("dialog", { name: product, exact: true });
  await sheet.getByRole("button", { name: "Cancelar", exact: true }).click();
  await sheet.waitFor({ state: "detached" });
};
