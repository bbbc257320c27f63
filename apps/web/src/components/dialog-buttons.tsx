import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import type { ReactNode } from "react";

type DialogButtonsProps = {
  /** 'Volver' or 'Cancelar': closes without doing anything, held while the action is under way. */
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  pending: boolean;
  disabled?: boolean;
  /** Taking the money ('Cobrar', 'Completar') is the large green button, apart from every other confirm. */
  money?: boolean;
};

/** A dialog's closing row: the way back, then the one action it exists for, spinning while it runs. */
export function DialogButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  pending,
  disabled,
  money = false,
}: DialogButtonsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button
        variant="contained"
        color={money ? "success" : undefined}
        size={money ? "large" : undefined}
        onClick={onConfirm}
        loading={pending}
        disabled={disabled}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
