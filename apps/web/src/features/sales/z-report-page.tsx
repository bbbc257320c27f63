import ArrowBack from "@mui/icons-material/ArrowBack";
import Print from "@mui/icons-material/Print";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import GlobalStyles from "@mui/material/GlobalStyles";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { type Choice, ChoiceToggle } from "@/components/choice-toggle";
import { PageTitle } from "@/components/page-title";
import { apiPost } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { useCounterPrinter } from "@/lib/counter-printer";
import { printInFrame } from "@/lib/print-frame";
import { useNotify } from "@/lib/use-notify";
import { useZReport } from "./api/get-z-report";
import { shiftPath } from "./components/shift-columns";
import { ZReport } from "./components/z-report";
import { rollSheetSx } from "./components/z-report-table";
import { formatOf, type ZReportFormat, zReportPrintPath } from "./lib/z-report-format";

// Printing shows the report alone: the app's bars and drawer, and this page's own controls, stay off paper.
const formatChoices: readonly Choice<ZReportFormat>[] = [
  { value: "80mm", label: "80 mm" },
  { value: "a4", label: "A4" },
];

const printStyles = (format: ZReportFormat) => ({
  // 'Imprimir' prints the report alone (z-report-print-page.tsx); this is for the browser's own print.
  ...(format === "a4" ? { "@page": { size: "A4", margin: "15mm" } } : {}),
  "@media print": {
    "header.MuiAppBar-root, .MuiDrawer-root, [data-print='hide']": { display: "none !important" },
    "body, #root": { background: "#fff" },
    "main.MuiBox-root": { padding: "0 !important" },
    "[data-print='sheet']": {
      boxShadow: "none !important",
      border: "none !important",
      padding: "0 !important",
      maxWidth: "none !important",
    },
  },
});

/** Decision 044: with a printer chosen at the counter, the report can print there, on the network. */
function NetworkPrint({ shiftId, ready }: { shiftId: string; ready: boolean }) {
  const counter = useCounterPrinter();
  const notify = useNotify();
  const print = useMutation({
    mutationFn: (stationId: string) =>
      apiPost(`/shifts/${encodeURIComponent(shiftId)}/report/print`, { stationId }),
    onSuccess: () => notify.success(`Informe Z enviado a ${counter?.name}.`),
    onError: notify.failure,
  });
  if (!counter) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<Print />}
      disabled={!ready || print.isPending}
      onClick={() => print.mutate(counter.stationId)}
    >
      Imprimir en {counter.name}
    </Button>
  );
}

/** /sell-list/:id/report: a closed shift's Z report, with 'Imprimir' on an 80 mm roll or on A4. */
export function ZReportPage() {
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const format = formatOf(search.get("format"));
  const report = useZReport(id);

  const back = (
    <Button
      component={RouterLink}
      to={shiftPath(id)}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: "flex-start" }}
    >
      Volver al turno
    </Button>
  );

  if (report.isError) {
    const missing = isApiError(report.error) && ["not-found", "invalid-argument"].includes(report.error.code);
    return (
      <Stack spacing={2}>
        <PageTitle>{missing ? "Turno no encontrado" : "Informe Z"}</PageTitle>
        <Alert
          severity={missing || (isApiError(report.error) && report.error.status === 409) ? "info" : "error"}
        >
          {missing
            ? "No encontramos ese turno: puede que no exista o que sea de otro negocio."
            : report.error.message}
        </Alert>
        {back}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <GlobalStyles styles={printStyles(format)} />
      <Stack
        data-print="hide"
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        {back}
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <ChoiceToggle
            size="small"
            value={format}
            aria-label="Formato de impresión"
            onChange={(value) => setSearch(value === "80mm" ? {} : { format: value }, { replace: true })}
            choices={formatChoices}
          />
          <Button
            variant="contained"
            startIcon={<Print />}
            onClick={() => printInFrame(zReportPrintPath(id, format, true), "Informe Z", "z-report")}
            disabled={!report.data}
          >
            Imprimir
          </Button>
          <NetworkPrint shiftId={id} ready={report.data !== undefined} />
        </Stack>
      </Stack>
      {report.data ? (
        <Paper
          data-print="sheet"
          variant="outlined"
          sx={{
            alignSelf: "center",
            width: "100%",
            // On screen the sheet previews the paper it will print on.
            maxWidth: format === "a4" ? "210mm" : "80mm",
            p: format === "a4" ? 4 : 1.5,
            ...(format === "a4" ? {} : rollSheetSx),
          }}
        >
          <ZReport report={report.data} roll={format !== "a4"} />
        </Paper>
      ) : (
        <CircularProgress aria-label="Cargando" sx={{ alignSelf: "center" }} />
      )}
    </Stack>
  );
}
