import {
  actionsFor,
  type Course,
  type Order,
  orderStatusColors,
  orderStatusLabel,
  type Role,
} from "@comanda/domain";
import { isLineDone } from "@comanda/domain/kitchen";
import type { BoardStation, StationRouting } from "@comanda/domain/stations";
import CheckCircle from "@mui/icons-material/CheckCircle";
import Notes from "@mui/icons-material/Notes";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { memo, useCallback, useMemo } from "react";
import { useNotify } from "@/lib/use-notify";
import { useOrderAction } from "../api/order-action";
import { OrderActions } from "../components/order-actions";
import { OrderCardChanges } from "../components/order-card-changes";
import { OrderCardPrint } from "../components/order-card-print";
import { OrderTypeInfo } from "../components/order-type-info";
import { statusEdgeColor } from "../lib/status-color";
import { KitchenCardLines } from "./kitchen-card-lines";
import type { KitchenLine } from "./kitchen-lines";
import { useLineDone } from "./kitchen-pass-api";
import { useReprintComandas, useStationReady } from "./station-ready";
import type { WaitTier } from "./wait-tier";

const tierColor = { warn: "warning", late: "error" } as const;
/** Said to a screen reader as the colour says it to the eye. */
const tierLabel: Record<WaitTier, string> = { ok: "", warn: ", pasó el primer tiempo", late: ", demorado" };

export type KitchenCardProps = {
  order: Order;
  role: Role;
  /** minutes since the order came in */
  waited: number;
  /** the display's clock, for "Para las 21:30" against today */
  now: number;
  lines: readonly KitchenLine[];
  /** the device's station, when it shows one: its 'Listo' replaces the order's 'Entregar pedido' */
  station: { id: string; name: string } | null;
  /** decision 087: its wait against the owner's targets */
  tier: WaitTier;
  /** some station prints: the ticket can be printed again */
  printing: boolean;
  /** who makes what, so the card's 'Cambios' are only its station's (decision 081) */
  routing: StationRouting;
  stations: readonly BoardStation[];
  /** the business's courses, to group the lines by (decision 082) */
  courses: readonly Course[];
};

/**
 * Decision 046: a ticket of the kitchen display. What to make and how long it has waited, large; no prices,
 * totals or payment. Tapping the ticket receives it; each line is tapped done, and the last one bumps it (decision 087).
 */
export const KitchenCard = memo(function KitchenCard({
  order,
  role,
  waited,
  now,
  lines,
  station,
  tier,
  printing,
  routing,
  stations,
  courses,
}: KitchenCardProps) {
  // Decision 081: cancelled while the kitchen had it: shown a while, marked, with nothing to press.
  const cancelled = order.status === "cancelled";
  const act = useOrderAction();
  const ready = useStationReady();
  const reprint = useReprintComandas();
  const notify = useNotify();
  const stationDone = station !== null && order.stationsDone.includes(station.id);
  const byStation = station !== null && order.status === "preparing";
  const actions = useMemo(
    () =>
      cancelled
        ? []
        : actionsFor(role, order.status, order.type).filter((action) => !(byStation && action === "deliver")),
    [cancelled, role, order.status, order.type, byStation],
  );
  const lineDone = useLineDone();
  const busy = act.isPending || ready.isPending || lineDone.isPending;
  // Decision 087: a line is done when tapped done, or when its station said 'Listo' for the whole card.
  // Stable while the order is, so a minute turning draws the wait and not the lines (decision 093).
  const isDone = useCallback(
    (line: KitchenLine) =>
      isLineDone(order, line) || (line.stationId !== null && order.stationsDone.includes(line.stationId)),
    [order],
  );
  const { mutate: markLine } = lineDone;
  const toggle = useCallback(
    (line: KitchenLine) =>
      markLine({ id: order.id, key: line.key, done: !isDone(line) }, { onError: notify.failure }),
    [markLine, order.id, isDone, notify.failure],
  );

  // Decision 087: a tap on the card receives it; it leaves the display by its lines or its 'Listo', never by a
  // stray tap on a busy pass.
  const next = (): (() => void) | null => {
    if (busy) return null;
    if (order.status === "pending" && actions.includes("receive"))
      return () => act.mutate({ id: order.id, action: "receive" }, { onError: notify.failure });
    return null;
  };
  const step = cancelled ? null : next();
  const color = orderStatusColors[order.status];

  return (
    <Card
      component="article"
      aria-label={`Pedido ${order.turn}`}
      variant="outlined"
      sx={(theme) => ({
        display: "flex",
        flexDirection: "column",
        // A grid item may shrink to its column: its content wraps inside instead of widening it (decision 081).
        minWidth: 0,
        // Decision 090: only the cards on screen are laid out and painted (430 on a busy night).
        contentVisibility: "auto",
        containIntrinsicSize: "auto 240px",
        borderLeft: `6px solid ${statusEdgeColor(theme, color)}`,
        ...(tier !== "ok" && {
          borderColor: theme.palette[tierColor[tier]].main,
          bgcolor: alpha(theme.palette[tierColor[tier]].main, 0.08),
        }),
        ...(stationDone && { opacity: 0.6 }),
        ...(cancelled && {
          borderColor: theme.palette.error.main,
          borderStyle: "dashed",
          bgcolor: alpha(theme.palette.error.main, 0.04),
        }),
      })}
    >
      <Box
        onClick={step ?? undefined}
        sx={{
          p: 1.5,
          flexGrow: 1,
          display: "grid",
          gap: 0.75,
          alignContent: "start",
          cursor: step ? "pointer" : "default",
        }}
      >
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline" }}>
          <Typography component="h2" sx={{ fontSize: "2rem", fontWeight: 800, lineHeight: 1 }}>
            {order.turn}
          </Typography>
          {!cancelled && (
            <Typography
              aria-label={`Esperando hace ${waited} min${tierLabel[tier]}`}
              sx={{
                fontSize: "1.75rem",
                fontWeight: 800,
                lineHeight: 1,
                whiteSpace: "nowrap",
                color: tier === "ok" ? "text.primary" : `${tierColor[tier]}.dark`,
              }}
            >
              {waited} min
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
          {cancelled ? (
            <Chip label="ANULADO" color="error" sx={{ fontWeight: 800, letterSpacing: 1 }} />
          ) : (
            <Chip size="small" label={orderStatusLabel(order)} color={color} />
          )}
          {stationDone && (
            <Chip size="small" icon={<CheckCircle />} label={`Listo en ${station.name}`} color="success" />
          )}
          {/* One print button: the stations' printers when the business has them, else the browser's. */}
          {!printing && !cancelled && (
            <Box sx={{ ml: "auto" }} onClick={(event) => event.stopPropagation()}>
              <OrderCardPrint order={order} role={role} />
            </Box>
          )}
          {printing && !cancelled && (
            <IconButton
              size="small"
              aria-label={`Reimprimir comanda del pedido ${order.turn}`}
              disabled={reprint.isPending}
              sx={{ ml: "auto" }}
              onClick={(event) => {
                event.stopPropagation();
                reprint.mutate(order.id, {
                  onSuccess: () => notify.success(`Comanda del pedido ${order.turn} enviada a imprimir.`),
                  onError: notify.failure,
                });
              }}
            >
              <Print fontSize="small" />
            </IconButton>
          )}
        </Stack>
        <OrderTypeInfo order={order} now={now} detailed={false} />
        {!cancelled && (
          <OrderCardChanges order={order} station={{ routing, stations, id: station?.id ?? null }} />
        )}
        <KitchenCardLines
          lines={lines}
          courses={courses}
          cancelled={cancelled}
          isDone={isDone}
          onToggle={toggle}
          busy={busy}
        />
        {order.observation && (
          <Stack
            direction="row"
            spacing={0.5}
            sx={(theme) => ({ p: 0.5, borderRadius: 1, bgcolor: alpha(theme.palette.warning.main, 0.12) })}
          >
            <Notes fontSize="small" aria-hidden sx={{ color: "warning.main" }} />
            <Typography sx={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{order.observation}</Typography>
          </Stack>
        )}
      </Box>
      {(byStation || actions.length > 0) && (
        <Stack direction="row" spacing={1} sx={{ p: 1, pt: 0 }}>
          {byStation && (
            <Button
              variant="contained"
              disabled={busy || stationDone}
              loading={ready.isPending}
              onClick={() =>
                ready.mutate({ id: order.id, stationId: station.id }, { onError: notify.failure })
              }
              sx={{ minHeight: 44, flex: "2 1 auto" }}
            >
              Listo
            </Button>
          )}
          {actions.length > 0 && <OrderActions order={order} actions={actions} />}
        </Stack>
      )}
    </Card>
  );
});
