import { afterEach, describe, expect, it, vi } from "vitest";
import { exponentialBackoff, type LeaseJobKind, type LeaseWorker, startLeaseWorker } from "./lease-worker.ts";

/**
 * A queue in memory shaped like the tables the lease worker runs on: a row is due when queued and its time
 * came, or claimed and its lease ran out; a claim is a compare-and-set on that condition, and an outcome is
 * written only under the claim that made it.
 */
type Row = {
  id: string;
  lane: string;
  status: "pending" | "running" | "done";
  leaseUntil: number;
  claim: string | null;
};

const memoryQueue = (clock: { now: number }) => {
  const rows = new Map<string, Row>();
  const runs: { id: string; token: string }[] = [];
  const isDue = (row: Row, now: number) =>
    row.status === "pending" || (row.status === "running" && row.leaseUntil <= now);
  let release = new Map<string, () => void>();
  const kind = (options: { hold?: boolean } = {}): LeaseJobKind<Row> => ({
    due: async (now, limit) =>
      [...rows.values()]
        .filter((row) => isDue(row, now))
        .slice(0, limit)
        .map((row) => ({ ...row })),
    claim: async (picked, token, now, leaseMs) => {
      // A turn of the event loop between the read and the write, as a database round trip would give.
      await new Promise((resolve) => setImmediate(resolve));
      const row = rows.get(picked.id);
      if (!row || !isDue(row, now)) return false;
      Object.assign(row, { status: "running", leaseUntil: now + leaseMs, claim: token });
      return true;
    },
    lane: (row) => row.lane,
    run: async (row, token) => {
      runs.push({ id: row.id, token });
      if (options.hold) await new Promise<void>((resolve) => release.set(`${row.id}|${token}`, resolve));
      else await new Promise((resolve) => setImmediate(resolve));
      const stored = rows.get(row.id);
      if (stored?.claim === token) Object.assign(stored, { status: "done", claim: null });
    },
  });
  return {
    rows,
    runs,
    kind,
    add: (id: string, lane = id) => rows.set(id, { id, lane, status: "pending", leaseUntil: 0, claim: null }),
    release: (id: string, token: string) => release.get(`${id}|${token}`)?.(),
    releaseAll: () => {
      for (const done of release.values()) done();
      release = new Map();
    },
    clock,
  };
};

// Turns of the event loop, not timers: one test fakes the timers to tell a wake from a poll.
const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setImmediate(resolve));
  }
};

describe("the lease worker", () => {
  const workers: LeaseWorker[] = [];
  const queues: ReturnType<typeof memoryQueue>[] = [];
  const track = (worker: LeaseWorker) => {
    workers.push(worker);
    return worker;
  };
  afterEach(async () => {
    for (const queue of queues.splice(0)) queue.releaseAll();
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    vi.useRealTimers();
  });

  it("never runs one job in two workers on one queue", async () => {
    const queue = memoryQueue({ now: 1_000 });
    for (let index = 0; index < 40; index += 1) queue.add(`job-${index}`);
    const options = { now: () => queue.clock.now, pollMs: 5, leaseMs: 60_000 };
    const all = [1, 2, 3].map(() => track(startLeaseWorker(queue.kind(), options)));
    for (const worker of all) worker.wake();
    await until(() => [...queue.rows.values()].every((row) => row.status === "done"));
    const ids = queue.runs.map((run) => run.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it("takes a job again only once its lease ran out, and the first attempt cannot overwrite the second", async () => {
    const queue = memoryQueue({ now: 1_000 });
    queues.push(queue);
    queue.add("job");
    const options = { now: () => queue.clock.now, pollMs: 5, leaseMs: 1_000 };
    const first = track(startLeaseWorker(queue.kind({ hold: true }), options));
    await until(() => queue.runs.length === 1);
    const firstToken = queue.runs[0]?.token ?? "";

    // Another server looks while the lease holds: nothing to take.
    const second = track(startLeaseWorker(queue.kind({ hold: true }), options));
    second.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queue.runs).toHaveLength(1);

    // The first attempt hangs past its lease (its server died): the job is due again and taken once more.
    queue.clock.now += 1_000;
    await until(() => queue.runs.length === 2);
    const secondToken = queue.runs[1]?.token ?? "";
    expect(secondToken).not.toBe(firstToken);
    expect(queue.rows.get("job")).toMatchObject({ status: "running", claim: secondToken, leaseUntil: 3_000 });

    queue.release("job", firstToken);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queue.rows.get("job")?.status).toBe("running");
    queue.release("job", secondToken);
    await until(() => queue.rows.get("job")?.status === "done");
    await first.stop();
    expect(queue.runs).toHaveLength(2);
  });

  it("works one job of a lane at a time, and other lanes meanwhile", async () => {
    const queue = memoryQueue({ now: 1_000 });
    queues.push(queue);
    queue.add("a1", "a");
    queue.add("a2", "a");
    queue.add("b1", "b");
    track(
      startLeaseWorker(queue.kind({ hold: true }), {
        now: () => queue.clock.now,
        pollMs: 5,
        leaseMs: 60_000,
      }),
    );
    await until(() => queue.runs.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(queue.runs.map((run) => run.id).sort()).toEqual(["a1", "b1"]);
    const a1 = queue.runs.find((run) => run.id === "a1");
    queue.release("a1", a1?.token ?? "");
    await until(() => queue.runs.some((run) => run.id === "a2"));
  });

  it("looks at once when woken, and otherwise only every pollMs", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const queue = memoryQueue({ now: 1_000 });
    let looks = 0;
    const kind = queue.kind();
    const counted: LeaseJobKind<Row> = {
      ...kind,
      due: (now, limit) => {
        looks += 1;
        return kind.due(now, limit);
      },
    };
    const worker = track(
      startLeaseWorker(counted, { now: () => queue.clock.now, pollMs: 60_000, leaseMs: 60_000 }),
    );
    await until(() => looks === 1);

    // Queued without a wake: it waits for the next poll.
    queue.add("polled");
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(queue.runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => queue.runs.length === 1);

    // Queued and woken: taken without waiting for the poll.
    queue.add("woken");
    const before = looks;
    worker.wake();
    await until(() => queue.runs.length === 2);
    expect(looks).toBeGreaterThan(before);
    expect(queue.runs.map((run) => run.id)).toEqual(["polled", "woken"]);
  });

  it("reports a failed look and looks again at the next poll", async () => {
    const errors: unknown[] = [];
    let fail = true;
    const queue = memoryQueue({ now: 1_000 });
    queue.add("job");
    const kind = queue.kind();
    track(
      startLeaseWorker(
        {
          ...kind,
          due: async (now, limit) => {
            if (fail) {
              fail = false;
              throw new Error("database down");
            }
            return kind.due(now, limit);
          },
        },
        { now: () => queue.clock.now, pollMs: 10, leaseMs: 60_000, onError: (error) => errors.push(error) },
      ),
    );
    await until(() => queue.rows.get("job")?.status === "done");
    expect(errors).toEqual([new Error("database down")]);
  });

  it("stops looking, and waits for the attempts in flight", async () => {
    const queue = memoryQueue({ now: 1_000 });
    queue.add("job");
    const worker = startLeaseWorker(queue.kind({ hold: true }), {
      now: () => queue.clock.now,
      pollMs: 5,
      leaseMs: 60_000,
    });
    await until(() => queue.runs.length === 1);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    queue.add("later");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    queue.release("job", queue.runs[0]?.token ?? "");
    await stopping;
    expect(queue.runs.map((run) => run.id)).toEqual(["job"]);
  });

  it("backs off exponentially up to a ceiling", () => {
    const delay = exponentialBackoff(1_000, 30_000);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(delay)).toEqual([1000, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
