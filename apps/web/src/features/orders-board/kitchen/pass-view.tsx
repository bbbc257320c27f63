import {
  actionsFor,
  defaultKitchenTargets,
  type KitchenTargets,
  type Order,
  type Role,
} from "@comanda/domain";
import { inKitchenStatuses } from "@comanda/domain/kitchen";
import type { BoardStation, StationRouting } from "@comanda/domain/stations";
import CheckCircle from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { memo, useMemo } from "react";
import { useBusiness } from "@/entities/business/business-query";
import { OrderActions } from "../components/order-actions";
import { cardWhere } from "./card-where";
import { passProgress } from "./pass-progress";
import { waitedMinutes, waitTier } from "./wait-tier";

type PassViewProps = {
  orders: readonly Order[];
  routing: StationRouting;
  stations: readonly BoardStation[];
  role: Role;
  now: number;
};

const making = new Set<Order["status"]>(inKitchenStatuses);
const tierColor = { ok: "text.primary", warn: "warning.dark", late: "error.dark" } as const;

/**
 * Decision 087: the expeditor's view ('Pase'). Every order the kitchen has, oldest first, with each station's
 * progress; an order every station finished says 'Para entregar' and carries the button that takes it away.
 */
export function PassView({ orders, routing, stations, role, now }: PassViewProps) {
  const targets = useBusiness().data?.kitchenTargets ?? defaultKitchenTargets;
  const shown = useMemo(
    () =>
      orders
        .filter((order) => making.has(order.status))
        .map((order) => ({ order, progress: passProgress(order, routing, stations) }))
        .filter(({ progress }) => progress.length > 0)
        .sort((a, b) => a.order.kitchenSince - b.order.kitchenSince),
    [orders, routing, stations],
  );
  if (shown.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: "center", fontSize: "1.1rem" }}>
        No hay pedidos en la cocina.
      </Typography>
    );
  return (
    <Box
      component="section"
      aria-label="Pase"
      sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}
    >
      {shown.map(({ order, progress }) => (
        <PassCard key={order.id} order={order} progress={progress} role={role} now={now} targets={targets} />
      ))}
    </Box>
  );
}

type PassCardProps = {
  order: Order;
  progress: ReturnType<typeof passProgress>;
  role: Role;
  now: number;
  targets: KitchenTargets;
};

const PassCard = memo(function PassCard({ order, progress, role, now, targets }: PassCardProps) {
  const waited = waitedMinutes(order, now);
  const tier = waitTier(waited, targets);
  const ready = order.status === "ready";
  const where = cardWhere(order);
  const actions = ready
    ? actionsFor(role, order.status, order.type).filter((action) => action !== "cancel")
    : [];
  return (
    <Card
      component="article"
      aria-label={`Pedido ${order.turn}`}
      variant="outlined"
      sx={(theme) => ({
        minWidth: 0,
        p: 1.5,
        display: "grid",
        gap: 1,
        alignContent: "start",
        ...(ready && {
          borderColor: theme.palette.success.main,
          bgcolor: alpha(theme.palette.success.main, 0.08),
        }),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "baseline" }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontSize: "1.5rem", fontWeight: 800, lineHeight: 1 }}>
            {order.turn}
          </Typography>
          {where && (
            <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
              {where}
            </Typography>
          )}
        </Box>
        <Typography
          aria-label={`Esperando hace ${waited} min`}
          sx={{ fontSize: "1.4rem", fontWeight: 800, whiteSpace: "nowrap", color: tierColor[tier] }}
        >
          {waited} min
        </Typography>
      </Stack>
      {ready && (
        <Chip color="success" icon={<CheckCircle />} label="Para entregar" sx={{ fontWeight: 700 }} />
      )}
      <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: "none" }} aria-label="Estaciones">
        {progress.map((station) => (
          <Box
            component="li"
            key={station.id ?? "kitchen"}
            aria-label={`${station.name}: ${station.ready ? "listo" : `${station.done} de ${station.total}`}`}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center" }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere", minWidth: 0 }}>
                {station.name}
              </Typography>
              {station.ready ? (
                <Chip size="small" color="success" label="Listo" />
              ) : (
                <Typography variant="body2" sx={{ whiteSpace: "nowrap" }}>
                  {station.done} de {station.total}
                </Typography>
              )}
            </Stack>
            {/* A plain bar: MUI's LinearProgress would split into a chunk the list screens then share. */}
            <Box aria-hidden sx={{ height: 4, borderRadius: 2, bgcolor: "action.hover", overflow: "hidden" }}>
              <Box
                sx={{
                  height: "100%",
                  width: `${station.total === 0 ? 100 : (100 * station.done) / station.total}%`,
                  bgcolor: station.ready ? "success.main" : "primary.main",
                }}
              />
            </Box>
          </Box>
        ))}
      </Stack>
      {actions.length > 0 && <OrderActions order={order} actions={actions} />}
    </Card>
  );
});
