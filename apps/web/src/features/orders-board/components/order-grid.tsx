import { businessDayCode, type Order, type Role } from "@comanda/domain";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { type ComponentType, memo, useMemo } from "react";
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

/** The tickets, newest first, as many to a row as the screen holds (a phone one, a kitchen TV four). */
export function OrderGrid({
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
  if (total === 0) return <EmptyText>No hay ordenes cargadas.</EmptyText>;
  if (orders.length === 0) return <EmptyText>No hay pedidos con los filtros elegidos.</EmptyText>;
  return (
    <Grid container spacing={2} component="section" aria-label="Pedidos del turno">
      {orders.map((order) => (
        <GridCard
          key={order.id}
          order={order}
          role={role}
          today={today}
          overdue={overdueThreshold(order, settings.thresholds, now)}
          chosenCategories={chosenCategories}
          editOrder={editOrder}
        />
      ))}
    </Grid>
  );
}

const cellSize = { xs: 12, sm: 6, md: 4, xl: 3 } as const;

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
