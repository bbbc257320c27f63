import {
  actionsFor,
  formatClock,
  isOpenOrderStatus,
  type Order,
  orderStatusColors,
  orderStatusLabel,
  type Role,
} from "@comanda/domain";
import HourglassBottom from "@mui/icons-material/HourglassBottom";
import Notes from "@mui/icons-material/Notes";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ComponentType } from "react";
import { Pesos } from "@/components/pesos";
import { statusEdgeColor } from "../lib/status-color";
import { OrderActions } from "./order-actions";
import { OrderCardChanges } from "./order-card-changes";
import { OrderCardPrint } from "./order-card-print";
import { OrderLines } from "./order-lines";
import { OrderTypeInfo } from "./order-type-info";
import { OrderMoneySummary } from "./payment-summary";
import { TimeSince } from "./time-since";

export type OrderCardProps = {
  order: Order;
  role: Role;
  /** the clock by the day, for "Para las 21:30" or "Para mañana" */
  today: number;
  /** decision 085: the threshold (minutes) the order has outwaited in its status, or null; the grid works it out */
  overdue: number | null;
  chosenCategories: ReadonlySet<string>;
  /** the card's 'Editar', filled in by the app from the order entry (docs/decisions/056-app-composes-features.md) */
  editOrder: ComponentType<{ order: Order }>;
};

/** PATCH /orders/:id's roles: who charges edits an order while it is still open (decision 030). */
const canEditOrder = (role: Role, order: Pick<Order, "status">): boolean =>
  role !== "KITCHEN" && isOpenOrderStatus(order.status);

/** One ticket of the board (docs/product.md#screens and #states): what to make, who took it, and what to do next. */
export function OrderCard({
  order,
  role,
  today,
  overdue,
  chosenCategories,
  editOrder: EditOrder,
}: OrderCardProps) {
  const actions = actionsFor(role, order.status, order.type);
  const statusColor = orderStatusColors[order.status];
  return (
    <Card
      component="article"
      aria-label={`Pedido ${order.turn}`}
      sx={(theme) => ({
        height: "100%",
        display: "flex",
        flexDirection: "column",
        borderLeft: `6px solid ${statusEdgeColor(theme, statusColor)}`,
        // Waiting too long (docs/product.md#orders-board): a red frame and tint that read from across the kitchen.
        ...(overdue !== null && {
          borderColor: theme.palette.error.main,
          borderWidth: 3,
          borderLeftWidth: 6,
          bgcolor: alpha(theme.palette.error.main, 0.08),
        }),
      })}
    >
      <CardContent sx={{ flexGrow: 1, display: "grid", gap: 1.5, alignContent: "start" }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
          <Box>
            <Typography variant="overline" color="text.secondary" sx={{ display: "block", lineHeight: 1.2 }}>
              Orden
            </Typography>
            <Typography component="h2" sx={{ fontSize: "2.25rem", fontWeight: 800, lineHeight: 1.1 }}>
              {order.turn}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: "flex-end", textAlign: "right" }}>
            <Chip label={orderStatusLabel(order)} color={statusColor} />
            <Typography variant="body2" color="text.secondary">
              <TimeSince since={order.createdAt} /> · {formatClock(order.createdAt)}
            </Typography>
          </Stack>
        </Stack>
        {overdue !== null && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", color: "error.dark" }}>
            <HourglassBottom fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Esperando hace más de {overdue} min
            </Typography>
          </Stack>
        )}
        <OrderTypeInfo order={order} now={today} detailed />
        <OrderCardChanges order={order} />
        <Divider />
        <OrderLines lines={order.lines} chosen={chosenCategories} held={order.held} />
        {order.observation && (
          <Stack
            direction="row"
            spacing={1}
            sx={(theme) => ({
              p: 1,
              borderRadius: 1,
              bgcolor: alpha(theme.palette.warning.main, 0.1),
            })}
          >
            <Notes fontSize="small" aria-hidden sx={{ color: "warning.main", mt: 0.25 }} />
            <Typography sx={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{order.observation}</Typography>
          </Stack>
        )}
        {/* Decision 070: the kitchen's view of an order says nothing of how it is paid. */}
        {role !== "KITCHEN" && (
          <>
            <Divider />
            <OrderMoneySummary order={order} />
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: "space-between", alignItems: "baseline" }}
            >
              <Typography color="text.secondary">{order.paymentMethodName}</Typography>
              <Typography sx={{ fontWeight: 700, fontSize: "1.15rem" }}>
                <Pesos value={order.total} />
              </Typography>
            </Stack>
          </>
        )}
        {/* On a phone the card's buttons go under who took it rather than squeeze the name. */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", columnGap: 1 }}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            title={order.createdByName}
            sx={{ minWidth: 0, maxWidth: "100%" }}
          >
            Tomó: {order.createdByName}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", ml: "auto" }}>
            {canEditOrder(role, order) && <EditOrder order={order} />}
            <OrderCardPrint order={order} role={role} />
          </Stack>
        </Stack>
      </CardContent>
      {actions.length > 0 && (
        <CardActions sx={{ p: 2, pt: 0 }}>
          <OrderActions order={order} actions={actions} />
        </CardActions>
      )}
    </Card>
  );
}
