import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  comandaJob,
  createBusiness,
  loopbackGuard,
  startFakePrinter,
  usePrintDatabase,
} from "../../../test/printer-kit.ts";
import { claimJob, enqueuePrintJob } from "./queries.ts";
import { startPrintWorker } from "./worker.ts";

const turnsOf = (tickets: Buffer[]) =>
  tickets.map((ticket) => /Pedido N\u00f8 (\d+)/.exec(ticket.toString("latin1"))?.[1]);

// Two server instances on one database, each with its own connections and its own worker.
describe.each(engines)("two print workers on one %s database", (engine) => {
  const database = usePrintDatabase(engine);

  it("lets one of two claims on a job win", async () => {
    const businessId = await createBusiness(database.db);
    const { id } = await enqueuePrintJob(
      database.db,
      comandaJob(businessId, { host: "127.0.0.1", port: 9 }, "1"),
    );
    const other = database.open();
    const now = Date.now();
    for (let round = 0; round < 5; round++) {
      const won = await Promise.all([
        claimJob(database.db, id, "a", now, 60_000),
        claimJob(other, id, "b", now, 60_000),
      ]);
      expect(won.filter(Boolean)).toHaveLength(round === 0 ? 1 : 0);
    }
  });

  it("prints every job once, each printer's in order", async () => {
    const businessId = await createBusiness(database.db);
    const kitchen = await startFakePrinter();
    const bar = await startFakePrinter();
    const workers = [
      startPrintWorker({ db: database.db, guard: loopbackGuard, pollMs: 5 }),
      startPrintWorker({ db: database.open(), guard: loopbackGuard, pollMs: 5 }),
    ];
    try {
      const turns = Array.from({ length: 15 }, (_, i) => String(i + 1));
      for (const turn of turns) {
        await enqueuePrintJob(database.db, comandaJob(businessId, kitchen, turn));
        await enqueuePrintJob(database.db, comandaJob(businessId, bar, turn));
        for (const worker of workers) worker.wake();
      }
      await kitchen.waitForTickets(15);
      await bar.waitForTickets(15);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(turnsOf(kitchen.tickets)).toEqual(turns);
      expect(turnsOf(bar.tickets)).toEqual(turns);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await kitchen.stop();
      await bar.stop();
    }
  });
});
