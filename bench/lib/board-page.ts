import type { Page } from "playwright";

// The page side of bench:board (board-latency.ts): what it notes in Chromium and how it is read back.

/** Epoch ms with sub-ms precision, the same clock in Node and in the page. */
export const clock = () => performance.timeOrigin + performance.now();

/**
 * In the page before the app: when each "Pedido N" card enters the DOM, and when each order's change event
 * arrives (a listener added first, so it runs before the app's). A string, not a function: tsx would
 * wrap a function's inner helpers in a `__name` call the page does not have.
 */
export const instrument = `
  const now = () => performance.timeOrigin + performance.now();
  const cards = new Map();
  const drawn = new Map();
  const events = new Map();
  // Tasks of 50 ms or more (the browser's long tasks): what kept the page from the event or the card.
  const tasks = [];
  Object.assign(window, { benchCards: cards, benchDrawn: drawn, benchEvents: events, benchTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([performance.timeOrigin + entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  const note = (element) => {
    const label = element.getAttribute("aria-label");
    if (element.tagName === "ARTICLE" && label?.startsWith("Pedido ") && !cards.has(label)) {
      cards.set(label, now());
      // The frame that shows it runs after this task; what follows that frame is when it is on screen.
      requestAnimationFrame(() => setTimeout(() => drawn.set(label, now()), 0));
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        note(node);
        for (const inner of node.querySelectorAll("article")) note(inner);
      }
    }
  }).observe(document, { childList: true, subtree: true });
  const Original = window.EventSource;
  window.EventSource = class extends Original {
    constructor(url, init) {
      super(url, init);
      this.addEventListener("change", (message) => {
        const at = now();
        const change = JSON.parse(message.data);
        if (change.entity === "orders" && change.op === "insert") events.set(change.id, at);
      });
    }
  };
`;

export const cardShown = (page: Page, turn: string) =>
  page.waitForFunction(
    (label) => (globalThis as unknown as { benchDrawn: Map<string, number> }).benchDrawn.has(label),
    `Pedido ${turn}`,
    { polling: 10, timeout: 30_000 },
  );

/** When the card and the event arrived, and the longest task of the page that overlapped `from`–its card. */
export const timesOf = (page: Page, turn: string, id: string, from: number) =>
  page.evaluate(
    ([label, orderId, since]) => {
      const bench = globalThis as unknown as {
        benchCards: Map<string, number>;
        benchDrawn: Map<string, number>;
        benchEvents: Map<string, number>;
        benchTasks: [number, number][];
      };
      const card = bench.benchCards.get(label) ?? 0;
      const drawn = bench.benchDrawn.get(label) ?? 0;
      const overlapping = bench.benchTasks.filter(([start, took]) => start < drawn && start + took > since);
      return {
        card,
        drawn,
        event: bench.benchEvents.get(orderId) ?? 0,
        longestTask: Math.max(0, ...overlapping.map(([, took]) => took)),
      };
    },
    [`Pedido ${turn}`, id, from] as const,
  );
