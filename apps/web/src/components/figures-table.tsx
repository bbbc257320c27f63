import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { noWrap } from "./pesos";

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
  // A figure (an amount above all) never wraps; the name column takes the squeeze.
  const figure = (index: number) => (index === 0 ? undefined : noWrap);
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
                <TableCell key={headers[index]} align={align(index)} style={figure(index)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
        {footer && rows.length > 0 && (
          <TableRow>
            {footer.map((cell, index) => (
              <TableCell
                key={headers[index]}
                align={align(index)}
                sx={{ fontWeight: "bold" }}
                style={figure(index)}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
