import type { Promotion } from "@comanda/domain";
import { FormDialog, type RecordDialogProps } from "@/components/form-dialog";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";
import { createPromotionMutationKey } from "../api/create-promotion";
import { updatePromotionMutationKey } from "../api/update-promotion";

// The form and its product picker are a chunk of their own: the list's first load does not carry them.
const PromotionForm = lazyPart(async () => (await import("./promotion-form")).PromotionForm);

/** Spread on what opens the dialog: hovering or focusing it starts downloading the form. */
export const promotionDialogPreload = preloadOnIntent(PromotionForm);

const titles = { create: "Crear promoción combo", edit: "Editar promoción combo" };
const saveKeys = { create: createPromotionMutationKey, update: updatePromotionMutationKey };

type PromotionDialogProps = RecordDialogProps<"promotion", Promotion>;

export function PromotionDialog({ open, promotion, onClose }: PromotionDialogProps) {
  return (
    <FormDialog
      open={open}
      record={promotion}
      titles={titles}
      maxWidth="sm"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => <PromotionForm promotion={promotion} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}
