import { Agent, request } from "node:http";
import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import { uuidv7 } from "@comanda/domain";
import { type DiskWrites, watchDiskWrites } from "./disk-writes.ts";
import { failureLog } from "./order-load.ts";
import { orderBody, type ServiceBusiness } from "./service-business.ts";
import { type Summary, summarize } from "./stats.ts";

export type PacedRun = {
  /** the rate asked for, and the orders answered 201 per second of the run */
  asked: number;
  created: number;
  /** from the moment each order was due to be sent to its answer: waiting for a free socket counts */
  latency: Summary;
  failures: Map<number, number>;
  firstFailure?: string;
  /** what reached the disk meanwhile (null off Linux) */
  disk: DiskWrites | null;
};

/**
 * BENCH_TIMELINE=1: where a slow p99 came from. The worst answer among the orders due in each 100 ms of the
 * run (a stall shows as a ramp that drains, a lone slow order as a spike), and the bench's own event-loop
 * delay (a late reader of answers would add to every latency it reports).
 */
const printTimeline = (timeline: [number, number][], lag: IntervalHistogram) => {
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  console.log(
    `bench's event loop delay: p50 ${ms(lag.percentile(50))}, p99 ${ms(lag.percentile(99))}, max ${ms(lag.max)} ms`,
  );
  const first = timeline[0]?.[0] ?? 0;
  const worst = new Map<number, number>();
  for (const [due, latency] of timeline) {
    const slot = Math.floor((due - first) / 100);
    worst.set(slot, Math.max(latency, worst.get(slot) ?? 0));
  }
  const slots = [...worst].map(([slot, latency]) => `${(slot / 10).toFixed(1)}s:${Math.round(latency)}`);
  console.log(
    `worst answer (ms) per 100 ms of due time, from ${new Date(performance.timeOrigin + first).toISOString()}: ${slots.join(" ")}`,
  );
};

/**
 * POST /api/v1/orders as an open load: one new order every 1/`rate` s for `seconds`, whatever the answers
 * do, as cashiers at many counters would send them. A closed loop of 50 connections measures its own
 * queue (at most 50 in flight, so p99 ≥ 50 / rate); this measures how long an order takes at a given
 * rate. Each latency starts when the order was due, not when a socket was free, so a server that falls
 * behind shows it (no coordinated omission). autocannon's `overallRate` sends each second's quota back
 * to back, which is a burst, not a pace. A second at the same pace goes first, not counted: the counters
 * of a running restaurant are already connected, and the run measures orders, not the bench's own TCP
 * connects (without it the first 0.2 s waited up to 250 ms for the sockets it opened).
 */
export const paceOrders = async (
  business: ServiceBusiness,
  rate: number,
  seconds: number,
  firstTurn: number,
): Promise<PacedRun> => {
  const url = new URL(`${business.api.base}/api/v1/orders`);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const headers = {
    cookie: business.api.cookie,
    origin: business.api.base,
    "content-type": "application/json",
  };
  /** each counted order: when it was due, and how long after that its answer came */
  let answers: [number, number][] = [];
  let log = failureLog();
  let turn = firstTurn;
  let created = 0;

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify(orderBody(business, turn++, uuidv7()));
      const req = request(url, { method: "POST", agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          answers.push([dueAt, performance.now() - dueAt]);
          if (res.statusCode === 201) created += 1;
          else log.record(res.statusCode ?? 0, Buffer.concat(chunks).toString());
          resolve();
        });
      });
      req.on("error", (error) => {
        log.record(0, error.message);
        resolve();
      });
      req.end(body);
    });

  /** Sends `rate` orders a second for `span` seconds; resolves when every answer is in. */
  const pace = async (span: number) => {
    const total = Math.round(rate * span);
    const started = performance.now();
    let sent = 0;
    const inFlight: Promise<void>[] = [];
    await new Promise<void>((done) => {
      const tick = () => {
        const now = performance.now();
        // Every order due by now goes out, each timed from when it was due.
        while (sent < total && started + (sent * 1000) / rate <= now) {
          inFlight.push(send(started + (sent * 1000) / rate));
          sent += 1;
        }
        if (sent < total) setTimeout(tick, 1);
        else done();
      };
      tick();
    });
    await Promise.all(inFlight);
    return (performance.now() - started) / 1000;
  };

  await pace(1);
  const lag = process.env.BENCH_TIMELINE ? monitorEventLoopDelay({ resolution: 1 }) : null;
  lag?.enable();
  answers = [];
  log = failureLog();
  created = 0;
  const disk = watchDiskWrites();
  const elapsed = await pace(seconds);
  const written = disk.stop();
  agent.destroy();
  if (lag) {
    lag.disable();
    printTimeline(answers, lag);
  }
  return {
    asked: rate,
    created: created / elapsed,
    latency: summarize(answers.map(([, latency]) => latency)),
    failures: log.failures,
    firstFailure: log.firstFailure,
    disk: written,
  };
};
