import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";

export type ConfirmDialogProps = {
  open: boolean;
  /** The question, in the words of docs/product.md#screens (see confirm-texts.ts). */
  message: string;
  title?: string;
  confirmLabel?: string;
  /** The button that answers no; "Cancelar" reads wrong where the question is about cancelling. */
  cancelLabel?: string;
  /** While the confirmed action runs: buttons disabled, a spinner on the confirm button. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** docs/product.md#confirm-dialogs: used before every delete and every enable/disable. */
export const ConfirmDialog = ({
  open,
  message,
  title = "Confirmar",
  confirmLabel = "Aceptar",
  cancelLabel = "Cancelar",
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
