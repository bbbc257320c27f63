import type { Customer } from "@comanda/domain/customers";
import { formatPhone } from "@comanda/domain/phone-format";
import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import type { Column } from "@/components/paged-list/paged-table";
import { Pesos } from "@/components/pesos";

export type CustomerHandlers = {
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
};

/** Decision 048: who the customer is, and what it bought (completed orders only). */
export const customerColumns = ({ onEdit, onDelete }: CustomerHandlers): Column<Customer>[] => [
  { header: "Nombre", cell: (customer) => customer.name },
  { header: "Teléfono", cell: (customer) => (customer.phone ? formatPhone(customer.phone) : "—") },
  { header: "Dirección", cell: (customer) => customer.address ?? "—" },
  { header: "Pedidos", align: "right", cell: (customer) => customer.orders.toLocaleString("es-AR") },
  { header: "Total gastado", align: "right", cell: (customer) => <Pesos value={customer.spent} /> },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (customer) => (
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <Tooltip title={`Editar ${customer.name}`}>
          <IconButton aria-label={`Editar ${customer.name}`} onClick={() => onEdit(customer)}>
            <Edit />
          </IconButton>
        </Tooltip>
        <Tooltip title={`Eliminar ${customer.name}`}>
          <IconButton aria-label={`Eliminar ${customer.name}`} onClick={() => onDelete(customer)}>
            <Delete />
          </IconButton>
        </Tooltip>
      </Stack>
    ),
  },
];
