import Dialog, { type DialogProps } from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { type ReactNode, useId } from "react";

type TitledDialogProps = Omit<DialogProps, "open" | "onClose" | "title"> & {
  title: ReactNode;
  /** while it saves, neither Escape nor a click outside closes it */
  busy: boolean;
  onClose: () => void;
};

/** A full-width dialog labelled by its title, mounted only while open (docs/product.md#dialogs). */
export function TitledDialog({ title, busy, onClose, children, ...dialog }: TitledDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth {...dialog}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
