import type { Product } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { recordNouns } from "../../../components/confirm-texts";
import { PageTitle } from "../../../components/page-title";
import { PagedTable } from "../../../components/paged-list/paged-table";
import { type RecordAction, RecordActionConfirm } from "../../../components/paged-list/record-action-confirm";
import { SearchField } from "../../../components/paged-list/search-field";
import { useDeleteProduct } from "../api/delete-product";
import { useProductList } from "../api/list-products";
import { useSetProductStatus } from "../api/set-product-status";
import { CategoryFilter } from "./category-filter";
import { productColumns } from "./product-columns";
import { ProductDialog, productDialogPreload } from "./product-dialog";
import { ProductMovementsDialog } from "./product-movements-dialog";

const actionTexts = {
  deleted: "Producto eliminado.",
  enabled: "Producto habilitado.",
  disabled: "Producto deshabilitado.",
};

/** SPEC §2 Inventario, live across devices (DESIGN §1). */
export function ProductsPage() {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const list = useProductList(categoryId);
  const remove = useDeleteProduct();
  const setStatus = useSetProductStatus();
  // The dialog keeps what it was opened for while it fades out.
  const [dialog, setDialog] = useState<{ open: boolean; product: Product | null }>({
    open: false,
    product: null,
  });
  const [action, setAction] = useState<RecordAction<Product> | null>(null);
  const [movements, setMovements] = useState<{ open: boolean; product: Product | null }>({
    open: false,
    product: null,
  });

  const columns = productColumns({
    onEdit: (product) => setDialog({ open: true, product }),
    onDelete: (record) => setAction({ kind: "delete", record }),
    onToggle: (record) => setAction({ kind: "toggle", record }),
    onMovements: (product) => setMovements({ open: true, product }),
  });

  // Another category is another list: it starts from its first page.
  const handleCategoryChange = (next: string | null) => {
    list.changePage(0);
    setCategoryId(next);
  };

  return (
    <>
      <PageTitle>Inventario</PageTitle>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={2}
              sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
            >
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                <SearchField onSearch={list.search} label="Buscar por nombre o código" />
                <CategoryFilter value={categoryId} onChange={handleCategoryChange} />
              </Stack>
              <Button
                variant="contained"
                startIcon={<Add />}
                {...productDialogPreload}
                onClick={() => setDialog({ open: true, product: null })}
              >
                Nuevo producto
              </Button>
            </Stack>
            <PagedTable
              label="Inventario"
              columns={columns}
              list={list}
              emptyMessage="No hay productos cargados."
            />
          </Stack>
        </CardContent>
      </Card>
      <ProductDialog
        open={dialog.open}
        product={dialog.product}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <ProductMovementsDialog
        open={movements.open}
        product={movements.product}
        onClose={() => setMovements((current) => ({ ...current, open: false }))}
      />
      <RecordActionConfirm
        action={action}
        noun={recordNouns.product}
        texts={actionTexts}
        remove={remove}
        setStatus={setStatus}
        onClose={() => setAction(null)}
      />
    </>
  );
}
