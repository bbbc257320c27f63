// Decision 046's speed target: with 10 stations (each with a printer on the network) and 100 displays, a new
// order reaches a station's display and its printer p99 ≤ 100 ms, and printing never delays the order's
// answer. Each display holds GET /api/v1/events open; each printer is a TCP listener of this process that
// records when a ticket arrived. Both are timed from the moment the order's POST is sent; the answer's own
// time is printed beside the same orders sent with no printer at all, in the same run.
// Run: npm run bench:stations -w @comanda/bench [-- sqlite|postgres] [--rate=20] [--seconds=10]
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { uuidv7 } from "@comanda/domain";
import { call, signInCooks } from "./lib/api.ts";
import { newServiceBusiness, orderBody, type ServiceBusiness } from "./lib/service-business.ts";
import { openEventStream } from "./lib/sse.ts";
import { type Summary, summarize } from "./lib/stats.ts";
import { type Engine, startTarget } from "./lib/target.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const rate = option("rate", 20);
const seconds = option("seconds", 10);
const chosen = args.filter((arg): arg is Engine => arg === "sqlite" || arg === "postgres");
const engines: Engine[] = chosen.length ? chosen : ["sqlite", "postgres"];
const adminUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const stationCount = 10;
const displays = 100;

type Printer = { port: number; arrivals: Map<string, number>; close: () => void };

/** A thermal printer on 127.0.0.1: reads a ticket to its end, notes its order number and the time, hangs up. */
const startPrinter = async (): Promise<Printer> => {
  const arrivals = new Map<string, number>();
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("end", () => {
      // The comanda prints 'Pedido N° 27' (decision 066), ° as cp858's 0xF8, read in latin1 as ø.
      const turn = /Pedido N\u00f8 (\d+)/.exec(Buffer.concat(chunks).toString("latin1"))?.[1];
      if (turn) arrivals.set(turn, performance.now());
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("printer: no port");
  return { port: address.port, arrivals, close: () => server.close() };
};

/** 10 stations, one product each routed to it (orderBody's two products: two stations per order). */
const equipStations = async (business: ServiceBusiness, printers: readonly Printer[]) => {
  const products = [];
  for (const [index, printer] of printers.entries()) {
    const station = await call<{ id: string }>(business.api, "POST", "/api/v1/stations", {
      name: `Estación ${index + 1}`,
      printer_host: "127.0.0.1",
      printer_port: printer.port,
    });
    const product = business.products[index];
    if (product) products.push({ id: product.id, stationId: station.id });
  }
  await call(business.api, "PUT", "/api/v1/station-routing", { products });
};

type Run = { answer: Summary; display: Summary; printer: Summary; orders: number; missing: number };

const run = async (
  business: ServiceBusiness,
  cookies: string[],
  printers: readonly Printer[],
  firstTurn: number,
) => {
  const events = new Map<string, number[]>();
  const streams = Array.from({ length: displays }, (_, index) =>
    openEventStream(business.api.base, cookies[index % cookies.length] ?? "", ({ event, data }) => {
      if (event !== "change") return;
      const change = JSON.parse(data) as { entity: string; id: string; op: string };
      if (change.entity !== "orders" || change.op !== "insert") return;
      events.set(change.id, [...(events.get(change.id) ?? []), performance.now()]);
    }),
  );
  await Promise.all(streams.map((stream) => stream.ready));
  const sent = new Map<string, { at: number; turn: string; answered: number }>();
  const start = performance.now();
  const posts: Promise<void>[] = [];
  for (let n = 0; n < rate * seconds; n++) {
    const wait = start + (n * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    posts.push(
      (async () => {
        const id = uuidv7();
        const body = orderBody(business, firstTurn + n, id);
        const at = performance.now();
        const response = await fetch(`${business.api.base}/api/v1/orders`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: business.api.base,
            cookie: business.api.cookie,
          },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        if (response.status === 201) sent.set(id, { at, turn: body.turn, answered: performance.now() });
      })(),
    );
  }
  await Promise.all(posts);
  await sleep(3_000); // the last tickets and events on their way
  for (const stream of streams) stream.close();
  const display: number[] = [];
  const printer: number[] = [];
  let missing = 0;
  for (const [id, order] of sent) {
    for (const at of events.get(id) ?? []) display.push(at - order.at);
    if (!printers.length) continue;
    for (const device of printers) {
      const at = device.arrivals.get(order.turn);
      if (at !== undefined) printer.push(at - order.at);
    }
  }
  if (printers.length) missing = sent.size * 2 - printer.length;
  const answer = [...sent.values()].map((order) => order.answered - order.at);
  return {
    answer: summarize(answer),
    display: summarize(display),
    printer: summarize(printer),
    orders: sent.size,
    missing,
  } satisfies Run;
};

const row = (label: string, summary: Summary, limit = "") =>
  `  ${label.padEnd(44)} ${String(summary.count).padStart(6)} ${summary.p50.toFixed(1).padStart(8)} ${summary.p99.toFixed(1).padStart(8)}   ${limit}`;

for (const engine of engines) {
  // The stand-in printers listen on 127.0.0.1, which the server prints to only when named (decision 065).
  const target = await startTarget(engine, adminUrl, { PRINTER_NETWORKS: "127.0.0.1/32" });
  const printers = await Promise.all(Array.from({ length: stationCount }, startPrinter));
  try {
    const business = await newServiceBusiness(target.url, stationCount);
    const cookies = await signInCooks(business.api, target.url, Math.ceil(displays / 20));
    const plain = await run(business, cookies, [], 0);
    await equipStations(business, printers);
    const printed = await run(business, cookies, printers, rate * seconds);
    console.log(
      `\n${engine}: ${stationCount} stations with printers, ${displays} displays, ${rate} orders/s for ${seconds} s`,
    );
    console.log(`  ${"from the POST sent".padEnd(44)}  count   p50 ms   p99 ms`);
    console.log(row("answer, no station prints (reference)", plain.answer));
    console.log(row("answer, every station prints", printed.answer, "printing must not delay it"));
    console.log(
      row(
        "order on a display (change event)",
        printed.display,
        `≤ 100 ms: ${printed.display.p99 <= 100 ? "met" : "NOT met"}`,
      ),
    );
    console.log(
      row(
        "comanda at its station's printer",
        printed.printer,
        `≤ 100 ms: ${printed.printer.p99 <= 100 ? "met" : "NOT met"}`,
      ),
    );
    console.log(`  orders ${printed.orders}, comandas missing ${printed.missing}`);
  } finally {
    for (const printer of printers) printer.close();
    await target.stop();
  }
}
