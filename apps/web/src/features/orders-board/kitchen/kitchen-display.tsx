import { businessDayCode, type Course, defaultKitchenTargets, type Order, type Role } from "@comanda/domain";
import { inKitchenStatuses, linesToMake } from "@comanda/domain/kitchen";
import type { BoardStation, StationRouting } from "@comanda/domain/stations";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { memo, type ReactNode, Suspense, useCallback, useMemo } from "react";
import { LazyWindowLanes, lanesFrom } from "@/components/lazy-window-lanes";
import { useBusiness } from "@/entities/business/business-query";
import { bumped } from "./bumped";
import { KitchenCard, type KitchenCardProps } from "./kitchen-card";
import { type KitchenLine, kitchenLines } from "./kitchen-lines";
import type { KitchenSettings } from "./kitchen-settings";
import { KitchenToolbar } from "./kitchen-toolbar";
import { useKitchenSound } from "./use-kitchen-sound";
import { waitedMinutes, waitTier } from "./wait-tier";

type KitchenDisplayProps = {
  /** the board's, not the board: a change of the shift's totals leaves the display as it is */
  orders: readonly Order[];
  stations: readonly BoardStation[];
  routing: StationRouting;
  role: Role;
  now: number;
  settings: KitchenSettings;
  onChange: (change: Partial<KitchenSettings>) => void;
  /** the device's 'Vista' choice, in the display's own row of controls */
  viewToggle: ReactNode;
};

const making = new Set<Order["status"]>(inKitchenStatuses);
const minute = 60_000;
const noCourses: Course[] = [];
/** Decision 081: how long a card cancelled while the kitchen had it stays, marked 'ANULADO'. */
const CANCELLED_SHOWN_FOR = 10 * minute;

/**
 * On the display: being made, or cancelled from there a moment ago (the cook must see it stop). Decision 087: a
 * card the display bumped ('Listo' at its station, or the order ready) leaves it; 'Recuperar' brings it back.
 */
const onDisplay = (order: Order, now: number, stationId: string | null) =>
  (making.has(order.status) && !bumped(order, stationId)) ||
  (order.status === "cancelled" &&
    order.cancelledFrom !== null &&
    making.has(order.cancelledFrom) &&
    now - order.statusChangedAt < CANCELLED_SHOWN_FOR);

/**
 * Decision 046: the kitchen's screen. One station's lines (or every station's), the oldest first so nothing
 * sinks out of view, compact tickets (six and more on a 768×1024 tablet), sound on unless muted here.
 */
export const KitchenDisplay = memo(function KitchenDisplay({
  orders,
  stations,
  routing,
  role,
  now,
  settings,
  onChange,
  viewToggle,
}: KitchenDisplayProps) {
  const business = useBusiness().data;
  const courses = business?.courses ?? noCourses;
  const targets = business?.kitchenTargets ?? defaultKitchenTargets;
  const station = stations.find((candidate) => candidate.id === settings.station) ?? null;
  const stationId = station?.id ?? null;
  const printing = stations.some((candidate) => candidate.hasPrinter);
  // The minute is enough for when a cancelled card leaves: the clock ticks the display every few seconds.
  const minuteNow = Math.floor(now / minute) * minute;
  // Decision 081: what the kitchen makes now (a table's new round, not what it already served). Kept per order
  // object (the board's cache keeps an unchanged order's), so a change or a tick gives the other memoised cards
  // the same lines and renders one card, not 400 (decision 085).
  const linesOf = useMemo(() => {
    const kept = new WeakMap<Order, KitchenLine[]>();
    return (order: Order) => {
      let lines = kept.get(order);
      if (!lines) {
        lines = kitchenLines(linesToMake(order), routing, stations, stationId);
        kept.set(order, lines);
      }
      return lines;
    };
  }, [routing, stations, stationId]);
  const tickets = useMemo(() => {
    const open = orders.filter((order) => onDisplay(order, minuteNow, stationId));
    const withLines = open
      .map((order) => ({ order, lines: linesOf(order) }))
      .filter(({ lines }) => lines.length > 0);
    const sign = settings.oldestFirst ? 1 : -1;
    return withLines.sort((a, b) => sign * (a.order.kitchenSince - b.order.kitchenSince));
  }, [orders, linesOf, stationId, settings.oldestFirst, minuteNow]);
  // The cards read the clock by the day ("Para las 21:30" or "Para mañana"), their wait by their own minute: a
  // tick renders only the cards whose minute turned.
  const day = businessDayCode(now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the day's first reading is the clock for the whole day
  const today = useMemo(() => now, [day]);

  const mine = useCallback(
    (order: Order) => making.has(order.status) && linesOf(order).length > 0,
    [linesOf],
  );
  useKitchenSound(orders, !settings.muted, mine);
  const cardProps = ({ order, lines }: Ticket): KitchenCardProps => ({
    order,
    role,
    waited: waitedMinutes(order, now),
    now: today,
    lines,
    station,
    routing,
    stations,
    courses,
    tier: waitTier(waitedMinutes(order, now), targets),
    printing,
  });

  return (
    <Stack spacing={1.5}>
      <KitchenToolbar
        viewToggle={viewToggle}
        stations={stations}
        routing={routing}
        stationId={stationId}
        oldestFirst={settings.oldestFirst}
        muted={settings.muted}
        onChange={onChange}
        now={minuteNow}
      />
      {tickets.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: "center", fontSize: "1.1rem" }}>
          {orders.length === 0 ? "No hay ordenes cargadas." : "No hay pedidos para preparar."}
        </Typography>
      ) : (
        <Suspense fallback={ticketGrid(tickets.slice(0, firstScreen), cardProps)}>
          {tickets.length <= lanesFrom ? (
            ticketGrid(tickets, cardProps)
          ) : (
            <LazyWindowLanes
              items={tickets}
              keyOf={(ticket) => ticket.order.id}
              lanesFor={lanesFor}
              gap={8}
              estimateHeight={260}
              label="Pedidos para preparar"
              renderItem={(ticket) => <KitchenCard {...cardProps(ticket)} />}
            />
          )}
        </Suspense>
      )}
    </Stack>
  );
});

type Ticket = { order: Order; lines: readonly KitchenLine[] };

/** The tickets a large display shows before scrolling: what a busy one draws while its lanes download. */
const firstScreen = 24;

/** Columns of at least 220 px, 8 px apart: what `ticketGrid` fits in the same width. */
const lanesFor = (width: number) => Math.floor((width + 8) / (220 + 8));

function ticketGrid(tickets: readonly Ticket[], cardProps: (ticket: Ticket) => KitchenCardProps) {
  return (
    <Box
      component="section"
      aria-label="Pedidos para preparar"
      sx={{
        display: "grid",
        gap: 1,
        gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
        alignItems: "start",
      }}
    >
      {tickets.map((ticket) => (
        <KitchenCard key={ticket.order.id} {...cardProps(ticket)} />
      ))}
    </Box>
  );
}
