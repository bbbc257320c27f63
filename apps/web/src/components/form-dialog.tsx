import Dialog, { type DialogProps } from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { type MutationKey, useIsMutating } from "@tanstack/react-query";
import { Fragment, type ReactNode, Suspense, useId } from "react";
import { PartSpinner } from "@/lib/lazy-part";

/** A create/edit dialog's props: `K` names the record it edits; none (null) is create mode (docs/product.md#dialogs). */
export type RecordDialogProps<K extends string, T> = { open: boolean; onClose: () => void } & Record<
  K,
  T | null
>;

type FormDialogProps = {
  open: boolean;
  /** What it edits, or null to create: picks the title and keys the form. */
  record: { id: string } | null;
  titles: { create: string; edit: string };
  maxWidth: DialogProps["maxWidth"];
  /** The form's create and update mutations: while either runs, neither Escape nor a click outside closes it. */
  saveKeys: { create: MutationKey; update: MutationKey };
  onClose: () => void;
  /** The form, given the title's id to label itself with; while a lazy part downloads, a spinner holds its place. */
  children: (titleId: string) => ReactNode;
};

/**
 * docs/product.md#dialogs: the frame of every create/edit dialog. The form unmounts when the dialog closes and is
 * keyed by the record, so it reopens with the values of what it opens for.
 */
export function FormDialog({ open, record, titles, maxWidth, saveKeys, onClose, children }: FormDialogProps) {
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
      <DialogTitle id={titleId}>{record ? titles.edit : titles.create}</DialogTitle>
      <Suspense fallback={<PartSpinner />}>
        <Fragment key={record?.id ?? "new"}>{children(titleId)}</Fragment>
      </Suspense>
    </Dialog>
  );
}
