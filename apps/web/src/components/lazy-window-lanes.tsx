import { type JSX, lazy } from "react";
import type { WindowLanesProps } from "./window-lanes";

/**
 * Decision 092: the lanes and their virtualizer are a chunk of their own (10 kB), fetched only by a list long
 * enough to need them. Render it inside a Suspense.
 */
export const LazyWindowLanes = lazy(() =>
  import("./window-lanes").then((module) => ({ default: module.WindowLanes })),
) as unknown as <T>(props: WindowLanesProps<T>) => JSX.Element;

/**
 * From this many cards a list keeps only those near the view in the page (decision 092). Fewer are all there,
 * found whole by the browser's search and laid out once.
 */
export const lanesFrom = 60;
