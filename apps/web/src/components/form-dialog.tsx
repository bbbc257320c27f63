import Dialog, { type DialogProps } from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { type MutationKey, useIsMutating } from "@tanstack/react-query";
import { type ReactNode, Suspense, useId } from "react";
import { PartSpinner } from "@/lib/lazy-part";

type FormDialogProps = {
  open: boolean;
  title: string;
  maxWidth: DialogProps["maxWidth"];
  /** The form's create and update mutations: while either runs, neither Escape nor a click outside closes it. */
  saveKeys: { create: MutationKey; update: MutationKey };
  onClose: () => void;
  /** The form, given the title's id to label itself with; while a lazy part downloads, a spinner holds its place. */
  children: (titleId: string) => ReactNode;
};

/**
 * docs/product.md#dialogs: the frame of every create/edit dialog. The form unmounts when the dialog closes
 * (key it by what it opens for), so it reopens with the values of what it opens for.
 */
export function FormDialog({ open, title, maxWidth, saveKeys, onClose, children }: FormDialogProps) {
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
