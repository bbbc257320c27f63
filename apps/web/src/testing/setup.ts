import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { FakeEventSource } from "./fake-event-source";

// findBy*/waitFor wait up to 10 s rather than 1 s: on a busy 2-core machine a screen's first render can
// take longer than a second, and a wait that gives up early fails a test that is right.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no EventSource; the signed-in app opens one.
globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.instances.length = 0;
});
