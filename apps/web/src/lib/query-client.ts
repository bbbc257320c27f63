import { QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError, isClientError } from "./api-error";
import { queryKeys } from "./query-keys";

const maxRetries = 2;

export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !isClientError(error) && failureCount < maxRetries;

export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // Any query answered 401 means the session ended: re-check it so the guard sends the user to /login.
      onError: (error, query) => {
        if (
          isApiError(error) &&
          error.code === "unauthenticated" &&
          query.queryKey[0] !== queryKeys.session[0]
        ) {
          void client.invalidateQueries({ queryKey: queryKeys.session });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
};
