import type { Order } from "@comanda/domain";
import { linesToMake } from "@comanda/domain/kitchen";
import type { BoardStation, StationRouting } from "@comanda/domain/stations";
import Replay from "@mui/icons-material/Replay";
import Badge from "@mui/material/Badge";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { memo, useId, useMemo, useState } from "react";
import { useNotify } from "@/lib/use-notify";
import { useBoard } from "../api/get-board";
import { timeSince } from "../lib/waiting";
import { bumped, bumpedAt } from "./bumped";
import { cardWhere } from "./card-where";
import { kitchenLines } from "./kitchen-lines";
import { useRecallCard } from "./kitchen-pass-api";

type RecallButtonProps = {
  stationId: string | null;
  routing: StationRouting;
  stations: readonly BoardStation[];
  now: number;
};

/** How many bumped cards 'Recuperar' offers: the last ones, a cook's "wait, not that one". */
const OFFERED = 8;

const noOrders: readonly Order[] = [];

/**
 * Decision 087: 'Recuperar' brings back the last cards this display bumped (its station's 'Listo', or the order
 * ready), while nobody took the order away yet. It reads the board's orders itself, so the display's other
 * controls are not drawn again with each order (decision 093).
 */
export const RecallButton = memo(function RecallButton({
  stationId,
  routing,
  stations,
  now,
}: RecallButtonProps) {
  // Not a `select`: the board's structural sharing (board-cache.ts) expects the whole board.
  const orders = useBoard().data?.orders ?? noOrders;
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const recall = useRecallCard();
  const notify = useNotify();
  const offered = useMemo(
    () =>
      orders
        .filter(
          (order) =>
            (order.status === "ready" || order.status === "preparing") &&
            bumped(order, stationId) &&
            kitchenLines(linesToMake(order), routing, stations, stationId).length > 0,
        )
        .sort((a, b) => bumpedAt(b, stationId) - bumpedAt(a, stationId))
        .slice(0, OFFERED),
    [orders, stationId, routing, stations],
  );

  return (
    <>
      <Badge badgeContent={offered.length} color="primary" overlap="rectangular">
        <Button
          size="small"
          variant="outlined"
          startIcon={<Replay />}
          disabled={offered.length === 0}
          onClick={() => setOpen(true)}
        >
          Recuperar
        </Button>
      </Badge>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>Recuperar pedidos</DialogTitle>
        <DialogContent dividers>
          {offered.length === 0 ? (
            <Typography color="text.secondary">No hay pedidos para recuperar.</Typography>
          ) : (
            <List dense disablePadding>
              {offered.map((order) => {
                const lines = kitchenLines(linesToMake(order), routing, stations, stationId);
                const where = cardWhere(order);
                return (
                  <ListItem
                    key={order.id}
                    disableGutters
                    secondaryAction={
                      <Button
                        variant="contained"
                        size="small"
                        aria-label={`Recuperar pedido ${order.turn}`}
                        loading={recall.isPending && recall.variables?.id === order.id}
                        disabled={recall.isPending}
                        onClick={() =>
                          recall.mutate(
                            { id: order.id, stationId },
                            {
                              onSuccess: () => {
                                notify.success(`El pedido ${order.turn} volvió a la pantalla.`);
                                setOpen(false);
                              },
                              onError: notify.failure,
                            },
                          )
                        }
                      >
                        Recuperar
                      </Button>
                    }
                    sx={{ pr: 14 }}
                  >
                    <ListItemText
                      primary={`Pedido ${order.turn}${where ? ` · ${where}` : ""}`}
                      secondary={`Listo ${timeSince(bumpedAt(order, stationId), now)} · ${lines
                        .map((line) => `${line.quantity} × ${line.name}`)
                        .join(", ")}`}
                      slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
});
