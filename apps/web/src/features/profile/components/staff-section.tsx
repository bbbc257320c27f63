import type { StaffMember } from "@comanda/domain";
import PersonAdd from "@mui/icons-material/PersonAdd";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { useStaff } from "../api/list-staff";
import { NewStaffDialog } from "./new-staff-dialog";
import { type StaffAction, StaffActionConfirm } from "./staff-action-confirm";
import { StaffEmptyState } from "./staff-empty-state";
import { StaffSearch } from "./staff-search";
import { StaffTable } from "./staff-table";

/** SPEC §2 Profile, ADMIN only: 'Personal del negocio', the other users of the business. */
export function StaffSection() {
  const headingId = useId();
  const [q, setQ] = useState("");
  // The cursor of every page visited so far: the last one is the current page, popping it goes back.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;
  const staff = useStaff({ q, cursor: cursors[pageIndex] });
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<StaffAction | null>(null);

  const handleSearch = (next: string) => {
    setQ(next);
    setCursors([undefined]);
  };
  const handlePageChange = (next: number) => {
    const nextCursor = staff.data?.nextCursor;
    if (next > pageIndex && nextCursor) setCursors([...cursors, nextCursor]);
    if (next < pageIndex) setCursors(cursors.slice(0, next + 1));
  };
  // Deleting the only row of a later page would leave the user on an empty page.
  const handleDeleted = () => {
    if (pageIndex > 0 && staff.data?.items.length === 1) setCursors(cursors.slice(0, -1));
  };
  const handleAction = (kind: StaffAction["kind"]) => (member: StaffMember) => setAction({ kind, member });

  const page = staff.data;
  let content: ReactNode;
  if (page && page.total === 0 && q === "") {
    content = <StaffEmptyState onAdd={() => setCreating(true)} />;
  } else if (page) {
    content = (
      <StaffTable
        labelledBy={headingId}
        page={page}
        pageIndex={pageIndex}
        onPageChange={handlePageChange}
        onToggle={handleAction("toggle")}
        onDelete={handleAction("delete")}
        emptyMessage={`No hay usuarios que coincidan con “${q}”.`}
      />
    );
  } else if (staff.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void staff.refetch()}>
            Reintentar
          </Button>
        }
      >
        {staff.error.message}
      </Alert>
    );
  } else {
    content = (
      <CircularProgress aria-label="Cargando personal" sx={{ display: "block", mx: "auto", my: 4 }} />
    );
  }

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
            <StaffSearch onSearch={handleSearch} />
            <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setCreating(true)}>
              Crear nuevo usuario
            </Button>
          </Stack>
        </Stack>
        {content}
      </CardContent>
      <NewStaffDialog open={creating} onClose={() => setCreating(false)} />
      <StaffActionConfirm action={action} onClose={() => setAction(null)} onDeleted={handleDeleted} />
    </Card>
  );
}
