import { shiftName } from "@comanda/domain";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ReceiptLong from "@mui/icons-material/ReceiptLong";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { Link as RouterLink, useParams } from "react-router";
import { CsvDownloadButton } from "@/components/csv-download-button";
import { PageTitle } from "@/components/page-title";
import { QueryError } from "@/components/query-state";
import { isApiError } from "@/lib/api-error";
import { useShiftSummary } from "./api/get-shift-summary";
import type { OrderInvoiceCell } from "./components/order-columns";
import { PrepTimesSection } from "./components/prep-times-section";
import { ShiftBreakdown } from "./components/shift-breakdown";
import { ShiftFigures } from "./components/shift-figures";
import { ShiftOrders } from "./components/shift-orders";
import { StaffSalesSection } from "./components/staff-sales-section";

const backLink = (
  <Button component={RouterLink} to="/sell-list" startIcon={<ArrowBack />} sx={{ alignSelf: "flex-start" }}>
    Volver al historial de ventas
  </Button>
);

type ShiftDetailPageProps = {
  /** Each order's invoice, from the invoices feature (src/app composes the two, decision 056). */
  invoiceCell?: OrderInvoiceCell;
};

/** The shift detail (docs/product.md#sales-history): its figures, totals per payment method, best sellers and orders. */
export function ShiftDetailPage({ invoiceCell }: ShiftDetailPageProps) {
  const { id = "" } = useParams();
  const summary = useShiftSummary(id);

  if (summary.isError) {
    // Another business's shift is "not found" too (docs/product.md#data); a malformed id is a shift that does not exist.
    const missing =
      isApiError(summary.error) && ["not-found", "invalid-argument"].includes(summary.error.code);
    return (
      <Stack spacing={2}>
        <PageTitle>{missing ? "Turno no encontrado" : "Detalle del turno"}</PageTitle>
        {missing ? (
          <Alert severity="info">
            No encontramos ese turno: puede que no exista o que sea de otro negocio.
          </Alert>
        ) : (
          <QueryError query={summary} />
        )}
        {backLink}
      </Stack>
    );
  }

  if (!summary.data) {
    return (
      <Stack spacing={2}>
        {backLink}
        <CircularProgress aria-label="Cargando" sx={{ alignSelf: "center" }} />
      </Stack>
    );
  }

  const { shift } = summary.data;
  const shiftPath = `/shifts/${encodeURIComponent(shift.id)}`;
  return (
    <Stack spacing={2}>
      {backLink}
      <PageTitle>{shiftName(shift.startDate)}</PageTitle>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {shift.endDate !== null && (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/sell-list/${encodeURIComponent(shift.id)}/report`}
            startIcon={<ReceiptLong />}
          >
            Informe Z
          </Button>
        )}
        <CsvDownloadButton path={`${shiftPath}/orders/export`} fileName={`turno-${shift.code}.csv`}>
          Descargar CSV
        </CsvDownloadButton>
        {invoiceCell && (
          <CsvDownloadButton
            path={`${shiftPath}/invoices/export`}
            fileName={`comprobantes-${shift.code}.csv`}
          >
            Comprobantes (CSV)
          </CsvDownloadButton>
        )}
      </Stack>
      <Card>
        <CardContent>
          <ShiftFigures summary={summary.data} />
        </CardContent>
      </Card>
      <ShiftBreakdown summary={summary.data} />
      <StaffSalesSection byStaff={summary.data.byStaff} />
      <PrepTimesSection prepTimes={summary.data.prepTimes} />
      <Card>
        <CardContent>
          <ShiftOrders shiftId={shift.id} shiftStart={shift.startDate} invoiceCell={invoiceCell} />
        </CardContent>
      </Card>
    </Stack>
  );
}
