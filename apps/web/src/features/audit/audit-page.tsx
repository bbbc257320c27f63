import { formatDateTime } from "@comanda/domain";
import { type AuditAction, type AuditEntry, auditActionLabels, auditActions } from "@comanda/domain/audit";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useSearchParams } from "react-router";
import { PageTitle } from "@/components/page-title";
import { type Column, PagedTable } from "@/components/paged-list/paged-table";
import { type AuditFilters, useAuditList, useStaffOptions } from "./audit-api";

const columns: Column<AuditEntry>[] = [
  { header: "Fecha y hora", cell: (entry) => formatDateTime(entry.at) },
  { header: "Usuario", cell: (entry) => entry.userName },
  { header: "Acción", cell: (entry) => auditActionLabels[entry.action] },
  { header: "Sobre", cell: (entry) => entry.target },
  { header: "Detalle", cell: (entry) => entry.detail },
  { header: "Autorizó", cell: (entry) => entry.authorizedBy ?? "—" },
];

const isAction = (value: string | null): value is AuditAction =>
  value !== null && (auditActions as readonly string[]).includes(value);

/** The filters live in the address, so a link can open one order's trail (`?order=…`). */
const useFilters = () => {
  const [search, setSearch] = useSearchParams();
  const action = search.get("action");
  const filters: AuditFilters = {
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
    action: isAction(action) ? action : "",
    user: search.get("user") ?? "",
    order: search.get("order") ?? "",
  };
  const change = (next: Partial<AuditFilters>) => {
    const merged = { ...filters, ...next };
    setSearch(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)), { replace: true });
  };
  return [filters, change] as const;
};

/** Decision 047 (ADMIN): who created, edited, discounted, cancelled, charged and authorized what, and when. */
export function AuditPage() {
  const [filters, change] = useFilters();
  const staff = useStaffOptions();
  return (
    <>
      <PageTitle>Auditoría</PageTitle>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <TextField
                type="date"
                label="Desde"
                value={filters.from}
                onChange={(event) => change({ from: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="date"
                label="Hasta"
                value={filters.to}
                onChange={(event) => change({ to: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label="Acción"
                value={filters.action}
                onChange={(event) => change({ action: event.target.value as AuditAction | "" })}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">Todas</MenuItem>
                {auditActions.map((action) => (
                  <MenuItem key={action} value={action}>
                    {auditActionLabels[action]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Usuario"
                value={staff.data?.some((user) => user.id === filters.user) ? filters.user : ""}
                onChange={(event) => change({ user: event.target.value })}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">Todos</MenuItem>
                {(staff.data ?? []).map((user) => (
                  <MenuItem key={user.id} value={user.id}>
                    {user.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {filters.order && (
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <Chip label="Un pedido" onDelete={() => change({ order: "" })} />
                <Button size="small" onClick={() => change({ order: "" })}>
                  Ver todos los pedidos
                </Button>
              </Stack>
            )}
            <AuditTable key={JSON.stringify(filters)} filters={filters} />
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}

function AuditTable({ filters }: { filters: AuditFilters }) {
  const list = useAuditList(filters);
  return (
    <PagedTable
      label="Auditoría"
      columns={columns}
      list={list}
      emptyMessage="No hay movimientos con estos filtros."
    />
  );
}
