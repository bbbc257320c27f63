import { formatDateTime, type PaymentMethod } from "@comanda/domain";
import type { Column } from "@/components/paged-list/paged-table";
import { RowActions } from "@/components/paged-list/row-actions";
import { masculineLabels, StatusChip } from "@/components/status-chip";
import { CashSwitch } from "./cash-switch";

export type PaymentMethodHandlers = {
  onEdit: (method: PaymentMethod) => void;
  onDelete: (method: PaymentMethod) => void;
  onToggle: (method: PaymentMethod) => void;
};

/** docs/product.md#payment-methods: the categories' columns, without a product count. */
export const paymentMethodColumns = ({
  onEdit,
  onDelete,
  onToggle,
}: PaymentMethodHandlers): Column<PaymentMethod>[] => [
  { header: "Fecha de creación", cell: (method) => formatDateTime(method.createdAt) },
  { header: "Nombre", cell: (method) => method.name },
  { header: "Última actualización", cell: (method) => formatDateTime(method.updatedAt) },
  {
    header: "Estado",
    cell: (method) => <StatusChip active={method.status === "enabled"} labels={masculineLabels} />,
  },
  { header: "Es efectivo", cell: (method) => <CashSwitch method={method} /> },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (method) => (
      <RowActions
        name={method.name}
        enabled={method.status === "enabled"}
        onEdit={() => onEdit(method)}
        onDelete={() => onDelete(method)}
        onToggle={() => onToggle(method)}
      />
    ),
  },
];
