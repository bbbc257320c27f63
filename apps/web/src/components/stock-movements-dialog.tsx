import {
  formatDateTime,
  PAGE_SIZE,
  page,
  type StockMovement,
  stockMovement,
  stockReasonLabels,
} from "@comanda/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { stackedRows, useStackedRows } from "./paged-list/stacked-rows";
import { QueryError } from "./query-state";

export type StockMovementsDialogProps = {
  open: boolean;
  title: string;
  /** `/products/:id/movements` or `/ingredients/:id/movements`. */
  path: string;
  /** A quantity in the item's unit as the API speaks it (units, or decimals: 1.5 kg), sign included. */
  formatQuantity: (quantity: number) => string;
  onClose: () => void;
};

const movementPage = page(stockMovement);

const fetchMovements = (path: string, cursor: string | undefined, signal: AbortSignal) => {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) search.set("cursor", cursor);
  return apiGet(`${path}?${search}`, { signal, schema: movementPage });
};

const headers = ["Fecha", "Motivo", "Cambio", "Stock resultante", "Usuario", "Pedido"] as const;

const cellsOf = (movement: StockMovement, formatQuantity: (quantity: number) => string): ReactNode[] => [
  formatDateTime(movement.createdAt),
  stockReasonLabels[movement.reason],
  <Box key="change" component="span" sx={{ color: movement.delta < 0 ? "error.main" : "success.main" }}>
    {`${movement.delta > 0 ? "+" : ""}${formatQuantity(movement.delta)}`}
  </Box>,
  // A product whose stock figure was removed is no longer tracked (docs/product.md#rules).
  movement.quantityAfter === null ? "Sin control" : formatQuantity(movement.quantityAfter),
  movement.userName ?? "—",
  movement.orderTurn ?? "—",
];

/** Decision 019: every change of a product's or an ingredient's stock, newest first. */
export function StockMovementsDialog({
  open,
  title,
  path,
  formatQuantity,
  onClose,
}: StockMovementsDialogProps) {
  const titleId = useId();
  const stacked = useStackedRows();
  const query = useInfiniteQuery({
    queryKey: queryKeys.stockMovements(path),
    queryFn: ({ pageParam, signal }) => fetchMovements(path, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: open,
  });
  const movements = query.data?.pages.flatMap((loaded) => loaded.items) ?? [];

  const span = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={headers.length} align="center" sx={{ py: 4 }}>
        {content}
      </TableCell>
    </TableRow>
  );

  let body: ReactNode;
  if (movements.length > 0) {
    body = movements.map((movement) => (
      <TableRow key={movement.id}>
        {cellsOf(movement, formatQuantity).map((cell, index) => (
          <TableCell key={headers[index]} data-label={headers[index]}>
            {cell}
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (query.data) {
    body = span("No hay movimientos de stock.");
  } else if (query.isError) {
    body = span(<QueryError query={query} />);
  } else {
    body = span(<CircularProgress aria-label="Cargando" size={32} />);
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Table aria-label="Movimientos de stock" size="small" sx={stacked ? stackedRows : undefined}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
        {query.isFetchNextPageError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {query.error.message}
          </Alert>
        )}
        {query.hasNextPage && (
          <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
            <Button
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              startIcon={
                query.isFetchingNextPage ? (
                  <CircularProgress size={16} color="inherit" aria-hidden />
                ) : undefined
              }
            >
              Cargar más
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
