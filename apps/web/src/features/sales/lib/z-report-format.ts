export type ZReportFormat = "80mm" | "a4";

export const formatOf = (value: string | null): ZReportFormat => (value === "a4" ? "a4" : "80mm");

/** The report alone on its paper (z-report-print-page.tsx); `auto` prints at once. */
export const zReportPrintPath = (shiftId: string, format: ZReportFormat, auto = false) =>
  `/print/shifts/${encodeURIComponent(shiftId)}/report?format=${format}${auto ? "&auto=1" : ""}`;
