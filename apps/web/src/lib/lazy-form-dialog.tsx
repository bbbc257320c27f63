import Dialog, { type DialogProps } from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { type MutationKey, useIsMutating } from "@tanstack/react-query";
import { type ReactNode, Suspense, useId } from "react";
import { PartSpinner } from "./lazy-part";

type LazyFormDialogProps = {
  open: boolean;
  title: string;
  maxWidth: DialogProps["maxWidth"];
  /** The form's create and update mutations: while either runs, neither Escape nor a click outside closes it. */
  saveKeys: { create: MutationKey; update: MutationKey };
  onClose: () => void;
  /** The form (a lazy part), given the title's id to label itself with; a spinner holds its place meanwhile. */
  children: (titleId: string) => ReactNode;
};

/** docs/product.md#dialogs: the frame of a create/edit dialog whose form downloads when it first opens. */
export function LazyFormDialog({ open, title, maxWidth, saveKeys, onClose, children }: LazyFormDialogProps) {
  const titleId = useId();
  const saving =
    useIsMutating({ mutationKey: saveKeys.create }) + useIsMutating({ mutationKey: saveKeys.update }) > 0;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Suspense fallback={<PartSpinner />}>{children(titleId)}</Suspense>
    </Dialog>
  );
}
