// How soon 'Nuevo pedido' shows its grid (decision 028), and how soon a tap on a product that asks a choice
// opens its option sheet (decisions 080, 085): the real server on a fresh SQLite file, a business with 500
// products (each asking a required 'Punto de cocción' and an optional 'Guarnición') and 50 combos, its board
// open in Chromium. The page times, from the click on 'Hacer pedido', until every product and combo button of
// 'Todos' is in the DOM, and from the tap on a product until its sheet holds its options (and the frame after
// that); at 1× and at 4× CPU throttling, beside the page's own GET /api/v1/health round trip measured in the
// same run. The first opening (the dialog's chunk and the catalog downloaded) is printed on its own; the rest
// are the openings of a shift, with the catalog already on the device.
// Run: npm run build, then npm run bench:grid -w @comanda/bench [-- --opens=20] [--products=500] [--combos=50]
//      [--menu=options|plain] (plain: products without groups, the grid alone)
import { chromium, type Page } from "playwright";
import { call } from "./lib/api.ts";
import { closeSheet, tapAndTimeSheet } from "./lib/choice-sheet.ts";
import { newServiceBusiness } from "./lib/service-business.ts";
import { summarize } from "./lib/stats.ts";
import { startTarget } from "./lib/target.ts";

const args = process.argv.slice(2);
const text = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const option = (name: string, fallback: number) => Number(text(name) ?? fallback);
const withOptions = (text("menu") ?? "options") !== "plain";
const opens = option("opens", 20);
const productCount = option("products", 500);
const comboCount = option("combos", 50);
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Clicks 'Hacer pedido' inside the page and resolves with the ms until the grid holds `count` buttons
 * (a MutationObserver, so no polling interval adds to the figure). A string: tsx would wrap a function's
 * inner helpers in a `__name` call the page does not have.
 */
const openAndTime = (page: Page, count: number) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "Hacer pedido");
    if (!button) return reject(new Error("No 'Hacer pedido' button"));
    const ready = () => (document.querySelector('[role="group"][aria-label="Productos"]')?.children.length ?? 0) >= ${count};
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    button.click();
  })`) as Promise<number>;

const close = async (page: Page) => {
  await page.getByRole("button", { name: "Cerrar", exact: true }).click();
  await page.getByRole("group", { name: "Productos" }).waitFor({ state: "detached" });
};

const measureHealth = (page: Page) =>
  page.evaluate(async (count) => {
    const times: number[] = [];
    for (let n = 0; n < count; n++) {
      const start = performance.now();
      await (await fetch("/api/v1/health")).text();
      times.push(performance.now() - start);
    }
    return times;
  }, opens);

/**
 * Decision 085: in an open 'Nuevo pedido', `opens` taps on products (a different one each time), each timed
 * until its sheet shows its options, then closed with 'Cancelar'; one tap first, not counted.
 */
const sheetRows = async (page: Page, products: { name: string }[], expected: number, rate: number) => {
  await openAndTime(page, expected);
  const point = "Jugoso";
  const inDom: number[] = [];
  const painted: number[] = [];
  for (let n = 0; n <= opens; n++) {
    const product = products[(n * 7) % products.length]?.name ?? "";
    const [dom, frame] = await tapAndTimeSheet(page, product, point);
    await closeSheet(page, product);
    if (n === 0) continue;
    inDom.push(dom);
    painted.push(frame);
  }
  await close(page);
  const dom = summarize(inDom);
  const frame = summarize(painted);
  return [
    `  ${`${rate}×`.padEnd(4)}${"tap on a product → its sheet's options in the DOM".padEnd(52)}${ms(dom.p50)}${ms(dom.p99)}`,
    `  ${`${rate}×`.padEnd(4)}${"  … and the frame after it painted".padEnd(52)}${ms(frame.p50)}${ms(frame.p99)}`,
  ];
};

const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value))).padStart(7);

const target = await startTarget("sqlite", "", { PASSWORD_HASH_COST: "10" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
try {
  console.log(`Creating ${productCount} products and ${comboCount} combos through the API…`);
  const business = await newServiceBusiness(target.url, productCount, { withOptions });
  for (let n = 0; n < comboCount; n++) {
    const first = business.products[n % business.products.length];
    const second = business.products[(n + 1) % business.products.length];
    if (!first || !second) break;
    await call(business.api, "POST", "/api/v1/promotions", {
      name: `Combo ${n + 1}`,
      value: 5000 + n * 100,
      applies_to: [
        { product_id: first.id, quantity_needed: 1 },
        { product_id: second.id, quantity_needed: 1 },
      ],
    });
  }
  const context = await browser.newContext({
    baseURL: target.url,
    locale: "es-AR",
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies(
    business.api.cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: target.url };
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto("/orders");
  await page.getByRole("button", { name: "Hacer pedido" }).waitFor();
  const expected = productCount + comboCount;
  const first = await openAndTime(page, expected);
  await close(page);
  const rows: string[] = [
    `  ${"1×".padEnd(4)}${"first opening (chunk and catalog downloaded)".padEnd(52)}${ms(first)}${ms(first)}`,
  ];
  for (const rate of [1, 4]) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const health = summarize(await measureHealth(page));
    const times: number[] = [];
    await close(await openAndTime(page, expected).then(() => page)); // warm-up, not counted
    for (let n = 0; n < opens; n++) {
      times.push(await openAndTime(page, expected));
      await close(page);
    }
    const grid = summarize(times);
    rows.push(
      `  ${`${rate}×`.padEnd(4)}${"GET /api/v1/health from the page".padEnd(52)}${ms(health.p50)}${ms(health.p99)}`,
      `  ${`${rate}×`.padEnd(4)}${"'Hacer pedido' → every grid button in the DOM".padEnd(52)}${ms(grid.p50)}${ms(grid.p99)}`,
    );
    if (withOptions) rows.push(...(await sheetRows(page, business.products, expected, rate)));
  }
  console.log(
    `\n'Nuevo pedido' with ${productCount} products and ${comboCount} combos, ${opens} openings each (SQLite, Chromium)`,
  );
  console.log(`  ${"CPU".padEnd(4)}${"figure".padEnd(52)}${"p50 ms".padStart(7)}${"p99 ms".padStart(7)}`);
  for (const row of rows) console.log(row);
  console.log(
    `  Targets: the grid within 100 ms at 1×, 300 ms at 4× (decision 028)${withOptions ? "; the option sheet within 100 ms at 4× (decision 085)" : ""}.`,
  );
} finally {
  await browser.close();
  await target.stop();
}
