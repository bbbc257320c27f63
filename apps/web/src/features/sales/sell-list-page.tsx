import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { CsvDownloadButton } from "@/components/csv-download-button";
import { PageTitle } from "@/components/page-title";
import { PagedTable } from "@/components/paged-list/paged-table";
import { useShiftList } from "./api/list-shifts";
import { shiftColumns } from "./components/shift-columns";

// Each shift's row is positioned so its link can cover it (shift-columns.tsx).
const clickableRows = { "& tbody tr:has(a)": { position: "relative", cursor: "pointer" } } as const;

/** docs/product.md#sales-history ('Historial de ventas'): closed shifts, newest first, live across devices. */
export function SellListPage() {
  const list = useShiftList();
  return (
    <>
      <PageTitle>Listado de ventas</PageTitle>
      <CsvDownloadButton path="/shifts/export" fileName="ventas.csv" sx={{ mb: 2 }}>
        Descargar CSV
      </CsvDownloadButton>
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
