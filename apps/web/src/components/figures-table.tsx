import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";

type FiguresTableProps = {
  label: string;
  headers: readonly string[];
  /** Each row's cells, the first one its name; every other cell is a figure, aligned right. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  emptyMessage: string;
  footer?: readonly ReactNode[];
};

/** A small table of figures: per payment method, best sellers, a chart's data (home, shift detail). */
export function FiguresTable({ label, headers, rows, emptyMessage, footer }: FiguresTableProps) {
  const align = (index: number) => (index === 0 ? "left" : "right");
  return (
    <Table aria-label={label} size="small">
      <TableHead>
        <TableRow>
          {headers.map((header, index) => (
            <TableCell key={header} align={align(index)}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={headers.length} align="center" sx={{ color: "text.secondary" }}>
              {emptyMessage}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={headers[index]} align={align(index)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
        {footer && rows.length > 0 && (
          <TableRow>
            {footer.map((cell, index) => (
              <TableCell key={headers[index]} align={align(index)} sx={{ fontWeight: "bold" }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
