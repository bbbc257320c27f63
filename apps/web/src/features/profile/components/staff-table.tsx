import { formatDate, PAGE_SIZE, type Page, roleLabels, type StaffMember } from "@comanda/domain";
import Delete from "@mui/icons-material/Delete";
import IconButton from "@mui/material/IconButton";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import { StatusChip } from "../../../components/status-chip";

const personLabels = { active: "Habilitado", inactive: "Deshabilitado" };
const columns = ["Fecha de creación", "Nombre", "Correo electrónico", "Rol", "Estado", "Acciones"];

const pageButtonLabels = {
  first: "Ir a la primera página",
  last: "Ir a la última página",
  next: "Ir a la página siguiente",
  previous: "Ir a la página anterior",
} as const;

type StaffTableProps = {
  labelledBy: string;
  page: Page<StaffMember>;
  pageIndex: number;
  onPageChange: (page: number) => void;
  onToggle: (member: StaffMember) => void;
  onDelete: (member: StaffMember) => void;
  emptyMessage: string;
};

export function StaffTable({
  labelledBy,
  page,
  pageIndex,
  onPageChange,
  onToggle,
  onDelete,
  emptyMessage,
}: StaffTableProps) {
  return (
    <>
      <TableContainer>
        <Table aria-labelledby={labelledBy} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} align={column === "Acciones" ? "right" : "left"}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {page.items.map((member) => (
              <StaffRow key={member.id} member={member} onToggle={onToggle} onDelete={onDelete} />
            ))}
            {page.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {emptyMessage}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page.total}
        page={pageIndex}
        onPageChange={(_, next) => onPageChange(next)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        labelRowsPerPage="Filas por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        getItemAriaLabel={(type) => pageButtonLabels[type]}
      />
    </>
  );
}

type StaffRowProps = Pick<StaffTableProps, "onToggle" | "onDelete"> & { member: StaffMember };

function StaffRow({ member, onToggle, onDelete }: StaffRowProps) {
  const enabled = member.status === "enabled";
  const deleteLabel = `Eliminar ${member.name}`;
  return (
    <TableRow hover>
      <TableCell>{formatDate(member.createdAt)}</TableCell>
      <TableCell>{member.name}</TableCell>
      <TableCell sx={{ overflowWrap: "anywhere" }}>{member.email}</TableCell>
      <TableCell>{roleLabels[member.role]}</TableCell>
      <TableCell>
        <StatusChip active={enabled} labels={personLabels} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
        <Switch
          checked={enabled}
          onChange={() => onToggle(member)}
          slotProps={{
            input: { "aria-label": `${enabled ? "Deshabilitar" : "Habilitar"} ${member.name}` },
          }}
        />
        <Tooltip title={deleteLabel}>
          <IconButton aria-label={deleteLabel} onClick={() => onDelete(member)}>
            <Delete />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
