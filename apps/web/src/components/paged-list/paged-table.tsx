import { PAGE_SIZE, totalText } from "@comanda/domain";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import type { PagedList } from "@/lib/use-paged-list";
import { QueryError } from "../query-state";
import { stackedRows, useStackedRows } from "./stacked-rows";

export type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  align?: "left" | "right";
  /** The row's actions: on a phone they take a line of their own, without a label. */
  actions?: boolean;
};

export type PagedTableProps<T extends { id: string }> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  list: PagedList<T>;
  /** Shown when there are no rows at all; a search with no match says so instead. */
  emptyMessage: string;
};

const pageButtonLabels = {
  first: "Ir a la primera página",
  last: "Ir a la última página",
  next: "Ir a la página siguiente",
  previous: "Ir a la página anterior",
} as const;

export const noResultsText = (q: string) => `No hay resultados para “${q}”.`;

/** docs/product.md#constants: 10 rows a page and only that option, paged with the server's keyset cursor. */
export function PagedTable<T extends { id: string }>({
  label,
  columns,
  list,
  emptyMessage,
}: PagedTableProps<T>) {
  const { query, q, pageIndex, changePage } = list;
  const stacked = useStackedRows();
  const page = query.data;
  const span = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
        {content}
      </TableCell>
    </TableRow>
  );

  let body: ReactNode;
  if (page && page.items.length > 0) {
    body = page.items.map((item) => (
      <TableRow key={item.id} hover>
        {columns.map((column) => (
          <TableCell
            key={column.header}
            align={column.align}
            data-label={column.actions ? undefined : column.header}
            data-actions={column.actions ? "" : undefined}
          >
            {column.cell(item)}
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (page) {
    body = span(q ? noResultsText(q) : emptyMessage);
  } else if (query.isError) {
    body = span(<QueryError query={query} />);
  } else {
    body = span(<CircularProgress aria-label="Cargando" size={32} />);
  }

  // A row deleted on an earlier page may leave the total behind the rows this page still shows. A capped
  // total is no bound at all: -1 is MUI's "unknown", so it never stops paging at the cap.
  const shownTo = page ? pageIndex * PAGE_SIZE + page.items.length : 0;
  const count = page?.totalIsCapped ? -1 : page ? Math.max(page.total, shownTo) : 0;

  return (
    <>
      {/* The rows of the previous page stay while the next one loads. */}
      {query.isPlaceholderData ? <LinearProgress aria-label="Cargando página" /> : <Box sx={{ height: 4 }} />}
      <TableContainer>
        <Table aria-label={label} size="small" sx={stacked ? stackedRows : undefined}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={page ? pageIndex : 0}
        onPageChange={(_, next) => changePage(next)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        labelRowsPerPage="Filas por página"
        labelDisplayedRows={({ from, to, count }) =>
          page?.totalIsCapped
            ? `${from.toLocaleString("es-AR")}–${shownTo.toLocaleString("es-AR")} de ${totalText(page)}`
            : `${from}–${to} de ${count}`
        }
        getItemAriaLabel={(type) => pageButtonLabels[type]}
        slotProps={{
          actions: {
            // Keyset paging: there is a next page exactly when the server gave its cursor.
            nextButton: { disabled: !page?.nextCursor || query.isPlaceholderData },
            previousButton: { disabled: pageIndex === 0 || query.isPlaceholderData },
          },
        }}
      />
    </>
  );
}
