import { formatDate, roleLabels } from "@comanda/domain";
import type { StaffMember } from "@comanda/domain/staff";
import type { Column } from "@/components/paged-list/paged-table";
import { RowActions } from "@/components/paged-list/row-actions";
import { masculineLabels, StatusChip } from "@/components/status-chip";

export type StaffHandlers = {
  onToggle: (member: StaffMember) => void;
  onDelete: (member: StaffMember) => void;
};

/** docs/product.md#staff: creation date, name, e-mail, role, status and actions. */
export const staffColumns = ({ onToggle, onDelete }: StaffHandlers): Column<StaffMember>[] => [
  { header: "Fecha de creación", cell: (member) => formatDate(member.createdAt) },
  { header: "Nombre", cell: (member) => member.name },
  {
    header: "Correo electrónico",
    cell: (member) => <span style={{ overflowWrap: "anywhere" }}>{member.email}</span>,
  },
  { header: "Rol", cell: (member) => roleLabels[member.role] },
  {
    header: "Estado",
    cell: (member) => <StatusChip active={member.status === "enabled"} labels={masculineLabels} />,
  },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (member) => (
      <RowActions
        name={member.name}
        enabled={member.status === "enabled"}
        onDelete={() => onDelete(member)}
        onToggle={() => onToggle(member)}
      />
    ),
  },
];
