import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Line } from "./sales-lines";

type ZReportTableProps = {
  title: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  footer?: readonly ReactNode[];
  emptyMessage: string;
  /**
   * On an 80 mm roll a table of several amounts ran past the paper and the printer cut its
   * last column ('Faltant', 'Exact'). Stacked, each row is its name and then one line per column, the
   * column's header beside its value: nothing is side by side but a label and one figure.
   */
  stacked?: boolean;
};

// An amount never wraps. Its spaces are non-breaking, so a figure cell breaks only between
// words ("Faltante" / "$ 100,00") and the table sizes each column to its widest amount; the first column, a
// name, takes the squeeze: whole words first ("break-word" leaves its narrowest width at its longest word, where
// "anywhere" made it "Efecti" / "vo"), broken inside a word only rather than push the table past the paper.
const cell = {
  py: 0.25,
  px: 0.5,
  textAlign: "right",
  verticalAlign: "top",
  "&:first-of-type": { textAlign: "left", pl: 0, overflowWrap: "break-word" },
  "&:last-of-type": { pr: 0 },
} as const;

/**
 * The Z report on an 80 mm roll (72 mm of print), on screen and on paper: a smaller type so that four columns
 * of amounts fit, each as wide as its widest figure, and the names wrap.
 */
export const rollSheetSx = {
  fontSize: "0.8rem",
  "& table": { tableLayout: "auto", width: "100%" },
  "& th, & td": { px: 0.25, py: 0.5, fontSize: "0.7rem" },
} as const;

/** A plain, compact table of the Z report: it has to fit a 72 mm wide thermal roll as well as A4. */
export function ZReportTable({
  title,
  headers,
  rows,
  footer,
  emptyMessage,
  stacked = false,
}: ZReportTableProps) {
  if (stacked)
    return (
      <StackedRows title={title} headers={headers} rows={rows} footer={footer} emptyMessage={emptyMessage} />
    );
  return (
    <ReportSection title={title} empty={rows.length === 0} emptyMessage={emptyMessage}>
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
    </ReportSection>
  );
}

type ReportSectionProps = { title: string; empty: boolean; emptyMessage: string; children: ReactNode };

/** One part of the Z report: its heading, then its rows or the sentence saying there are none. */
function ReportSection({ title, empty, emptyMessage, children }: ReportSectionProps) {
  return (
    <Box component="section" sx={{ breakInside: "avoid" }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, borderBottom: 1, mb: 0.5 }}>
        {title}
      </Typography>
      {empty ? <Typography variant="body2">{emptyMessage}</Typography> : children}
    </Box>
  );
}

function StackedRows({ title, headers, rows, footer, emptyMessage }: ZReportTableProps) {
  const all = footer ? [...rows, { key: "footer", cells: footer }] : rows;
  return (
    <ReportSection title={title} empty={rows.length === 0} emptyMessage={emptyMessage}>
      <Box component="ul" aria-label={title} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {all.map((row) => (
          <Box component="li" key={row.key} sx={{ mb: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: "break-word" }}>
              {row.cells[0]}
            </Typography>
            {row.cells.slice(1).map((value, index) => {
              const header = headers[index + 1] ?? "";
              return <Line key={header} label={header} value={value} />;
            })}
          </Box>
        ))}
      </Box>
    </ReportSection>
  );
}
