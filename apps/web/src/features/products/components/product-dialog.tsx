import type { Product } from "@comanda/domain";
import { FormDialog } from "@/components/form-dialog";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";
import { createProductMutationKey } from "../api/create-product";
import { updateProductMutationKey } from "../api/update-product";

// The form and its pickers are a chunk of their own: the list's first load does not carry them.
const ProductForm = lazyPart(async () => (await import("./product-form")).ProductForm);

/** Spread on what opens the dialog: hovering or focusing it starts downloading the form. */
export const productDialogPreload = preloadOnIntent(ProductForm);

const saveKeys = { create: createProductMutationKey, update: updateProductMutationKey };

type ProductDialogProps = {
  open: boolean;
  /** docs/product.md#dialogs: edit mode when a product is passed in, create mode otherwise. */
  product: Product | null;
  onClose: () => void;
};

/** The form unmounts when the dialog closes, so it reopens with the values of what it opens for. */
export function ProductDialog({ open, product, onClose }: ProductDialogProps) {
  return (
    <FormDialog
      open={open}
      title={product ? "Editar producto" : "Nuevo producto"}
      maxWidth="md"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => (
        <ProductForm key={product?.id ?? "new"} product={product} titleId={titleId} onClose={onClose} />
      )}
    </FormDialog>
  );
}
