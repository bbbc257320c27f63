import type { Order } from "@comanda/domain";
import Edit from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { lazyPart, PartSpinner, preloadOnIntent } from "@/lib/lazy-part";

// The order screen's chunk, shared with 'Hacer pedido' (apps/web/scripts/routes.ts: "/orders + edit order dialog").
const loadCatalog = () => import("./api/order-catalog");
const loadScreen = () => import("./edit-order-dialog");
const EditOrderDialog = lazyPart(() => loadScreen().then((module) => module.EditOrderDialog));

type DialogState = { openings: number; open: boolean };

/** A card's 'Editar': the order screen over this order, fetched on hover or focus like 'Hacer pedido'. */
export function EditOrderButton({ order }: { order: Order }) {
  const [dialog, setDialog] = useState<DialogState>({ openings: 0, open: false });
  const queryClient = useQueryClient();
  const handleClose = () => setDialog((current) => ({ ...current, open: false }));
  const handleOpen = () => setDialog((current) => ({ openings: current.openings + 1, open: true }));
  const preload = {
    preload: () =>
      Promise.all([
        EditOrderDialog.preload(),
        // Not through the screen's chunk: the catalog is asked for while the screen downloads (decision 095).
        loadCatalog().then((module) => module.prefetchOrderCatalog(queryClient)),
      ]),
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Edit />}
        {...preloadOnIntent(preload)}
        onClick={handleOpen}
        sx={{ minHeight: 48, flexShrink: 0 }}
      >
        Editar
      </Button>
      {dialog.openings > 0 && (
        <Suspense fallback={<LoadingDialog open={dialog.open} turn={order.turn} onClose={handleClose} />}>
          {/* A new key per opening: each one starts from the order as the board shows it then. */}
          <EditOrderDialog key={dialog.openings} order={order} open={dialog.open} onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
}

function LoadingDialog({ open, turn, onClose }: { open: boolean; turn: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-label={`Modificar pedido ${turn}`}>
      <DialogTitle>Modificar pedido {turn}</DialogTitle>
      <PartSpinner />
    </Dialog>
  );
}
