import "@testing-library/jest-dom/vitest";
import { type EmotionCache, __unsafe_useEmotionCache as useEmotionCache } from "@emotion/react";
import { cleanup, configure, render } from "@testing-library/react";
import { createElement } from "react";
import { afterAll, afterEach, vi } from "vitest";
import { FakeEventSource } from "./fake-event-source";

// findBy*/waitFor wait up to 10 s rather than 1 s: on a busy 2-core machine a screen's first render can
// take longer than a second, and a wait that gives up early fails a test that is right.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no EventSource; the signed-in app opens one.
globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;

// happy-dom turns an element into a string as its whole outerHTML, where a browser gives "[object
// HTMLDivElement]". Popper (MUI's tooltips, menus and autocompletes) does it on every position update to
// tell an element from a window, and serialised the page each time. Node's own toString is the browser's.
if (typeof Element !== "undefined" && Object.hasOwn(Element.prototype, "toString")) {
  Reflect.deleteProperty(Element.prototype, "toString");
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.instances.length = 0;
});

// Most files share a worker's modules and its window with the files before them (vite.config.ts). After
// each file, what its tests may have left goes back to how a new worker starts, so no file sees another's
// (a file's tests still share among themselves whatever they shared before). Vitest itself restores
// vi.spyOn's spies after each file; src/lib's stores (live-events, admin-pin, counter-printer, the outbox)
// forget their subscribers when the app unmounts, and read the rest from localStorage.
const initialTitle = typeof document === "undefined" ? "" : document.title;
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === "undefined") return; // scripts' tests run in node
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.documentElement.removeAttribute("style");
  document.title = initialTitle;
  forgetStyles();
});

/**
 * Empties emotion's style sheet, as a new window starts. Emotion writes a rule once per window, and each
 * getComputedStyle (Testing Library's role queries call it for every node they look at) matches the node
 * against every rule in the page: with the rules of all the files before, a file took twice as long.
 */
function forgetStyles() {
  const seen: { cache: EmotionCache | null } = { cache: null };
  const Probe = () => {
    seen.cache = useEmotionCache();
    return null;
  };
  render(createElement(Probe)).unmount();
  if (!seen.cache) return;
  const { sheet, inserted } = seen.cache;
  sheet.flush();
  for (const name of Object.keys(inserted)) delete inserted[name];
}
