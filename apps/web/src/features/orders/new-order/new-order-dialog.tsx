import Dialog from "@mui/material/Dialog";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useIsMutating } from "@tanstack/react-query";
import { useId } from "react";
import { createOrderMutationKey } from "./api/create-order";
import { NewOrderScreen } from "./new-order-screen";

export { prefetchOrderCatalog } from "./api/order-catalog";

export type NewOrderDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the shift's next order number, prefilled and editable (docs/product.md#rules) */
  nextTurn: string;
};

/**
 * docs/product.md#new-order, issue 16: the counter's order screen. It fills a phone's screen and most of a
 * desktop's; while it saves, neither Escape nor a tap outside closes it. Closed, the screen unmounts: the
 * next opening reads the draft this device kept.
 */
export function NewOrderDialog({ open, onClose, nextTurn }: NewOrderDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  const saving = useIsMutating({ mutationKey: createOrderMutationKey }) > 0;
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
      <NewOrderScreen nextTurn={nextTurn} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
