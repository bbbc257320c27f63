import { useSnackbar } from "notistack";
import { useMemo } from "react";

/** docs/product.md#errors: every outcome of a write is told to the user in Spanish. */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  // The same functions while the provider's stay: a memoised card's callbacks built on them keep theirs.
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: "success" }),
      /** The server's own message (ApiError carries it), or the client's for a failure with none. */
      failure: (error: Error) => enqueueSnackbar(error.message, { variant: "error" }),
    }),
    [enqueueSnackbar],
  );
}
