import type { Order } from "@comanda/domain";
import Dialog from "@mui/material/Dialog";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useIsMutating } from "@tanstack/react-query";
import { useId } from "react";
import { editOrderMutationKey } from "./api/edit-order";
import { EditOrderScreen } from "./edit-order-screen";

export { prefetchOrderCatalog } from "./api/order-catalog";

export type EditOrderDialogProps = { order: Order; open: boolean; onClose: () => void };

/**
 * 'Modificar pedido' (issue 16 point 3): the new order's screen and size over an open order. The opener mounts it
 * anew for each opening, so each starts from the order as the board shows it then.
 */
export function EditOrderDialog({ order, open, onClose }: EditOrderDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  const saving = useIsMutating({ mutationKey: editOrderMutationKey }) > 0;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      slotProps={{
        paper: {
          sx: { height: { sm: "min(920px, calc(100% - 48px))" }, display: "flex", overflow: "hidden" },
        },
      }}
    >
      <EditOrderScreen order={order} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
