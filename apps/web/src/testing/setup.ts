import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { FakeEventSource } from "./fake-event-source";
import { preloadAllScreens } from "./preload-screens";

// jsdom has no EventSource; the signed-in app opens one.
globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.instances.length = 0;
});

await preloadAllScreens();
