import { byCourse, type Course, type Order, orderTypeLabels } from "@comanda/domain";
import { inKitchenStatuses, linesToMake, sentLines } from "@comanda/domain/kitchen";
import type { PrintWidth } from "@comanda/domain/printing";
import { linesByStation, type StationLine, type StationRouting } from "@comanda/domain/stations";
import type { Db } from "../../db/database.ts";
import type { ChangeBus } from "../../realtime/change-bus.ts";
import { enabledStations, readRouting } from "../stations/index.ts";
import type { ComandaLine } from "./documents.ts";
import { comandaBusinessOf, enqueuePrintJob } from "./queries.ts";
import type { ComandaPrinting } from "./types.ts";

type StationPrinter = { id: string; name: string; host: string; port: number; width: PrintWidth };
type Routes = {
  businessName: string;
  courses: readonly Course[];
  stations: { id: string }[];
  routing: StationRouting;
  printers: Map<string, StationPrinter>;
};

/**
 * A station's lines as its ticket prints them. Decision 082: when any line has a course, they go in the order a
 * table eats them, each naming its course (the ticket heads each course once), lines without one last.
 */
const comandaLines = (courses: readonly Course[], lines: readonly StationLine[]): ComandaLine[] => {
  const coursed = lines.some((line) => line.course !== null);
  const groups = coursed ? byCourse(courses, lines) : [{ course: null, lines }];
  return groups.flatMap(({ course, lines: ofCourse }) =>
    ofCourse.map((line) => ({
      quantity: line.quantity,
      // A combo's product says which combo it came in; the name is cut to what a comanda line holds.
      name: (line.combo ? `${line.name} (${line.combo})` : line.name).slice(0, 80),
      ...(line.options.length > 0 ? { options: line.options } : {}),
      ...(line.note ? { note: line.note } : {}),
      ...(coursed ? { course: course?.name ?? null } : {}),
    })),
  );
};

const heldUnits = (order: Order) => (order.held ?? []).reduce((sum, line) => sum + line.quantity, 0);

/** Decision 080: a line with other options or another note is another thing to make. */
const keyOf = (line: StationLine) =>
  `${line.combo ?? ""}|${line.name}|${line.options.join("\u0000")}|${line.note ?? ""}`;

/** What an edit changed at one station: what it must add and what it must take out. */
const stationDiff = (before: readonly StationLine[], after: readonly StationLine[]) => {
  const count = (lines: readonly StationLine[]) => {
    const totals = new Map<string, StationLine>();
    for (const line of lines) {
      const seen = totals.get(keyOf(line));
      totals.set(keyOf(line), { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
    }
    return totals;
  };
  const was = count(before);
  const is = count(after);
  const added: StationLine[] = [];
  const removed: StationLine[] = [];
  for (const [key, line] of is) {
    const more = line.quantity - (was.get(key)?.quantity ?? 0);
    if (more > 0) added.push({ ...line, quantity: more });
  }
  for (const [key, line] of was) {
    const less = line.quantity - (is.get(key)?.quantity ?? 0);
    if (less > 0) removed.push({ ...line, quantity: less });
  }
  return { added, removed };
};

/**
 * Decision 044: each station's comanda goes to its printer when an order is created, and only what
 * changed when it is edited. Queued after the order's commit and off the request's path (the answer never
 * waits for it); the queue's dedupe key (order, version, station) makes a second queuing a no-op.
 * Which stations print is kept per business until a station, the routing or the business changes.
 */
export const createComandaPrinting = (db: Db, bus: ChangeBus, wake: () => void): ComandaPrinting => {
  const cache = new Map<string, Promise<Routes>>();
  // Businesses known, since their routes last loaded, to have no printing station: an order there costs
  // nothing more (decision 035's hot path).
  const silent = new Set<string>();
  const heard = new Set<string>();

  const load = async (businessId: string): Promise<Routes> => {
    const [stations, routing, business] = await Promise.all([
      enabledStations(db, businessId),
      readRouting(db, businessId),
      comandaBusinessOf(db, businessId),
    ]);
    const printers = new Map<string, StationPrinter>();
    for (const station of stations)
      if (station.printer_host !== null && station.printer_port !== null)
        printers.set(station.id, {
          id: station.id,
          name: station.name,
          host: station.printer_host,
          port: Number(station.printer_port),
          width: Number(station.paper_width) === 58 ? 58 : 80,
        });
    return {
      businessName: business?.name ?? "",
      courses: business?.courses ?? [],
      stations,
      routing,
      printers,
    };
  };

  const routesOf = (businessId: string) => {
    if (!heard.has(businessId)) {
      heard.add(businessId);
      bus.subscribe(businessId, (message) => {
        if (message === "resync" || message.entity === "stations" || message.entity === "business") {
          cache.delete(businessId);
          silent.delete(businessId);
        }
      });
    }
    let routes = cache.get(businessId);
    if (!routes) {
      const loading = load(businessId);
      routes = loading;
      cache.set(businessId, loading);
      loading.then(
        (loaded) => {
          if (!loaded.printers.size && cache.get(businessId) === loading) silent.add(businessId);
        },
        () => cache.delete(businessId),
      );
    }
    return routes;
  };

  const queue = async (
    businessId: string,
    order: Order,
    printer: StationPrinter,
    routes: Routes,
    lines: readonly StationLine[],
    removed: readonly StationLine[] = [],
    kind: "new" | "changes" | "round" | "march" | "cancelled" = "new",
  ) => {
    if (!lines.length && !removed.length) return false;
    const { created } = await enqueuePrintJob(db, {
      businessId,
      stationId: printer.id,
      printer,
      dedupeKey: `comanda:${order.id}:${order.version}:${printer.id}`,
      kind: "comanda",
      document: {
        businessName: routes.businessName,
        stationName: printer.name,
        turn: order.turn,
        createdAt: order.createdAt,
        // Decision 081: a change, a round or a cancel prints when it happened.
        ...(kind === "new" ? {} : { sentAt: order.updatedAt }),
        kind,
        lines: comandaLines(routes.courses, lines),
        ...(removed.length ? { removed: comandaLines(routes.courses, removed) } : {}),
        observation: order.observation,
        createdBy: order.createdByName,
        // The counter's own orders say nothing more; the kitchen sees 'PARA LLEVAR' or 'DELIVERY 21:30'.
        ...(order.type === "counter"
          ? {}
          : {
              typeLabel: orderTypeLabels[order.type],
              promisedAt: order.promisedAt,
              tableName: order.tab?.tableName ?? null,
            }),
      },
    });
    return created;
  };

  return {
    prints: async (businessId: string) => (await routesOf(businessId)).printers.size > 0,

    created: async (businessId: string, order: Order) => {
      if (silent.has(businessId)) return;
      const routes = await routesOf(businessId);
      if (!routes.printers.size) return;
      let queued = false;
      for (const [stationId, lines] of linesByStation(order, routes.routing, routes.stations)) {
        const printer = routes.printers.get(stationId);
        if (printer) queued = (await queue(businessId, order, printer, routes, lines)) || queued;
      }
      if (queued) wake();
    },

    edited: async (businessId: string, before: Order, after: Order) => {
      const routes = await routesOf(businessId);
      if (!routes.printers.size) return;
      // Decision 082: what a course holds is not sent until it is marched, and then prints 'MARCHA'.
      const was = linesByStation(sentLines(before), routes.routing, routes.stations);
      const is = linesByStation(sentLines(after), routes.routing, routes.stations);
      const marched = heldUnits(after) < heldUnits(before);
      // Decision 081: a round that sent a served table back to the kitchen is a new ticket of what it adds.
      const round = after.kitchenSince > before.kitchenSince;
      let queued = false;
      for (const printer of routes.printers.values()) {
        const { added, removed } = stationDiff(was.get(printer.id) ?? [], is.get(printer.id) ?? []);
        const kind = removed.length > 0 ? "changes" : marched ? "march" : round ? "round" : "changes";
        queued = (await queue(businessId, after, printer, routes, added, removed, kind)) || queued;
      }
      if (queued) wake();
    },

    cancelled: async (businessId: string, order: Order) => {
      // Only what a station was making: a bill cancelled once its food was out prints nothing.
      if (order.cancelledFrom === null || !inKitchenStatuses.includes(order.cancelledFrom)) return;
      if (silent.has(businessId)) return;
      const routes = await routesOf(businessId);
      if (!routes.printers.size) return;
      let queued = false;
      for (const [stationId, lines] of linesByStation(linesToMake(order), routes.routing, routes.stations)) {
        const printer = routes.printers.get(stationId);
        if (printer)
          queued = (await queue(businessId, order, printer, routes, lines, [], "cancelled")) || queued;
      }
      if (queued) wake();
    },
  };
};
