import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export type Violation = { id: string; help: string; nodes: string[] };

/**
 * Waits until no finite animation or transition runs: a dialog fading in is checked at the opacity a
 * person ends up seeing, not halfway (axe measured its text's contrast at 40 % opacity). Endless ones
 * (a spinner) do not count.
 */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );

/** WCAG 2.1 A/AA rules through axe-core, on the screen as it stands once its transitions have ended. */
export const violationsOn = async (page: Page): Promise<Violation[]> => {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
};
