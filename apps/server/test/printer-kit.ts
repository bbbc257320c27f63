import net from "node:net";
import { uuidv7 } from "@comanda/domain";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/database.ts";
import { healthyStatus, statusQuery } from "../src/modules/printing/dle-eot.ts";
import { createPrinterGuard } from "../src/modules/printing/printer-networks.ts";
import type { PrintJobInput } from "../src/modules/printing/queue.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./database-kit.ts";

/**
 * - `accept`: reads a ticket to the end and closes, as a JetDirect port does; it ignores DLE EOT.
 * - `status`: the same, and answers each DLE EOT status request (`setStatus`; healthy unless told).
 * - `silent`: reads the whole ticket and then neither answers nor closes (a printer that never confirms).
 * - `close-early`: takes the connection and resets it at the first bytes, before the ticket's end.
 * - `hang`: takes the connection and never reads nor closes (a jammed printer).
 * - `reset`: takes the connection and drops it at once.
 */
export type PrinterMode = "accept" | "status" | "silent" | "close-early" | "hang" | "reset";

export type FakePrinter = {
  host: string;
  port: number;
  /** the bytes of every ticket read to the end, one entry per connection, without the status requests */
  tickets: Buffer[];
  /** connections taken, whatever became of them */
  connections: () => number;
  setMode: (mode: PrinterMode) => void;
  /** what `status` mode answers to DLE EOT 1, 2 and 4 (dle-eot.ts), e.g. out of paper */
  setStatus: (replies: number[]) => void;
  /** switched off: connections are refused */
  stop: () => Promise<void>;
  /** switched on again, on the same port */
  start: () => Promise<void>;
  /** resolves once `count` tickets have arrived */
  waitForTickets: (count: number, timeoutMs?: number) => Promise<Buffer[]>;
};

const query = Buffer.from(statusQuery);
const endsWithQuery = (bytes: Buffer) =>
  bytes.length >= query.length && bytes.subarray(bytes.length - query.length).equals(query);
// DLE EOT is answered, never printed: a ticket is what came before it.
const withoutQuery = (bytes: Buffer) => (endsWithQuery(bytes) ? bytes.subarray(0, -query.length) : bytes);

/** A stand-in thermal printer on 127.0.0.1, on a free port of its own. */
export const startFakePrinter = async (initialMode: PrinterMode = "accept"): Promise<FakePrinter> => {
  let mode = initialMode;
  let status = healthyStatus;
  let connections = 0;
  const tickets: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const waiters = new Set<() => void>();
  // Half-open allowed: a printer that read our end need not close its own (`silent`).
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (mode === "reset") return socket.resetAndDestroy();
    if (mode === "hang") return socket.pause();
    const chunks: Buffer[] = [];
    const behaviour = mode;
    socket.on("data", (chunk) => {
      if (behaviour === "close-early") return socket.resetAndDestroy();
      chunks.push(chunk);
      if (behaviour === "status" && endsWithQuery(Buffer.concat(chunks))) socket.write(Buffer.from(status));
    });
    socket.on("end", () => {
      tickets.push(withoutQuery(Buffer.concat(chunks)));
      for (const wake of waiters) wake();
      if (behaviour !== "silent") socket.end();
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the fake printer has no port");
  const port = address.port;
  return {
    host: "127.0.0.1",
    port,
    tickets,
    connections: () => connections,
    setMode: (next) => {
      mode = next;
    },
    setStatus: (replies) => {
      status = replies;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
    start: () => listen(port),
    waitForTickets: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (tickets.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(tickets);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} tickets, got ${tickets.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
};

/** The stand-in printers listen on 127.0.0.1: a guard that names it, as the test server's config does. */
export const loopbackGuard = createPrinterGuard({ networks: ["127.0.0.1/32"] });

/** Bytes as a hex string, to look for commands in a ticket with `toContain`. */
export const hex = (bytes: Uint8Array | number[]) => Buffer.from(bytes).toString("hex");

/** How many times `needle` appears in `bytes`. */
export const countBytes = (bytes: Uint8Array, needle: number[]) => {
  let count = 0;
  for (let i = 0; i + needle.length <= bytes.length; i++)
    if (needle.every((byte, j) => bytes[i + j] === byte)) count += 1;
  return count;
};

/** A migrated database of the file's own, and a way to open more connections to it (a second server). */
export const usePrintDatabase = (engine: Engine) => {
  const state = {} as { test: TestDatabase; database: DatabaseHandle; others: DatabaseHandle[] };
  beforeAll(async () => {
    state.test = await createTestDatabase(engine);
    state.database = openDatabase(state.test.target);
    state.others = [];
  });
  afterAll(async () => {
    for (const other of state.others) await other.close();
    await state.database.close();
    await state.test.drop();
  });
  return {
    get db() {
      return state.database.db;
    },
    /** another handle on the same database, as a second server instance would have */
    open: () => {
      const other = openDatabase(state.test.target);
      state.others.push(other);
      return other.db;
    },
  };
};

/** A business of its own for each test, so queues and printer statuses never mix. */
export const createBusiness = async (db: DatabaseHandle["db"]) => {
  const id = uuidv7();
  const now = Date.now();
  await db
    .insertInto("business")
    .values({
      id,
      name: "La Ñata",
      slug: `la-nata-${id.slice(-12)}`,
      phone: null,
      address: "Av. Corrientes 1234",
      status: "enabled",
      logo_updated_at: null,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return id;
};

/**
 * The station "Cocina" printing on `printer`: the board lists a printer a station uses (status.ts).
 * `resendUnconfirmed`: its tickets are sent again when the printer does not confirm them.
 */
export const addStation = async (
  db: DatabaseHandle["db"],
  businessId: string,
  printer: { host: string; port: number },
  { resendUnconfirmed = false } = {},
) => {
  const now = Date.now();
  const id = uuidv7(now);
  await db
    .insertInto("station")
    .values({
      id,
      business_id: businessId,
      name: "Cocina",
      name_key: "cocina",
      status: "enabled",
      printer_host: printer.host,
      printer_port: printer.port,
      paper_width: 80,
      resend_unconfirmed: resendUnconfirmed ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
};

/** A comanda for a printer at `host:port`, turn `turn`. */
export const comandaJob = (
  businessId: string,
  printer: { host: string; port: number },
  turn: string,
  dedupeKey = `comanda:${uuidv7()}:1:cocina`,
): PrintJobInput => ({
  businessId,
  stationId: "cocina",
  printer: { name: "Cocina", width: 80, ...printer },
  dedupeKey,
  kind: "comanda",
  document: {
    businessName: "La Ñata",
    stationName: "Cocina",
    turn,
    createdAt: Date.now(),
    kind: "new",
    lines: [{ quantity: 2, name: "Ñoquis con salsa de hongos" }],
    observation: null,
  },
});

/**
 * The printed text of a ticket, one entry per line, read back as Latin-1 (cp858's letters are then other
 * characters, so tests spell them with their byte). The encoder's commands are dropped: ESC @ and FS .
 * take no argument, every other one it sends here (ESC t/M/E, GS !/B/V) takes one.
 */
export const ticketLines = (bytes: Uint8Array) => {
  const text: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x1b || byte === 0x1d || byte === 0x1c)
      i += (byte === 0x1b && bytes[i + 1] === 0x40) || byte === 0x1c ? 1 : 2;
    else if (byte !== 0x0d) text.push(byte);
  }
  return Buffer.from(text).toString("latin1").split("\n");
};
