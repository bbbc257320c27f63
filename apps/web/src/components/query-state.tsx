import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import type { ReactNode } from "react";

/** What this needs of a TanStack query (or several joined): its answer, its error, a way to ask again. */
type QueryLike<T> = {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

type QueryErrorProps = {
  query: Pick<QueryLike<unknown>, "error" | "refetch">;
  /** Said before the error's own message: what could not be loaded ('No pudimos cargar …'). */
  text?: string;
};

/** A query that failed: its message and 'Reintentar', which asks again. */
export function QueryError({ query, text }: QueryErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      }
    >
      {text && `${text} `}
      {query.error?.message}
    </Alert>
  );
}

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The spinner's accessible name while the first answer loads. */
  loadingLabel?: string;
  /** Said before the error's message (QueryError's `text`). */
  errorText?: string;
  children: (data: T) => ReactNode;
};

/**
 * A query's three faces in one place: a spinner until the first answer, the error with 'Reintentar', then
 * the answer. A background refetch that fails keeps the last answer on screen; only a first load that failed
 * is an error.
 */
export function QueryState<T>({ query, loadingLabel = "Cargando", errorText, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <QueryError query={query} text={errorText} />;
  return (
    <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
      <CircularProgress aria-label={loadingLabel} />
    </Box>
  );
}
