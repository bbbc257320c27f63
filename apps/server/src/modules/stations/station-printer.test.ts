import { afterAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { placeOrder, type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { type FakePrinter, startFakePrinter, ticketLines } from "../../../test/printer-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { printerRemoved, stationRemoved } from "./station-printer.ts";

type Status = {
  printerName: string;
  host: string;
  port: number;
  online: boolean | null;
  pendingJobs: number;
};

describe.each(engines)("a station's printer changed or taken off, on %s", (engine) => {
  const server = useTestServer(engine);
  const printers: FakePrinter[] = [];
  afterAll(async () => {
    for (const printer of printers) await printer.stop().catch(() => {});
  });

  /** A business whose one product goes to a station printing on `printer`, which is off. */
  const grillWithPrinterOff = async () => {
    const shop = await sellingBusiness(server());
    const off = await startFakePrinter();
    printers.push(off);
    await off.stop();
    const created = await shop.call("POST", "/stations", {
      name: "Parrilla",
      printer_host: off.host,
      printer_port: off.port,
    });
    expect(created.statusCode, created.body).toBe(201);
    const station = created.json().data.id as string;
    const steak = await shop.product("Bife");
    await shop.call("PUT", "/station-routing", { products: [{ id: steak, stationId: station }] });
    const order = await placeOrder(shop, { products: [{ product_id: steak, quantity: 1 }] });
    const statuses = () => shop.call("GET", "/printers").then((r) => r.json().data as Status[]);
    await expect
      .poll(statuses, { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ port: off.port, online: false, pendingJobs: 1 }));
    return { shop, off, station, steak, order, statuses };
  };

  const jobsOf = (shop: SellingBusiness) =>
    server()
      .ctx.database.db.selectFrom("print_job")
      .select(["status", "host", "port", "last_error"])
      .where("business_id", "=", shop.businessId)
      .execute();

  /** Its ticket ended 'failed' with `reason`, the board lists no printer, and the old one gets nothing. */
  const expectEnded = async (
    {
      shop,
      off,
      statuses,
    }: Pick<Awaited<ReturnType<typeof grillWithPrinterOff>>, "shop" | "off" | "statuses">,
    reason: string,
  ) => {
    expect(await statuses()).toEqual([]);
    expect(await jobsOf(shop)).toEqual([expect.objectContaining({ status: "failed", last_error: reason })]);
    await expectNothingPrinted(off);
  };
  /** Turned back on, a printer gets nothing within the worker's poll (1 s). */
  const expectNothingPrinted = async (printer: FakePrinter) => {
    await printer.start();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(printer.tickets).toHaveLength(0);
  };

  it("a waiting ticket goes to the printer the station is given instead, at once", async () => {
    const { shop, off, station, statuses } = await grillWithPrinterOff();
    const replacement = await startFakePrinter();
    printers.push(replacement);

    const edited = await shop.call("PATCH", `/stations/${station}`, {
      name: "Parrilla",
      printer_host: replacement.host,
      printer_port: replacement.port,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const [ticket] = await replacement.waitForTickets(1, 10_000);
    expect(ticketLines(ticket as Buffer).join("\n")).toContain("Bife");
    // The old printer is nobody's now and owes nothing: the board stops showing it.
    await expect
      .poll(statuses, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ port: replacement.port, online: true, pendingJobs: 0 })]);
    expect(await jobsOf(shop)).toEqual([
      expect.objectContaining({ status: "printed", port: replacement.port }),
    ]);
    await expectNothingPrinted(off);
  });

  it("taking the printer off ends its waiting tickets with the reason, and the board drops it", async () => {
    const { shop, off, station, statuses } = await grillWithPrinterOff();

    const edited = await shop.call("PATCH", `/stations/${station}`, { name: "Parrilla", printer_host: null });
    expect(edited.statusCode, edited.body).toBe(200);

    await expectEnded({ shop, off, statuses }, printerRemoved);
  });

  it("deleting the station ends its waiting tickets too", async () => {
    const { shop, off, station, steak, statuses } = await grillWithPrinterOff();
    await shop.call("PUT", "/station-routing", { products: [{ id: steak, stationId: null }] });

    expect((await shop.call("DELETE", `/stations/${station}`)).statusCode).toBe(200);

    await expectEnded({ shop, off, statuses }, stationRemoved);
  });

  it("an edit that keeps the printer leaves its tickets as they are", async () => {
    const { shop, off, station } = await grillWithPrinterOff();
    const before = await jobsOf(shop);

    const renamed = await shop.call("PATCH", `/stations/${station}`, { name: "Parrilla y horno" });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect(await jobsOf(shop)).toEqual(before);
    await off.start();
    expect((await shop.call("POST", "/printers/retry")).statusCode).toBe(200);
    await off.waitForTickets(1, 10_000);
  });
});
