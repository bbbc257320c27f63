import type { RouteObject } from "react-router";
import { routes } from "@/app/router";
import { preloadLazyParts } from "@/lib/lazy-part";

type Handle = { preload?: () => Promise<unknown> } | undefined;

const preloadsOf = (list: RouteObject[]): Promise<unknown>[] =>
  list.flatMap((route) => {
    const preload = (route.handle as Handle)?.preload;
    return [...(preload ? [preload()] : []), ...preloadsOf(route.children ?? [])];
  });

/**
 * Imports every lazy screen and lazy part up front. In the browser a screen arrives with its chunk; under vitest its
 * first import compiles it, which on a busy machine outlasts the one second a `findBy` query waits.
 */
export const preloadAllScreens = async () => {
  await Promise.all(preloadsOf(routes));
  // The screens made their lazy parts (dialog forms) as they loaded.
  await preloadLazyParts();
};
