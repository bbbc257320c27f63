import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { PageTitle } from "../../../components/page-title";
import { PagedTable } from "../../../components/paged-list/paged-table";
import { useShiftList } from "../api/list-shifts";
import { shiftColumns } from "./shift-columns";

// Each shift's row is positioned so its link can cover it (shift-columns.tsx).
const clickableRows = { "& tbody tr:has(a)": { position: "relative", cursor: "pointer" } } as const;

/** SPEC §2 Sell list ('Historial de ventas'): closed shifts, newest first, live across devices. */
export function SellListPage() {
  const list = useShiftList();
  return (
    <>
      <PageTitle>Listado de ventas</PageTitle>
      <Card>
        <CardContent>
          <Box sx={clickableRows}>
            <PagedTable
              label="Listado de ventas"
              columns={shiftColumns}
              list={list}
              emptyMessage="No hay ventas cargadas."
            />
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
