import type { Product } from "@comanda/domain";
import { FormDialog, type RecordDialogProps } from "@/components/form-dialog";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";
import { createProductMutationKey } from "../api/create-product";
import { updateProductMutationKey } from "../api/update-product";

// The form and its pickers are a chunk of their own: the list's first load does not carry them.
const ProductForm = lazyPart(async () => (await import("./product-form")).ProductForm);

/** Spread on what opens the dialog: hovering or focusing it starts downloading the form. */
export const productDialogPreload = preloadOnIntent(ProductForm);

const titles = { create: "Nuevo producto", edit: "Editar producto" };
const saveKeys = { create: createProductMutationKey, update: updateProductMutationKey };

type ProductDialogProps = RecordDialogProps<"product", Product>;

export function ProductDialog({ open, product, onClose }: ProductDialogProps) {
  return (
    <FormDialog
      open={open}
      record={product}
      titles={titles}
      maxWidth="md"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => <ProductForm product={product} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}
