import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useIsMutating } from "@tanstack/react-query";
import { useId } from "react";
import { createOrderMutationKey } from "./api/create-order";
import { NewOrderForm } from "./new-order-form";

export type NewOrderDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the shift's next order number, prefilled and editable (docs/product.md#rules) */
  nextTurn: string;
};

/**
 * docs/product.md#new-order. The form unmounts when the dialog closes, so each opening starts a new order with
 * a new id. On a phone it fills the screen; while it saves, neither Escape nor a tap outside closes it.
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
      maxWidth="md"
    >
      <DialogTitle id={titleId}>Nuevo pedido</DialogTitle>
      <NewOrderForm nextTurn={nextTurn} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
