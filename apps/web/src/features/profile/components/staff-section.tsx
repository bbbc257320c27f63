import type { StaffMember } from "@comanda/domain/staff";
import PersonAdd from "@mui/icons-material/PersonAdd";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { recordNouns } from "@/components/confirm-texts";
import { PagedTable } from "@/components/paged-list/paged-table";
import { type RecordAction, RecordActionConfirm } from "@/components/paged-list/record-action-confirm";
import { SearchField } from "@/components/paged-list/search-field";
import { useDeleteStaff } from "../api/delete-staff";
import { useStaffList } from "../api/list-staff";
import { useSetStaffStatus } from "../api/set-staff-status";
import { NewStaffDialog } from "./new-staff-dialog";
import { staffColumns } from "./staff-columns";
import { StaffEmptyState } from "./staff-empty-state";

const emptyMessage = "No hay usuarios agregados";
const actionTexts = {
  deleted: "Usuario eliminado.",
  enabled: "Usuario habilitado.",
  disabled: "Usuario deshabilitado.",
};

/** docs/product.md#profile, ADMIN only: 'Personal del negocio', the other users of the business. */
export function StaffSection() {
  const headingId = useId();
  const list = useStaffList();
  const remove = useDeleteStaff();
  const setStatus = useSetStaffStatus();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<RecordAction<StaffMember> | null>(null);

  const columns = staffColumns({
    onToggle: (record) => setAction({ kind: "toggle", record }),
    onDelete: (record) => setAction({ kind: "delete", record }),
  });
  // docs/product.md#screens: with nobody else yet, the empty message comes with an 'Agregar' button instead of a table.
  const nobody = list.query.data?.total === 0 && list.q === "";

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={2}
          sx={{ alignItems: { md: "center" }, justifyContent: "space-between", mb: 2 }}
        >
          <Typography id={headingId} variant="h5" component="h2">
            Personal del negocio
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <SearchField label="Buscar personal" onSearch={list.search} />
            <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setCreating(true)}>
              Crear nuevo usuario
            </Button>
          </Stack>
        </Stack>
        {nobody ? (
          <StaffEmptyState onAdd={() => setCreating(true)} />
        ) : (
          <PagedTable
            label="Personal del negocio"
            columns={columns}
            list={list}
            emptyMessage={emptyMessage}
          />
        )}
      </CardContent>
      <NewStaffDialog open={creating} onClose={() => setCreating(false)} />
      <RecordActionConfirm
        action={action}
        noun={recordNouns.user}
        texts={actionTexts}
        remove={remove}
        setStatus={setStatus}
        onClose={() => setAction(null)}
      />
    </Card>
  );
}
