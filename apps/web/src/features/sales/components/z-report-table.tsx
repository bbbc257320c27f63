import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type ZReportTableProps = {
  title: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  footer?: readonly ReactNode[];
  emptyMessage: string;
};

const cell = {
  py: 0.25,
  px: 0.5,
  textAlign: "right",
  verticalAlign: "top",
  "&:first-of-type": { textAlign: "left", pl: 0 },
  "&:last-of-type": { pr: 0 },
} as const;

/** A plain, compact table of the Z report: it has to fit a 72 mm wide thermal roll as well as A4. */
export function ZReportTable({ title, headers, rows, footer, emptyMessage }: ZReportTableProps) {
  return (
    <Box component="section" sx={{ breakInside: "avoid" }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, borderBottom: 1, mb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">{emptyMessage}</Typography>
      ) : (
        <Box
          component="table"
          aria-label={title}
          sx={{ width: "100%", borderCollapse: "collapse", fontSize: "0.875rem" }}
        >
          <thead>
            <tr>
              {headers.map((header) => (
                <Box component="th" key={header} sx={{ ...cell, fontWeight: 600 }}>
                  {header}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((value, index) => (
                  <Box component="td" key={headers[index]} sx={cell}>
                    {value}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
          {footer && (
            <tfoot>
              <tr>
                {footer.map((value, index) => (
                  <Box component="td" key={headers[index]} sx={{ ...cell, fontWeight: 700, borderTop: 1 }}>
                    {value}
                  </Box>
                ))}
              </tr>
            </tfoot>
          )}
        </Box>
      )}
    </Box>
  );
}
