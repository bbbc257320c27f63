import { uuidv7 } from "@comanda/domain";

/*
 * One loop for every queue kept in a table (tickets to print, vouchers to send; decision 077). A job is
 * taken by a compare-and-set that leases it to one attempt: of two workers (two servers on one database)
 * only one wins it, and a job whose worker died is taken again once its lease runs out. The kind says
 * which rows are due, how one is claimed and what an attempt does; the loop looks for due rows when woken
 * (after a commit that queued one, after an attempt) and every `pollMs` otherwise.
 */

export type LeaseJobKind<Row> = {
  /** rows due at `now`, oldest first: queued ones whose time came, and claimed ones whose lease ran out */
  due: (now: number, limit: number) => Promise<Row[]>;
  /**
   * Takes `row` for this attempt under `token` until `now + leaseMs`; false when another worker won it.
   * The update must repeat the condition the row was picked under, so only one claim changes it.
   */
  claim: (row: Row, token: string, now: number, leaseMs: number) => Promise<boolean>;
  /**
   * Rows of one lane (a printer, a voucher series) are worked one at a time by this worker: the next one
   * waits for the attempt in flight.
   */
  lane: (row: Row) => string;
  /** One attempt; it writes its outcome (done, retry later, failed) only while the row's claim is `token`. */
  run: (row: Row, token: string) => Promise<void>;
  /** Before each look, e.g. forgetting old rows; an error skips that look like a failed query. */
  beforeLook?: (now: number) => Promise<void>;
};

export type LeaseWorkerOptions = {
  now?: () => number;
  /** how often due rows are looked for when nothing wakes the worker */
  pollMs: number;
  /** how long a claim lasts: longer than an attempt can take, or a slow one would be worked twice */
  leaseMs: number;
  /** rows read per look */
  batch?: number;
  /** the queue could not be read or written, or an attempt threw: the worker tries again at the next look */
  onError?: (error: unknown) => void;
};

export type LeaseWorker = {
  /** look for due rows now, e.g. after a commit that queued one */
  wake: () => void;
  /** stops looking, and resolves once the attempts in flight are done */
  stop: () => Promise<void>;
};

/** `firstMs` after the first failure, doubling up to `maxMs`: a queued job is never given up. */
export const exponentialBackoff =
  (firstMs: number, maxMs: number) =>
  (attempts: number): number =>
    Math.min(firstMs * 2 ** Math.max(attempts - 1, 0), maxMs);

export const startLeaseWorker = <Row>(
  kind: LeaseJobKind<Row>,
  { now = Date.now, pollMs, leaseMs, batch = 100, onError = () => {} }: LeaseWorkerOptions,
): LeaseWorker => {
  const busy = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let ticking: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const start = (row: Row, token: string) => {
    const lane = kind.lane(row);
    busy.add(lane);
    const work = kind
      .run(row, token)
      .catch(onError)
      .finally(() => {
        busy.delete(lane);
        inFlight.delete(work);
        wake();
      });
    inFlight.add(work);
  };

  const tick = async () => {
    const at = now();
    await kind.beforeLook?.(at);
    for (const row of await kind.due(at, batch)) {
      if (stopped) return;
      if (busy.has(kind.lane(row))) continue;
      const token = uuidv7();
      if (await kind.claim(row, token, at, leaseMs)) start(row, token);
    }
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = stopped ? null : setTimeout(wake, pollMs);
  };

  // One look at a time; a wake during a look makes another look right after it.
  function wake() {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    again = false;
    ticking = tick()
      .catch(onError)
      .finally(() => {
        ticking = null;
        if (again) wake();
        else schedule();
      });
  }

  wake();
  return {
    wake,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await ticking;
      await Promise.all(inFlight);
    },
  };
};
