import type { Customer } from "@comanda/domain/customers";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { deleteConfirmText, recordNouns } from "@/components/confirm-texts";
import { CsvDownloadButton } from "@/components/csv-download-button";
import { ListPage, ListToolbar } from "@/components/list-page";
import { PagedTable } from "@/components/paged-list/paged-table";
import { SearchField } from "@/components/paged-list/search-field";
import { useNotify } from "@/lib/use-notify";
import { useDeleteCustomer } from "./api/delete-customer";
import { useCustomerList } from "./api/list-customers";
import { customerColumns } from "./components/customer-columns";
import { CustomerDialog } from "./components/customer-dialog";

/** Decision 048 (ADMIN, CASHIER): the customers, their orders and what they spent, live across devices. */
export function CustomersPage() {
  const list = useCustomerList();
  const remove = useDeleteCustomer();
  const notify = useNotify();
  // Each dialog keeps what it was opened for while it fades out.
  const [dialog, setDialog] = useState<{ open: boolean; customer: Customer | null }>({
    open: false,
    customer: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; customer: Customer | null }>({
    open: false,
    customer: null,
  });
  const closeDelete = () => setDeleting((current) => ({ ...current, open: false }));

  const handleDelete = () => {
    if (!deleting.customer) return;
    // e.g. 409 'No se puede eliminar el cliente: tiene 3 pedidos.'
    remove.mutate(deleting.customer.id, {
      onSuccess: () => {
        notify.success("Cliente eliminado.");
        closeDelete();
      },
      onError: (error) => {
        notify.failure(error);
        closeDelete();
      },
    });
  };

  return (
    <>
      <ListPage title="Clientes">
        <ListToolbar>
          <SearchField onSearch={list.search} label="Buscar por nombre o teléfono" />
          <Stack direction="row" spacing={2}>
            <CsvDownloadButton path="/customers/export" fileName="clientes.csv">
              Exportar CSV
            </CsvDownloadButton>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setDialog({ open: true, customer: null })}
            >
              Nuevo cliente
            </Button>
          </Stack>
        </ListToolbar>
        <PagedTable
          label="Clientes"
          columns={customerColumns({
            onEdit: (customer) => setDialog({ open: true, customer }),
            onDelete: (customer) => setDeleting({ open: true, customer }),
          })}
          list={list}
          emptyMessage="No hay clientes cargados."
        />
      </ListPage>
      <CustomerDialog
        open={dialog.open}
        customer={dialog.customer}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        message={deleteConfirmText(recordNouns.customer)}
        pending={remove.isPending}
        onConfirm={handleDelete}
        onClose={closeDelete}
      />
    </>
  );
}
