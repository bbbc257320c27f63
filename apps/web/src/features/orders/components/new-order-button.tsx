import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { Suspense, useState } from "react";
import { lazyPart, PartSpinner, preloadOnIntent } from "@/lib/lazy-part";

// The dialog and its pickers are a chunk of their own (apps/web/scripts/routes.ts: "/orders + new order dialog").
const NewOrderDialog = lazyPart(() =>
  import("../new-order/new-order-dialog").then((module) => module.NewOrderDialog),
);

type DialogState = { mounted: boolean; open: boolean };

/** 'Hacer pedido': opens 'Nuevo pedido' with the shift's next turn prefilled. */
export function NewOrderButton({ nextTurn }: { nextTurn: string }) {
  // Mounted from the first opening on, so the dialog can fade out when it closes.
  const [dialog, setDialog] = useState<DialogState>({ mounted: false, open: false });
  const handleClose = () => setDialog({ mounted: true, open: false });
  return (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={<Add />}
        {...preloadOnIntent(NewOrderDialog)}
        onClick={() => setDialog({ mounted: true, open: true })}
        sx={{ minHeight: 48 }}
      >
        Hacer pedido
      </Button>
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
