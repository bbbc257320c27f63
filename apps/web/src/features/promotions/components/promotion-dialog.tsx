import type { Promotion } from "@comanda/domain";
import { FormDialog } from "@/components/form-dialog";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";
import { createPromotionMutationKey } from "../api/create-promotion";
import { updatePromotionMutationKey } from "../api/update-promotion";

// The form and its product picker are a chunk of their own: the list's first load does not carry them.
const PromotionForm = lazyPart(async () => (await import("./promotion-form")).PromotionForm);

/** Spread on what opens the dialog: hovering or focusing it starts downloading the form. */
export const promotionDialogPreload = preloadOnIntent(PromotionForm);

const saveKeys = { create: createPromotionMutationKey, update: updatePromotionMutationKey };

type PromotionDialogProps = {
  open: boolean;
  /** Edit mode when a promotion is passed in, create mode otherwise. */
  promotion: Promotion | null;
  onClose: () => void;
};

/** The form unmounts when the dialog closes, so it reopens with the values of what it opens for. */
export function PromotionDialog({ open, promotion, onClose }: PromotionDialogProps) {
  return (
    <FormDialog
      open={open}
      title={promotion ? "Editar promoción combo" : "Crear promoción combo"}
      maxWidth="sm"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => (
        <PromotionForm
          key={promotion?.id ?? "new"}
          promotion={promotion}
          titleId={titleId}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}
