import Box from "@mui/material/Box";
import { useEffect, useRef } from "react";
import { useParams, useSearchParams } from "react-router";
import { isApiError } from "@/lib/api-error";
import { rollPageRule } from "@/lib/print-styles";
import { useZReport } from "./api/get-z-report";
import { ZReport } from "./components/z-report";
import { rollSheetSx } from "./components/z-report-table";
import { formatOf } from "./lib/z-report-format";

const a4Rule = "@page { size: A4; margin: 15mm; }";

/**
 * `/print/shifts/:id/report`: the Z report alone on its paper, outside the app's layout (inside it, the
 * layout's narrow-screen shape printed a blank 80 mm page). It prints once loaded; the report page opens it
 * in an invisible frame with ?auto=1.
 */
export function ZReportPrintPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const format = formatOf(search.get("format"));
  const report = useZReport(id);
  const sheet = useRef<HTMLDivElement>(null);
  const pageSize = useRef<HTMLStyleElement>(null);
  const printed = useRef(false);

  useEffect(() => {
    if (!report.data || printed.current) return;
    printed.current = true;
    document.title = `Informe Z ${report.data.shift.code}`;
    if (pageSize.current)
      pageSize.current.textContent = format === "a4" ? a4Rule : (rollPageRule(sheet.current) ?? "");
    window.print();
  });

  return (
    <Box component="main" sx={{ bgcolor: "#fff", color: "#000", minHeight: "100vh" }}>
      <style ref={pageSize} />
      <Box
        ref={sheet}
        sx={{
          width: format === "a4" ? "180mm" : "72mm",
          mx: "auto",
          // A roll is 72 mm of print: amounts stay whole and the names wrap, so no column is cut at the edge.
          ...(format === "a4" ? {} : rollSheetSx),
        }}
      >
        {report.data ? (
          <ZReport report={report.data} roll={format !== "a4"} />
        ) : report.isError ? (
          <p role="alert">
            {isApiError(report.error) && report.error.status === 404
              ? "No encontramos ese turno."
              : report.error.message}
          </p>
        ) : (
          <p role="status">Cargando…</p>
        )}
      </Box>
    </Box>
  );
}
