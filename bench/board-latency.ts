// How soon a new order shows on a busy board and on the kitchen display (decisions 029, 046, 085): the real
// server on a fresh SQLite file, a business with 400 open orders whose lines carry options and notes, its
// board open in Chromium, then the same page as the kitchen's display ('Cocina', the device's choice kept in
// localStorage); another client creates orders through the API, and the page times each card's appearance in
// the DOM from the moment the POST is sent (as a user at the board sees it, decision 035; one clock,
// performance.timeOrigin + performance.now(), in Node and in the page), with the change event's arrival as a
// breakdown. At 1× and at 4× CPU throttling, for the live path (the one order fetched and put in the cache),
// beside, in the same run, the page's own GET /api/v1/health round trip (a yardstick that itself runs
// `select 1`) and, on the board, the whole-board refetch the live path replaced (the page's GET /orders/:id
// refused, so the board falls back on it).
// Each view is also loaded again 5 times at each CPU rate: from the navigation to the newest card drawn.
// Each card is timed to the frame that draws it (the task after the next animation frame), over 200 orders a
// view and CPU rate by default (issue 39); the whole-board comparison takes 30.
// Run: npm run build, then npm run bench:board -w @comanda/bench [-- --orders=200] [--open=400]
//      [--views=board,kitchen] [--menu=options|plain]
// Figures: docs/decisions/029-board-live-cache-updates.md, 085-floor-benchmarks.md.
import { uuidv7 } from "@comanda/domain";
import { chromium, type Page } from "playwright";
import { call } from "./lib/api.ts";
import { cardShown, clock, instrument, timesOf } from "./lib/board-page.ts";
import { newServiceBusiness, orderBody, type ServiceBusiness } from "./lib/service-business.ts";
import { summarize } from "./lib/stats.ts";
import { startTarget } from "./lib/target.ts";

const args = process.argv.slice(2);
const text = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const option = (name: string, fallback: number) => Number(text(name) ?? fallback);
// Issue 39: a p99 of at least 200 samples, not the slowest of 30.
const measured = option("orders", 200);
// The whole-board path is a comparison, not a target: fewer samples keep the run's length sane.
const comparisonSamples = Math.min(measured, 30);
const openOrders = option("open", 400);
const views = (text("views") ?? "board,kitchen").split(",") as View[];
const withOptions = (text("menu") ?? "options") !== "plain";
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

/** The board, or the kitchen's display: the device's choice (kitchen-settings.ts in the web app). */
type View = "board" | "kitchen";
type Mode = "live" | "whole board";
/**
 * ms from the POST sent: its answer, the change event in the page, the card in the DOM, the card drawn (the
 * task after the next animation frame: style, layout and paint are in); the page's longest task.
 */
type Sample = { answered: number; event: number; card: number; drawn: number; longestTask: number };

/**
 * Takes the order off the page, so it keeps `openOrders` open orders: on the board it is cancelled (the board
 * shows none of the finished ones); the kitchen keeps a card cancelled while it had it, marked 'ANULADO'
 * (decision 081), so there it is made and handed over instead.
 */
const finish = async (business: ServiceBusiness, view: View, id: string) => {
  const steps = view === "board" ? ["cancel"] : ["receive", "deliver", "complete"];
  for (const step of steps) await call(business.api, "POST", `/api/v1/orders/${id}/${step}`);
};

/** One order at a time: created, its card waited for, then taken off and its card waited out. */
const measureOrders = async (
  page: Page,
  business: ServiceBusiness,
  view: View,
  firstTurn: number,
  count: number,
) => {
  const samples: Sample[] = [];
  for (let n = 0; n < count; n++) {
    const turn = firstTurn + n;
    const body = orderBody(business, turn - 1, uuidv7());
    const sent = clock();
    await call(business.api, "POST", "/api/v1/orders", body);
    const answered = clock() - sent;
    await cardShown(page, String(turn));
    const times = await timesOf(page, String(turn), body.id, sent);
    samples.push({
      answered,
      event: times.event - sent,
      card: times.card - sent,
      drawn: times.drawn - sent,
      longestTask: times.longestTask,
    });
    await finish(business, view, body.id);
    // A CSS selector: a role query polls the ARIA roles of 400 cards, work the throttled page would share.
    await page.locator(`article[aria-label="Pedido ${turn}"]`).waitFor({ state: "detached" });
  }
  return samples;
};

const loads = 5;

/**
 * Issue 39: the page opened again (its scripts cached, as a till's are), from the navigation to the newest
 * open order's card drawn; the page is left as it was.
 */
const measureLoads = async (page: Page) => {
  const times: number[] = [];
  const label = `Pedido ${openOrders}`;
  for (let n = 0; n < loads; n++) {
    await page.reload();
    await cardShown(page, String(openOrders));
    const drawn = await page.evaluate(
      (card) =>
        ((globalThis as unknown as { benchDrawn: Map<string, number> }).benchDrawn.get(card) ?? 0) -
        performance.timeOrigin,
      label,
    );
    times.push(drawn);
  }
  return times;
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
const row = (rate: number, label: string, values: number[]) => {
  const { p50, p99 } = summarize(values);
  return `  ${`${rate}×`.padEnd(4)}${label.padEnd(52)}${ms(p50)}${ms(p99)}${ms(Math.max(...values))}`;
};

const target = await startTarget("sqlite", "", { PASSWORD_HASH_COST: "10" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
try {
  const business = await newServiceBusiness(target.url, 8, { withOptions });
  for (let n = 0; n < openOrders; n++) {
    await call(business.api, "POST", "/api/v1/orders", orderBody(business, n, uuidv7()));
  }
  const context = await browser.newContext({
    baseURL: target.url,
    locale: "es-AR",
    viewport: { width: 1920, height: 1080 },
  });
  await context.addCookies(
    business.api.cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: target.url };
    }),
  );
  await context.addInitScript({ content: instrument });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const rows: string[] = [];
  let turn = openOrders + 1;
  for (const view of views) {
    // The device's 'Vista' (decision 046), as the toggle stores it; the page opens on it.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.goto("/orders");
    // The kitchen newest first, as the board is: a new card lands on screen, where a cook would see it drawn
    // (oldest first it lands below 400 others, which a busy display no longer keeps in the page; decision 092).
    const kitchenSettings = { view, oldestFirst: false };
    await page.evaluate(
      `localStorage.setItem("comanda.kitchen-display", ${JSON.stringify(JSON.stringify(kitchenSettings))})`,
    );
    await page.reload();
    // The first render of 400 cards on a busy machine may take longer than Playwright's 30 s.
    await page.locator(`article[aria-label="Pedido ${openOrders}"]`).waitFor({ timeout: 180_000 });
    const name = view === "board" ? "board" : "kitchen display";
    const cards = await page.getByRole("article").count();
    rows.push(`  ${name}: ${cards} cards`);
    for (const rate of throttles) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      rows.push(row(rate, "GET /api/v1/health (select 1) from the page", await measureHealth(page)));
      rows.push(row(rate, `load: navigation → first card drawn (${loads} loads)`, await measureLoads(page)));
      const modes: Mode[] = view === "board" ? ["live", "whole board"] : ["live"];
      for (const mode of modes) {
        // The whole-board path: the order's own GET fails, and the board falls back on fetching it all.
        if (mode === "whole board") await page.route("**/api/v1/orders/*", (route) => route.abort());
        await measureOrders(page, business, view, turn, warmUp); // not counted
        turn += warmUp;
        const count = mode === "live" ? measured : comparisonSamples;
        const samples = await measureOrders(page, business, view, turn, count);
        turn += count;
        if (mode === "whole board") await page.unroute("**/api/v1/orders/*");
        const of = (pick: (sample: Sample) => number) => samples.map(pick);
        rows.push(
          row(
            rate,
            `${mode}: POST sent → card drawn (${samples.length} samples)`,
            of((sample) => sample.drawn),
          ),
          row(
            rate,
            "  POST sent → card in the DOM",
            of((sample) => sample.card),
          ),
          row(
            rate,
            "  POST sent → its answer in Node",
            of((sample) => sample.answered),
          ),
          row(
            rate,
            "  POST sent → change event in the page",
            of((sample) => sample.event),
          ),
          row(
            rate,
            "  change event → card",
            of((sample) => sample.card - sample.event),
          ),
          row(
            rate,
            "  the page's longest task meanwhile (0: none ≥ 50)",
            of((sample) => sample.longestTask),
          ),
        );
      }
    }
  }
  const lines = withOptions ? "4 lines with 2 options each, notes" : "2 plain lines";
  console.log(
    `\n${openOrders} open orders (${lines}), ${measured} new orders each (SQLite, Chromium, 1920×1080)`,
  );
  console.log(
    `  ${"CPU".padEnd(4)}${"figure".padEnd(52)}${"p50 ms".padStart(7)}${"p99 ms".padStart(7)}${"max ms".padStart(7)}`,
  );
  for (const line of rows) console.log(line);
  console.log(
    "  Targets (decisions 029, 085; issue 39): live p99 ≤ 50 ms at 1×, ≤ 200 ms at 4×, from the POST sent to the card drawn, on the board and on the kitchen display.",
  );
} finally {
  await browser.close();
  await target.stop();
}
