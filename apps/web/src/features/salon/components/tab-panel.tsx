import {
  isOpenOrderStatus,
  type Order,
  orderStatusColors,
  orderStatusLabel,
  orderStatusLabels,
} from "@comanda/domain";
import { heldCourses } from "@comanda/domain/kitchen";
import type { SalonView } from "@comanda/domain/tabs";
import Close from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Suspense, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryState } from "@/components/query-state";
import { lazyPart, PreloadArea, preloadOnIntent } from "@/lib/lazy-part";
import { useNotify } from "@/lib/use-notify";
import { useTab } from "../api/get-tab";
import { useJoinTab } from "../api/join-tab";
import { useMoveTab } from "../api/move-tab";
import { useTabAction } from "../api/tab-action";
import { people } from "../lib/table-text";
import { BillDialog } from "./bill-dialog";
import { MarchButtons } from "./march-buttons";
import { SplitButtons } from "./split-buttons";
import { TabLines } from "./tab-lines";
import { TabMoney } from "./tab-money";
import { TabService } from "./tab-service";
import { type PickMode, TablePickDialog } from "./table-pick-dialog";

// A round's picker and the payment are chunks of their own, fetched as the panel opens.
const RoundDialog = lazyPart(async () => (await import("./round-dialog")).RoundDialog);
const PayDialog = lazyPart(async () => (await import("./pay-dialog")).PayDialog);
const preloadDialogs = preloadOnIntent({
  preload: () => Promise.all([RoundDialog.preload(), PayDialog.preload()]),
});

/** Decision 084: the tab's rounds, as the plan has them. */
const roundsOf = (rooms: SalonView["rooms"], tabId: string) =>
  rooms.flatMap((room) => room.tables).find((table) => table.tab?.orderId === tabId)?.tab?.rounds ?? [];

type Open = "round" | "bill" | "pay" | "cancel" | PickMode | null;
type TabPanelProps = {
  tabId: string;
  tableId: string;
  tableName: string;
  rooms: SalonView["rooms"];
  onClose: () => void;
};

/** A table's tab: what it ordered and every step of its service, from the next round to paying. */
export function TabPanel({ tabId, tableId, tableName, rooms, onClose }: TabPanelProps) {
  const titleId = useId();
  const tab = useTab(tabId);
  const [open, setOpen] = useState<Open>(null);
  const action = useTabAction();
  const move = useMoveTab();
  const join = useJoinTab();
  const notify = useNotify();
  const name = tableName;

  const handleServe = (order: Order) =>
    action.mutate(
      { tabId: order.id, action: "serve" },
      { onSuccess: () => notify.success(`${name}: llevado a la mesa.`), onError: notify.failure },
    );
  const handleCancel = (order: Order) =>
    action.mutate(
      { tabId: order.id, action: "cancel" },
      {
        onSuccess: () => {
          notify.success(`${name} cancelada.`);
          onClose();
        },
        onError: notify.failure,
        onSettled: () => setOpen(null),
      },
    );
  const handlePick = (order: Order, choice: { tableId: string; tabId: string | null; name: string }) => {
    if (open === "move")
      move.mutate(
        { tabId: order.id, tableId: choice.tableId },
        {
          onSuccess: () => {
            notify.success(`${name} pasó a ${choice.name}.`);
            onClose();
          },
        },
      );
    else if (choice.tabId)
      join.mutate(
        { tabId: order.id, otherId: choice.tabId },
        {
          onSuccess: () => {
            notify.success(`${choice.name} se unió a ${name}.`);
            setOpen(null);
          },
        },
      );
  };

  const body = (order: Order) => {
    const closed = !isOpenOrderStatus(order.status);
    const waiting = heldCourses(order);
    // Decision 082: a course still waiting has not been eaten yet.
    const canPay =
      (order.status === "ready" || order.status === "served") &&
      order.lines.length > 0 &&
      waiting.length === 0;
    const info = order.tab;
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center", rowGap: 1 }}>
          <Chip label={orderStatusLabel(order)} color={orderStatusColors[order.status]} />
          {info?.billRequestedAt != null && (
            <Chip label="Pidió la cuenta" color="warning" variant="outlined" />
          )}
          <Typography color="text.secondary">
            Pedido N° {order.turn}
            {info ? ` · ${people(info.guests)} · atiende ${info.waiterName}` : ""}
          </Typography>
        </Stack>
        <TabService tab={order} rounds={roundsOf(rooms, order.id)} />
        {closed ? (
          <Alert severity="info">
            Esta mesa ya se cerró ({orderStatusLabels[order.status].toLowerCase()}).
          </Alert>
        ) : (
          <>
            {order.lines.length === 0 ? (
              <Typography color="text.secondary">Todavía no pidieron nada. Tocá «Agregar ronda».</Typography>
            ) : (
              <TabLines order={order} />
            )}
            <TabMoney tab={order} />
            <PreloadArea {...preloadDialogs}>
              <Stack spacing={1}>
                <Button variant="contained" size="large" onClick={() => setOpen("round")}>
                  Agregar ronda
                </Button>
                <MarchButtons tabId={order.id} tableName={name} waiting={waiting} />
                {order.status === "ready" && (
                  <Button
                    variant="contained"
                    color="info"
                    size="large"
                    onClick={() => handleServe(order)}
                    loading={action.isPending}
                  >
                    Llevado a la mesa
                  </Button>
                )}
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="outlined"
                    size="large"
                    fullWidth
                    onClick={() => setOpen("bill")}
                    disabled={order.lines.length === 0}
                  >
                    {info?.billRequestedAt != null ? "Imprimir cuenta" : "Pedir cuenta"}
                  </Button>
                  <Button
                    variant="contained"
                    color="success"
                    size="large"
                    fullWidth
                    onClick={() => setOpen("pay")}
                    disabled={!canPay}
                  >
                    Cobrar
                  </Button>
                </Stack>
                {!canPay && order.lines.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {waiting.length > 0
                      ? "Se cobra cuando se marcharon los tiempos que esperan."
                      : "Se cobra cuando la cocina terminó la última ronda."}
                  </Typography>
                )}
                <Divider />
                <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, "& > button": { flex: "1 1 auto" } }}>
                  <Button onClick={() => setOpen("move")}>Mover</Button>
                  <Button onClick={() => setOpen("join")}>Unir mesa</Button>
                  <SplitButtons tabId={order.id} tableName={name} rooms={rooms} />
                  <Button color="error" onClick={() => setOpen("cancel")}>
                    Cancelar mesa
                  </Button>
                </Stack>
              </Stack>
            </PreloadArea>
          </>
        )}
      </Stack>
    );
  };

  const order = tab.data;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // Above the app bar, which sits over the permanent drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { role: "dialog", "aria-labelledby": titleId, sx: { width: { xs: "100%", sm: 440 } } },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: "center", px: 2, py: 1.5, borderBottom: 1, borderColor: "divider" }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {name}
        </Typography>
        <IconButton aria-label="Cerrar" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: "auto" }}>
        <QueryState query={tab} loadingLabel="Cargando la mesa">
          {body}
        </QueryState>
      </Box>
      <Suspense fallback={null}>
        {order && open === "round" && (
          <RoundDialog tab={order} tableName={name} onClose={() => setOpen(null)} />
        )}
        {order && open === "bill" && (
          <BillDialog tab={order} tableName={name} onClose={() => setOpen(null)} />
        )}
        {order && open === "pay" && (
          <PayDialog tab={order} tableName={name} onPaid={onClose} onClose={() => setOpen(null)} />
        )}
      </Suspense>
      {order && (open === "move" || open === "join") && (
        <TablePickDialog
          mode={open}
          tableName={name}
          tableId={order.tab?.tableId ?? tableId}
          rooms={rooms}
          pending={move.isPending || join.isPending}
          error={(open === "move" ? move.error : join.error)?.message ?? null}
          onPick={(choice) => handlePick(order, choice)}
          onClose={() => setOpen(null)}
        />
      )}
      {order && (
        <ConfirmDialog
          open={open === "cancel"}
          title="Cancelar mesa"
          message={`¿Seguro que querés cancelar ${name}? Lo pedido vuelve al stock y la mesa queda libre sin cobrarse.`}
          confirmLabel="Cancelar mesa"
          cancelLabel="Volver"
          pending={action.isPending}
          onConfirm={() => handleCancel(order)}
          onClose={() => setOpen(null)}
        />
      )}
    </Drawer>
  );
}
