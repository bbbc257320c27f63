import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { lazyPart, PartSpinner, preloadOnIntent } from "@/lib/lazy-part";
import { OutboxChip } from "./outbox/outbox-chip";

// The order screen is a chunk of its own (apps/web/scripts/routes.ts: "/orders + new order dialog").
const loadCatalog = () => import("./api/order-catalog");
const loadScreen = () => import("./new-order-dialog");
const NewOrderDialog = lazyPart(() => loadScreen().then((module) => module.NewOrderDialog));

type DialogState = { mounted: boolean; open: boolean };

/**
 * 'Hacer pedido': opens 'Nuevo pedido' with the shift's next turn prefilled, and beside it the orders this
 * device still has to send. Hovering or focusing it fetches the screen and the catalog, so the grid opens full.
 */
export function NewOrderButton({ nextTurn }: { nextTurn: string }) {
  // Mounted from the first opening on, so the dialog can fade out when it closes.
  const [dialog, setDialog] = useState<DialogState>({ mounted: false, open: false });
  const queryClient = useQueryClient();
  const handleClose = () => setDialog({ mounted: true, open: false });
  const preload = {
    preload: () =>
      Promise.all([
        NewOrderDialog.preload(),
        // Not through the screen's chunk: the catalog is asked for while the screen downloads (decision 095).
        loadCatalog().then((module) => module.prefetchOrderCatalog(queryClient)),
      ]),
  };
  // A tap that came with no hover or focus before it (a script, an assistive tap) starts the downloads too.
  const handleOpen = () => {
    void preload.preload().catch(() => undefined);
    setDialog({ mounted: true, open: true });
  };
  return (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={<Add />}
        {...preloadOnIntent(preload)}
        onClick={handleOpen}
        sx={{ minHeight: 48 }}
      >
        Hacer pedido
      </Button>
      <OutboxChip onEdit={handleOpen} />
      {dialog.mounted && (
        <Suspense fallback={<LoadingDialog open={dialog.open} onClose={handleClose} />}>
          <NewOrderDialog open={dialog.open} onClose={handleClose} nextTurn={nextTurn} />
        </Suspense>
      )}
    </>
  );
}

function LoadingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-label="Nuevo pedido">
      <DialogTitle>Nuevo pedido</DialogTitle>
      <PartSpinner />
    </Dialog>
  );
}
