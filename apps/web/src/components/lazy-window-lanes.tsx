import type { JSX } from "react";
import { lazyPart } from "@/lib/lazy-part";
import type { WindowLanesProps } from "./window-lanes";

/**
 * Decision 092: the lanes and their virtualizer are a chunk of their own (10 kB), fetched only by a list long
 * enough to need them. Render it inside a Suspense. Once preloaded (`preloadLanes`, as the board's data comes
 * in), it draws in the same render as its list (decision 094).
 */
const lanes = lazyPart(() => import("./window-lanes").then((module) => module.WindowLanes));

export const LazyWindowLanes = lanes as unknown as <T>(props: WindowLanesProps<T>) => JSX.Element;

export const preloadLanes = () => lanes.preload();

/**
 * From this many cards a list keeps only those near the view in the page (decision 092). Fewer are all there,
 * found whole by the browser's search and laid out once.
 */
export const lanesFrom = 60;
