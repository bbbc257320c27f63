import type { Order, Role } from "@comanda/domain";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { BoardSettings } from "../lib/board-settings";
import { OrderCard } from "./order-card";

type OrderGridProps = {
  orders: readonly Order[];
  /** how many the shift has before the device's filters */
  total: number;
  role: Role;
  now: number;
  settings: BoardSettings;
  chosenCategories: ReadonlySet<string>;
};

/** The tickets, newest first, as many to a row as the screen holds (a phone one, a kitchen TV four). */
export function OrderGrid({ orders, total, role, now, settings, chosenCategories }: OrderGridProps) {
  if (total === 0) return <EmptyText>No hay ordenes cargadas.</EmptyText>;
  if (orders.length === 0) return <EmptyText>No hay pedidos con los filtros elegidos.</EmptyText>;
  return (
    <Grid container spacing={2} component="section" aria-label="Pedidos del turno">
      {orders.map((order) => (
        <Grid key={order.id} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
          <OrderCard
            order={order}
            role={role}
            now={now}
            thresholds={settings.thresholds}
            chosenCategories={chosenCategories}
          />
        </Grid>
      ))}
    </Grid>
  );
}

function EmptyText({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: "center", fontSize: "1.1rem" }}>
      {children}
    </Typography>
  );
}
