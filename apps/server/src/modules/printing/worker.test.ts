import { afterEach, describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  addStation,
  comandaJob,
  createBusiness,
  type FakePrinter,
  loopbackGuard,
  type PrinterMode,
  startFakePrinter,
  usePrintDatabase,
} from "../../../test/printer-kit.ts";
import { printerStatuses } from "./printer-status/printer-status.ts";
import { enqueuePrintJob, reprintJob } from "./queries.ts";
import { unconfirmedTickets } from "./unconfirmed.ts";
import { type PrintWorker, retryDelay, startPrintWorker } from "./worker.ts";

const turnsOf = (tickets: Buffer[]) =>
  tickets.map((ticket) => /Pedido N\u00f8 (\d+)/.exec(ticket.toString("latin1"))?.[1]);

describe.each(engines)("print worker on %s", (engine) => {
  const database = usePrintDatabase(engine);
  const workers: PrintWorker[] = [];
  const printers: FakePrinter[] = [];
  const worker = (options: Partial<Parameters<typeof startPrintWorker>[0]> = {}) => {
    const started = startPrintWorker({ db: database.db, guard: loopbackGuard, pollMs: 20, ...options });
    workers.push(started);
    return started;
  };
  const printer = async (mode?: PrinterMode) => {
    const started = await startFakePrinter(mode);
    printers.push(started);
    return started;
  };
  const job = (id: string) =>
    database.db.selectFrom("print_job").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((started) => started.stop()));
    await Promise.all(printers.splice(0).map((started) => started.stop()));
  });

  it("keeps a ticket while the printer is off, says so in Spanish, and prints it once when it is back", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer();
    await addStation(database.db, businessId, kitchen);
    await kitchen.stop();
    const { id } = await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, "7"));
    const attempts: string[] = [];
    worker({
      onAttempt: (attempt) => attempts.push(`${attempt.businessId}:${attempt.id}:${attempt.status}`),
    });

    await vi.waitFor(async () => expect(Number((await job(id)).attempts)).toBeGreaterThanOrEqual(2), {
      timeout: 10_000,
      interval: 50,
    });
    const waiting = await job(id);
    expect(waiting.status).toMatch(/pending|printing/);
    expect(waiting.last_error).toBe(`La impresora no responde (127.0.0.1:${kitchen.port}).`);
    expect(waiting.printed_at).toBeNull();
    expect(await printerStatuses(database.db, businessId)).toEqual([
      {
        printerName: "Cocina",
        host: "127.0.0.1",
        port: kitchen.port,
        online: false,
        pendingJobs: 1,
        lastError: `La impresora no responde (127.0.0.1:${kitchen.port}).`,
        lastAttemptAt: Number(waiting.attempted_at),
      },
    ]);

    await kitchen.start();
    await kitchen.waitForTickets(1, 15_000);
    await vi.waitFor(async () => expect((await job(id)).status).toBe("printed"), { timeout: 5_000 });
    // Long enough for a second copy to arrive, were the job picked again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kitchen.tickets).toHaveLength(1);
    expect(kitchen.connections()).toBe(1);
    expect(turnsOf(kitchen.tickets)).toEqual(["7"]);
    expect(attempts.at(-1)).toBe(`${businessId}:${id}:printed`);
    expect(attempts.slice(0, 2)).toEqual([`${businessId}:${id}:pending`, `${businessId}:${id}:pending`]);
    const printed = await job(id);
    expect(printed.printed_at).not.toBeNull();
    expect(printed.last_error).toBeNull();
    const [status] = await printerStatuses(database.db, businessId);
    expect(status).toMatchObject({ online: true, pendingJobs: 0, lastError: null });
  });

  it("never sends again a ticket a silent printer took: 'Puede haberse impreso', and the next ticket goes on", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer("silent");
    await addStation(database.db, businessId, kitchen);
    // The worker's own clock, ahead of the queue's; the jobs keep the real time, as their ids do (a
    // UUIDv7 made an hour ahead would leave every later id of this process out of order).
    let clock = Date.now() + 1_000;
    const running = worker({ now: () => clock, sendOptions: { timeoutMs: 200 } });
    const first = await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, "21"));
    await vi.waitFor(async () => expect((await job(first.id)).unconfirmed_at).not.toBeNull(), {
      timeout: 5_000,
      interval: 20,
    });
    const reason = `La impresora no confirmó el ticket (127.0.0.1:${kitchen.port}).`;
    expect(await job(first.id)).toMatchObject({ status: "failed", last_error: reason, printed_at: null });
    expect(await unconfirmedTickets(database.db, businessId, "ADMIN")).toEqual([
      { id: first.id, printerName: "Cocina", kind: "comanda", turn: "21", reason, at: clock },
    ]);
    expect(await printerStatuses(database.db, businessId)).toEqual([
      expect.objectContaining({ online: false, pendingJobs: 0, lastError: reason }),
    ]);
    // An hour on, any retry of the first would be due before the second; the printer now answers DLE EOT.
    kitchen.setMode("status");
    clock += 60 * 60_000;
    await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, "22"));
    running.wake();
    await kitchen.waitForTickets(2);
    await vi.waitFor(async () =>
      expect((await printerStatuses(database.db, businessId))[0]?.online).toBe(true),
    );
    expect(turnsOf(kitchen.tickets)).toEqual(["21", "22"]);
    expect(kitchen.connections()).toBe(2);
  });

  it("sends it again when its station says it may, and when the printer dropped it before taking it", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer("silent");
    const station = await addStation(database.db, businessId, kitchen, { resendUnconfirmed: true });
    let clock = Date.now() + 1_000;
    const { id } = await enqueuePrintJob(database.db, {
      ...comandaJob(businessId, kitchen, "23"),
      stationId: station,
    });
    const running = worker({ now: () => clock, sendOptions: { timeoutMs: 200 } });
    // The printer changes before the clock makes the next try due, so no try meets the old one.
    const attempted = async (attempts: number, next: PrinterMode) => {
      await vi.waitFor(async () => expect(Number((await job(id)).attempts)).toBe(attempts), {
        timeout: 5_000,
        interval: 20,
      });
      kitchen.setMode(next);
      clock += 60_000;
      running.wake();
    };
    await attempted(1, "close-early");
    expect((await job(id)).unconfirmed_at).toBeNull();
    await attempted(2, "status");
    await vi.waitFor(async () => expect((await job(id)).status).toBe("printed"), { timeout: 5_000 });
    // The silent printer read it once; the one that closed early took nothing; then it printed.
    expect(turnsOf(kitchen.tickets)).toEqual(["23", "23"]);
    expect(kitchen.connections()).toBe(3);
  });

  it("retries after 1 s, 2 s, 4 s … and never more than 30 s apart", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("queues the same ticket once, however often it is enqueued", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer();
    const input = comandaJob(businessId, kitchen, "8", "comanda:o1:1:cocina");
    const first = await enqueuePrintJob(database.db, input);
    const second = await database.db.transaction().execute((trx) => enqueuePrintJob(trx, input));
    expect(second).toEqual({ id: first.id, created: false });
    expect(first.created).toBe(true);
    worker();
    await kitchen.waitForTickets(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kitchen.tickets).toHaveLength(1);
  });

  it("prints a printer's tickets one at a time in the order they were made, behind a head that fails", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer();
    await kitchen.stop();
    const ids: string[] = [];
    for (const turn of ["1", "2", "3", "4", "5"])
      ids.push((await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, turn))).id);
    worker();
    await vi.waitFor(async () => expect(Number((await job(ids[0] ?? "")).attempts)).toBe(1), {
      interval: 20,
    });
    // The tickets behind the failing head were not tried.
    for (const id of ids.slice(1)) expect(Number((await job(id)).attempts)).toBe(0);
    await kitchen.start();
    await kitchen.waitForTickets(5);
    expect(turnsOf(kitchen.tickets)).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("prints a ticket whose worker died after claiming it, once its lease is over", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer();
    const { id } = await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, "9"));
    const leaseUntil = Date.now() + 600;
    // What a worker that crashed mid-print leaves behind.
    await database.db
      .updateTable("print_job")
      .set({ status: "printing", lease_until: leaseUntil, claim: "dead-worker" })
      .where("id", "=", id)
      .execute();
    worker();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kitchen.tickets).toHaveLength(0);
    await kitchen.waitForTickets(1);
    expect(Date.now()).toBeGreaterThanOrEqual(leaseUntil);
    await vi.waitFor(async () => expect((await job(id)).status).toBe("printed"));
    expect(turnsOf(kitchen.tickets)).toEqual(["9"]);
  });

  it("marks a ticket that cannot be rendered 'failed' and goes on with the next", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer();
    await addStation(database.db, businessId, kitchen);
    const broken = await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, "10"));
    await database.db.updateTable("print_job").set({ document: "{}" }).where("id", "=", broken.id).execute();
    await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, "11"));
    worker();
    await kitchen.waitForTickets(1);
    expect(turnsOf(kitchen.tickets)).toEqual(["11"]);
    const failed = await job(broken.id);
    expect([failed.status, failed.last_error]).toEqual([
      "failed",
      "El ticket de la comanda está incompleto.",
    ]);
    await vi.waitFor(async () =>
      expect((await printerStatuses(database.db, businessId))[0]?.online).toBe(true),
    );
  });

  it("reprints a ticket as a job of its own, marked REIMPRESIÓN", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer();
    const { id } = await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, "12"));
    const running = worker();
    await kitchen.waitForTickets(1);
    const copy = await reprintJob(database.db, businessId, id);
    expect(copy).toMatchObject({ kind: "comanda", status: "pending", printerName: "Cocina", attempts: 0 });
    expect(copy.id).not.toBe(id);
    running.wake();
    await kitchen.waitForTickets(2);
    expect(turnsOf(kitchen.tickets)).toEqual(["12", "12"]);
    expect(kitchen.tickets[0]?.toString("latin1")).not.toContain("REIMPRESI");
    expect(kitchen.tickets[1]?.toString("latin1")).toContain("REIMPRESI");
    await expect(reprintJob(database.db, await createBusiness(database.db), id)).rejects.toThrow(
      "No encontramos ese ticket.",
    );
  });
  it("forgets printed tickets older than it keeps, and never one still to print", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await printer();
    const old = Date.now() - 8 * 24 * 60 * 60_000;
    const printed = await enqueuePrintJob(database.db, {
      ...comandaJob(businessId, kitchen, "13"),
      now: old,
    });
    await database.db
      .updateTable("print_job")
      .set({ status: "printed", printed_at: old })
      .where("id", "=", printed.id)
      .execute();
    await kitchen.stop();
    const waiting = await enqueuePrintJob(database.db, {
      ...comandaJob(businessId, kitchen, "14"),
      now: old,
    });
    worker();
    await vi.waitFor(async () => expect(Number((await job(waiting.id)).attempts)).toBe(1));
    const left = await database.db
      .selectFrom("print_job")
      .select("id")
      .where("business_id", "=", businessId)
      .execute();
    expect(left.map((row) => row.id)).toEqual([waiting.id]);
  });
});
