import { type Category, formatDateTime } from "@comanda/domain";
import type { Column } from "@/components/paged-list/paged-table";
import { RowActions } from "@/components/paged-list/row-actions";
import { StatusChip } from "@/components/status-chip";

export type CategoryHandlers = {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onToggle: (category: Category) => void;
};

/** docs/product.md#categories: creation date, name, product count, last update, status chip, actions. */
export const categoryColumns = ({ onEdit, onDelete, onToggle }: CategoryHandlers): Column<Category>[] => [
  { header: "Fecha de creación", cell: (category) => formatDateTime(category.createdAt) },
  { header: "Nombre", cell: (category) => category.name },
  { header: "Productos", align: "right", cell: (category) => category.productCount },
  { header: "Última actualización", cell: (category) => formatDateTime(category.updatedAt) },
  { header: "Estado", cell: (category) => <StatusChip active={category.status === "enabled"} /> },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (category) => (
      <RowActions
        name={category.name}
        enabled={category.status === "enabled"}
        onEdit={() => onEdit(category)}
        onDelete={() => onDelete(category)}
        onToggle={() => onToggle(category)}
      />
    ),
  },
];
