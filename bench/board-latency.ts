// How soon a new order shows on a busy board (decision 029): the real server on a fresh
// SQLite file, a business with 200 open orders, its board open in Chromium; another client creates orders
// through the API, and the page times each card's appearance in the DOM from the moment the POST is sent
// (as a user at the board sees it, decision 035; one clock, performance.timeOrigin + performance.now(),
// in Node and in the page), with the change event's arrival as a breakdown. At 1× and at 4× CPU throttling,
// for the board's live path (the one order fetched and put in the cache) beside, in the same run, the
// whole-board refetch it replaced (the page's GET /orders/:id refused, so the board falls back on it) and
// the page's own GET /api/v1/health round trip (a yardstick that itself runs `select 1`).
// Run: npm run build, then npm run bench:board -w @comanda/bench [-- --orders=30] [--open=200]
// Figures of one run: docs/decisions/029-board-live-cache-updates.md.
import { uuidv7 } from "@comanda/domain";
import { chromium, type Page } from "playwright";
import { call } from "./lib/api.ts";
import { newServiceBusiness, orderBody, type ServiceBusiness } from "./lib/service-business.ts";
import { summarize } from "./lib/stats.ts";
import { startTarget } from "./lib/target.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const measured = option("orders", 30);
const openOrders = option("open", 200);
const throttles = [1, 4];
const warmUp = 5;
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Mode = "live" | "whole board";
type Sample = { fromSent: number; toEvent: number; fromEvent: number };

/** Epoch ms with sub-ms precision, the same clock in Node and in the page. */
const clock = () => performance.timeOrigin + performance.now();

/**
 * In the page before the app: when each "Pedido N" card enters the DOM, and when each order's change event
 * arrives (a listener added first, so it runs before the app's). A string, not a function: tsx would
 * wrap a function's inner helpers in a `__name` call the page does not have.
 */
const instrument = `
  const now = () => performance.timeOrigin + performance.now();
  const cards = new Map();
  const events = new Map();
  Object.assign(window, { benchCards: cards, benchEvents: events });
  const note = (element) => {
    const label = element.getAttribute("aria-label");
    if (element.tagName === "ARTICLE" && label?.startsWith("Pedido ") && !cards.has(label)) cards.set(label, now());
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

const cardShown = (page: Page, turn: string) =>
  page.waitForFunction(
    (label) => (globalThis as unknown as { benchCards: Map<string, number> }).benchCards.has(label),
    `Pedido ${turn}`,
    { polling: 10, timeout: 30_000 },
  );

const timesOf = (page: Page, turn: string, id: string) =>
  page.evaluate(
    ([label, orderId]) => {
      const bench = globalThis as unknown as {
        benchCards: Map<string, number>;
        benchEvents: Map<string, number>;
      };
      return { card: bench.benchCards.get(label) ?? 0, event: bench.benchEvents.get(orderId) ?? 0 };
    },
    [`Pedido ${turn}`, id] as const,
  );

/**
 * One order at a time: created, its card waited for, then cancelled (the board keeps `openOrders` open
 * orders, and shows none of the finished ones) and its card waited out.
 */
const measureOrders = async (page: Page, business: ServiceBusiness, firstTurn: number, count: number) => {
  const samples: Sample[] = [];
  for (let n = 0; n < count; n++) {
    const turn = firstTurn + n;
    const body = orderBody(business, turn - 1, uuidv7());
    const sent = clock();
    await call(business.api, "POST", "/api/v1/orders", body);
    await cardShown(page, String(turn));
    const times = await timesOf(page, String(turn), body.id);
    samples.push({
      fromSent: times.card - sent,
      toEvent: times.event - sent,
      fromEvent: times.card - times.event,
    });
    await call(business.api, "POST", `/api/v1/orders/${body.id}/cancel`);
    await page.getByRole("article", { name: `Pedido ${turn}`, exact: true }).waitFor({ state: "detached" });
  }
  return samples;
};

/**
 * The page's own round trip to the server, the yardstick of the same throttled page. /health runs
 * `select 1`, so it is a little more than a bare round trip; a bare route elsewhere would be another origin.
 */
const measureHealth = (page: Page) =>
  page.evaluate(async (count) => {
    const times: number[] = [];
    for (let n = 0; n < count; n++) {
      const start = performance.now();
      await (await fetch("/api/v1/health")).text();
      times.push(performance.now() - start);
    }
    return times;
  }, measured);

const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value))).padStart(7);

const target = await startTarget("sqlite", "", { PASSWORD_HASH_COST: "10" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
try {
  const business = await newServiceBusiness(target.url);
  for (let n = 0; n < openOrders; n++) {
    await call(business.api, "POST", "/api/v1/orders", orderBody(business, n, uuidv7()));
  }
  const context = await browser.newContext({ baseURL: target.url, locale: "es-AR" });
  await context.addCookies(
    business.api.cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: target.url };
    }),
  );
  await context.addInitScript({ content: instrument });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto("/orders");
  await page.getByRole("article", { name: `Pedido ${openOrders}`, exact: true }).waitFor();
  const rows: string[] = [];
  let turn = openOrders + 1;
  for (const rate of throttles) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const health = summarize(await measureHealth(page));
    rows.push(
      `  ${`${rate}×`.padEnd(4)}${"GET /api/v1/health (select 1) from the page".padEnd(44)}${ms(health.p50)}${ms(health.p99)}`,
    );
    for (const mode of ["live", "whole board"] as Mode[]) {
      // The whole-board path: the order's own GET fails, and the board falls back on fetching it all.
      if (mode === "whole board") await page.route("**/api/v1/orders/*", (route) => route.abort());
      await measureOrders(page, business, turn, warmUp); // not counted
      turn += warmUp;
      const samples = await measureOrders(page, business, turn, measured);
      turn += measured;
      if (mode === "whole board") await page.unroute("**/api/v1/orders/*");
      const sent = summarize(samples.map((sample) => sample.fromSent));
      const toEvent = summarize(samples.map((sample) => sample.toEvent));
      const event = summarize(samples.map((sample) => sample.fromEvent));
      rows.push(
        `  ${`${rate}×`.padEnd(4)}${`${mode}: POST sent → card in the DOM`.padEnd(44)}${ms(sent.p50)}${ms(sent.p99)}`,
        `  ${`${rate}×`.padEnd(4)}${"  of which POST sent → change event".padEnd(44)}${ms(toEvent.p50)}${ms(toEvent.p99)}`,
        `  ${`${rate}×`.padEnd(4)}${"  of which change event → card".padEnd(44)}${ms(event.p50)}${ms(event.p99)}`,
      );
    }
  }
  console.log(`\nBoard with ${openOrders} open orders, ${measured} new orders each (SQLite, Chromium)`);
  console.log(`  ${"CPU".padEnd(4)}${"figure".padEnd(44)}${"p50 ms".padStart(7)}${"p99 ms".padStart(7)}`);
  for (const row of rows) console.log(row);
  console.log(
    "  Targets (decision 029): live p99 ≤ 50 ms at 1×, ≤ 200 ms at 4×, from the POST sent to the card.",
  );
} finally {
  await browser.close();
  await target.stop();
}
