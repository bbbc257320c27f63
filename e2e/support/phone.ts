import { expect, type Locator, type Page } from "@playwright/test";

/** An iPhone 12–15 screen in CSS pixels. */
export const phone = { width: 390, height: 844 };

/**
 * Once the page is scrolled down to it (only down: a sideways scroll is what a phone user should not have
 * to hunt for), the control is on screen, not clipped by a scrolling table, and its middle, where a thumb
 * taps, is within the phone's width. (The middle: MUI's switch spreads its invisible <input> three times
 * wider than the switch drawn.)
 */
export const expectReachable = async (control: Locator) => {
  await control.evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    window.scrollBy(0, top - window.innerHeight / 2);
  });
  await expect(control).toBeInViewport();
  const box = await control.boundingBox();
  expect(box, "the control has a box on screen").not.toBeNull();
  if (!box) return;
  const middle = box.x + box.width / 2;
  expect(middle).toBeGreaterThan(0);
  expect(middle).toBeLessThan(phone.width);
};

/** Nothing on the page is wider than the phone. */
export const expectNoSidewaysScroll = async (page: Page) => {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width).toBeLessThanOrEqual(phone.width);
};
