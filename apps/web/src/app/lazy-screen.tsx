import { type ComponentType, lazy } from "react";
import type { RouteMatch, RouteObject } from "react-router";

type ScreenHandle = { preload: () => Promise<unknown> };

/**
 * A route element that is its own chunk, downloaded the first time the route matches, so the sign-in page
 * does not carry every screen. `name` is the module's named export.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): Pick<RouteObject, "element" | "handle"> {
  const Screen = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  const handle: ScreenHandle = { preload: load };
  return { element: <Screen />, handle };
}

/**
 * Starts downloading every lazy screen of the matched branch at once: a layout and its page, or a page and
 * the session its guard waits for, arrive together instead of one after the other.
 */
export function preloadScreens(matches: RouteMatch[] | null) {
  for (const { route } of matches ?? []) void (route.handle as ScreenHandle | undefined)?.preload();
}
