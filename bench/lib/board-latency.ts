import { setTimeout as sleep } from "node:timers/promises";
import { uuidv7 } from "@comanda/domain";
import { orderBody, type ServiceBusiness } from "./service-business.ts";
import { openEventStream } from "./sse.ts";
import { type Summary, summarize } from "./stats.ts";

export type BoardRun = {
  latency: Summary;
  orders: number;
  /** change events that should have arrived (orders × boards) and those that did */
  expected: number;
  received: number;
  /** events that arrived before their order's POST response (counted from the sending all the same) */
  early: number;
  /** orders not answered 201, by status */
  refused: Map<number, number>;
};

type BoardLoad = {
  business: ServiceBusiness;
  /** where the boards listen: the instance that takes the orders, or another on the same database */
  boardsBase: string;
  /** signed-in cookies, shared round-robin by the boards (the server allows 20 streams per user) */
  cookies: readonly string[];
  boards: number;
  /** orders per second, and for how long */
  rate: number;
  seconds: number;
  /** the turn numbers continue from here */
  firstTurn: number;
};

/**
 * The service loop's 100 connected boards (decision 019): every board holds GET /api/v1/events open while orders arrive at a
 * steady rate; for each order, from the moment its POST is sent to each board's "change" event naming it,
 * as a user at the board sees it (decision 035). Timing from the response instead counted an event
 * that beat it (the server announces after commit, possibly before the response is on the wire) as 0 ms.
 */
export const measureBoards = async (load: BoardLoad): Promise<BoardRun> => {
  const { business, boards, rate, seconds } = load;
  const arrivals = new Map<string, number[]>();
  const onEvent = ({ event, data }: { event: string; data: string }) => {
    if (event !== "change") return;
    const at = performance.now();
    const change = JSON.parse(data) as { entity: string; id: string; op: string };
    if (change.entity !== "orders" || change.op !== "insert") return;
    const list = arrivals.get(change.id);
    if (list) list.push(at);
    else arrivals.set(change.id, [at]);
  };
  const streams = Array.from({ length: boards }, (_, index) =>
    openEventStream(load.boardsBase, load.cookies[index % load.cookies.length] ?? "", onEvent),
  );
  const sentAt = new Map<string, number>();
  const answered = new Map<string, number>();
  const refused = new Map<number, number>();
  let turn = load.firstTurn;
  const post = async (record: boolean) => {
    const id = uuidv7();
    const body = JSON.stringify(orderBody(business, turn++, id));
    const sent = performance.now();
    const response = await fetch(`${business.api.base}/api/v1/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: business.api.base, cookie: business.api.cookie },
      body,
    });
    const at = performance.now();
    await response.arrayBuffer();
    if (response.status !== 201) refused.set(response.status, (refused.get(response.status) ?? 0) + 1);
    else if (record) {
      sentAt.set(id, sent);
      answered.set(id, at);
    }
  };
  const paced = async (count: number, record: boolean) => {
    const start = performance.now();
    const sent: Promise<void>[] = [];
    for (let n = 0; n < count; n++) {
      const wait = start + (n * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      sent.push(post(record));
    }
    await Promise.all(sent);
  };
  try {
    await Promise.all(streams.map((stream) => stream.ready));
    await paced(rate, false); // one second of warm-up, not counted
    refused.clear();
    await paced(rate * seconds, true);
    // The last events may still be on their way.
    const deadline = performance.now() + 5_000;
    const complete = () => [...answered.keys()].every((id) => (arrivals.get(id)?.length ?? 0) >= boards);
    while (!complete() && performance.now() < deadline) await sleep(50);
  } finally {
    for (const stream of streams) stream.close();
  }
  const samples: number[] = [];
  let early = 0;
  for (const [id, answeredAt] of answered) {
    const sent = sentAt.get(id) ?? answeredAt;
    for (const at of arrivals.get(id) ?? []) {
      if (at < answeredAt) early += 1;
      samples.push(at - sent);
    }
  }
  return {
    latency: summarize(samples),
    orders: answered.size,
    expected: answered.size * boards,
    received: samples.length,
    early,
    refused,
  };
};
