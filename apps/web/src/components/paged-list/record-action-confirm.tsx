import type { EnabledStatus } from "@comanda/domain";
import { useState } from "react";
import { useNotify } from "@/lib/use-notify";
import { ConfirmDialog } from "../confirm-dialog";
import { deleteConfirmText, type RecordNoun, toggleConfirmText } from "../confirm-texts";

export type ListedRecord = { id: string; status: EnabledStatus };
export type RecordAction<T extends ListedRecord> = { kind: "toggle" | "delete"; record: T };

/** What a feature's TanStack mutation offers; the confirm dialog needs no more of it. */
export type Mutation<V> = {
  mutate: (variables: V, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

/** Success snackbars, e.g. 'Categoría eliminada.', 'Categoría habilitada.', 'Categoría deshabilitada.'. */
export type RecordActionTexts = { deleted: string; enabled: string; disabled: string };

export type RecordActionConfirmProps<T extends ListedRecord> = {
  action: RecordAction<T> | null;
  noun: RecordNoun;
  texts: RecordActionTexts;
  remove: Mutation<string>;
  setStatus: Mutation<{ id: string; status: EnabledStatus }>;
  onClose: () => void;
  onDeleted?: (record: T) => void;
};

/** docs/product.md#confirm-dialogs before deleting, enabling or disabling a record (docs/product.md#states). */
export function RecordActionConfirm<T extends ListedRecord>({
  action,
  noun,
  texts,
  remove,
  setStatus,
  onClose,
  onDeleted,
}: RecordActionConfirmProps<T>) {
  const notify = useNotify();
  // The dialog keeps its last question while it fades out, instead of flashing another one.
  const [shown, setShown] = useState(action);
  if (action && action !== shown) setShown(action);
  const enable = shown?.record.status === "disabled";

  // e.g. 409 'No se puede eliminar la categoría: tiene 2 productos.'
  const handleError = (error: Error) => {
    notify.failure(error);
    onClose();
  };

  const handleConfirm = () => {
    if (!action) return;
    const { record } = action;
    if (action.kind === "delete") {
      remove.mutate(record.id, {
        onSuccess: () => {
          notify.success(texts.deleted);
          onDeleted?.(record);
          onClose();
        },
        onError: handleError,
      });
      return;
    }
    setStatus.mutate(
      { id: record.id, status: enable ? "enabled" : "disabled" },
      {
        onSuccess: () => {
          notify.success(enable ? texts.enabled : texts.disabled);
          onClose();
        },
        onError: handleError,
      },
    );
  };

  return (
    <ConfirmDialog
      open={action !== null}
      message={shown?.kind === "delete" ? deleteConfirmText(noun) : toggleConfirmText(enable, noun)}
      pending={setStatus.isPending || remove.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
