import { businessDayCode, type Order, type Role } from "@comanda/domain";
import Grid from "@mui/material/Grid";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { type ComponentType, memo, Suspense, useMemo } from "react";
import { LazyWindowLanes, lanesFrom } from "@/components/lazy-window-lanes";
import type { BoardSettings } from "@/entities/order/board-settings";
import { overdueThreshold } from "../lib/waiting";
import { OrderCard, type OrderCardProps } from "./order-card";

type OrderGridProps = {
  orders: readonly Order[];
  /** how many the shift has before the device's filters */
  total: number;
  role: Role;
  now: number;
  settings: BoardSettings;
  chosenCategories: ReadonlySet<string>;
  editOrder: ComponentType<{ order: Order }>;
};

/**
 * The tickets, newest first, as many to a row as the screen holds (a phone one, a kitchen TV four). Memoised:
 * a change to the shift's totals alone does not draw it again (decision 093).
 */
export const OrderGrid = memo(function OrderGrid({
  orders,
  total,
  role,
  now,
  settings,
  chosenCategories,
  editOrder,
}: OrderGridProps) {
  // The cards take the clock by the day and their waiting colour worked out here: a tick renders only the cards
  // whose colour turned (decision 085); their "hace N min" reads the clock itself.
  const day = businessDayCode(now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the day's first reading is the clock for the whole day
  const today = useMemo(() => now, [day]);
  const lanes = useLanes();
  if (total === 0) return <EmptyText>No hay ordenes cargadas.</EmptyText>;
  if (orders.length === 0) return <EmptyText>No hay pedidos con los filtros elegidos.</EmptyText>;
  const cardProps = (order: Order): OrderCardProps => ({
    order,
    role,
    today,
    overdue: overdueThreshold(order, settings.thresholds, now),
    chosenCategories,
    editOrder,
  });
  const grid = (shown: readonly Order[]) => (
    <Grid container spacing={2} component="section" aria-label="Pedidos del turno">
      {shown.map((order) => (
        <GridCard key={order.id} {...cardProps(order)} />
      ))}
    </Grid>
  );
  if (orders.length <= lanesFrom) return grid(orders);
  // While the lanes' chunk downloads, a screen's worth of the first cards as a plain grid.
  return (
    <Suspense fallback={grid(orders.slice(0, firstScreen))}>
      <LazyWindowLanes
        items={orders}
        keyOf={(order) => order.id}
        lanesFor={() => lanes}
        gap={16}
        estimateHeight={340}
        label="Pedidos del turno"
        renderItem={(order) => <LaneCard {...cardProps(order)} />}
      />
    </Suspense>
  );
});

/** The cards a large screen shows before scrolling: what a busy board draws while its lanes download. */
const firstScreen = 12;

const cellSize = { xs: 12, sm: 6, md: 4, xl: 3 } as const;

/** As many columns as `cellSize` gives the grid at this width, for the lanes of a busy board. */
function useLanes() {
  const theme = useTheme();
  const xl = useMediaQuery(theme.breakpoints.up("xl"));
  const md = useMediaQuery(theme.breakpoints.up("md"));
  const sm = useMediaQuery(theme.breakpoints.up("sm"));
  return xl ? 4 : md ? 3 : sm ? 2 : 1;
}

/** A card of the busy board's lanes, rendered again only when its own props change (as `GridCard`). */
const LaneCard = memo(OrderCard);

/**
 * Decision 090: the browser lays out and paints only the cells on screen. The newest card goes first, so each
 * new order moves every other one; with 400 open, laying them all out again took a task of 115 ms at full
 * speed. A cell off screen keeps the size it last had (`auto`), or a card's usual one until it was ever shown.
 */
const cellRendering = { contentVisibility: "auto", containIntrinsicSize: "auto 340px" } as const;

/**
 * A card in its cell, rendered again only when its own props change: a live change to one order of a
 * busy board (200 cards) renders one card, not all of them. Every prop must stay the same object between
 * renders (orders-page.tsx memoises the category set; the cache keeps unchanged orders' objects).
 */
const GridCard = memo(function GridCard(props: OrderCardProps) {
  return (
    <Grid size={cellSize} sx={cellRendering}>
      <OrderCard {...props} />
    </Grid>
  );
});

function EmptyText({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: "center", fontSize: "1.1rem" }}>
      {children}
    </Typography>
  );
}
