import type { Product } from "@comanda/domain";
import { useState } from "react";
import { recordNouns } from "@/components/confirm-texts";
import { DialogRecordScreen } from "@/components/dialog-record-screen";
import { useDeleteProduct } from "./api/delete-product";
import { useProductList } from "./api/list-products";
import { useSetProductStatus } from "./api/set-product-status";
import { CategoryFilter } from "./components/category-filter";
import { productColumns } from "./components/product-columns";
import { ProductDialog, productDialogPreload } from "./components/product-dialog";
import { ProductMovementsDialog } from "./components/product-movements-dialog";

const actionTexts = {
  deleted: "Producto eliminado.",
  enabled: "Producto habilitado.",
  disabled: "Producto deshabilitado.",
};

/** docs/product.md#products, live across devices (docs/product.md#architecture). */
export function ProductsPage() {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const list = useProductList(categoryId);
  const remove = useDeleteProduct();
  const setStatus = useSetProductStatus();
  // The dialog keeps what it was opened for while it fades out.
  const [movements, setMovements] = useState<{ open: boolean; product: Product | null }>({
    open: false,
    product: null,
  });

  // Another category is another list: it starts from its first page.
  const handleCategoryChange = (next: string | null) => {
    list.changePage(0);
    setCategoryId(next);
  };

  return (
    <DialogRecordScreen
      title="Inventario"
      newLabel="Nuevo producto"
      newPreload={productDialogPreload}
      searchLabel="Buscar por nombre o código"
      filters={<CategoryFilter value={categoryId} onChange={handleCategoryChange} />}
      list={list}
      columns={(handlers) =>
        productColumns({ ...handlers, onMovements: (product) => setMovements({ open: true, product }) })
      }
      emptyMessage="No hay productos cargados."
      noun={recordNouns.product}
      texts={actionTexts}
      recordOf={(product) => product}
      remove={remove}
      setStatus={setStatus}
      renderDialog={({ open, item, onClose }) => (
        <ProductDialog open={open} product={item} onClose={onClose} />
      )}
    >
      <ProductMovementsDialog
        open={movements.open}
        product={movements.product}
        onClose={() => setMovements((current) => ({ ...current, open: false }))}
      />
    </DialogRecordScreen>
  );
}
