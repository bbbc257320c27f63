/** Arrow-key moves among the grid's buttons (decision 028), by where they sit on the screen. */
const enabledButtons = (grid: HTMLElement) =>
  [...grid.querySelectorAll<HTMLButtonElement>("[data-grid-item]")].filter((button) => !button.disabled);

export const firstGridButton = (grid: HTMLElement | null) => (grid ? enabledButtons(grid)[0] : undefined);

type Direction = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";

/** The button an arrow key leads to from `current`; undefined past an edge (ArrowUp from the top row: the search). */
export const nextGridButton = (grid: HTMLElement, current: HTMLElement, key: Direction) => {
  const buttons = enabledButtons(grid);
  const index = buttons.indexOf(current as HTMLButtonElement);
  if (key === "ArrowLeft") return buttons[index - 1];
  if (key === "ArrowRight") return buttons[index + 1];
  const from = current.getBoundingClientRect();
  const rows = buttons
    .map((button) => ({ button, rect: button.getBoundingClientRect() }))
    .filter(({ rect }) => (key === "ArrowDown" ? rect.top > from.top + 1 : rect.top < from.top - 1));
  if (rows.length === 0) return undefined;
  const rowTop =
    key === "ArrowDown"
      ? Math.min(...rows.map(({ rect }) => rect.top))
      : Math.max(...rows.map(({ rect }) => rect.top));
  const row = rows.filter(({ rect }) => Math.abs(rect.top - rowTop) <= 1);
  row.sort((a, b) => Math.abs(a.rect.left - from.left) - Math.abs(b.rect.left - from.left));
  return row[0]?.button;
};

export const isArrow = (key: string): key is Direction =>
  key === "ArrowLeft" || key === "ArrowRight" || key === "ArrowUp" || key === "ArrowDown";
