import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient, shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it.each([400, 401, 403, 404, 409, 429, 499])("does not retry a %i", (status) => {
    expect(shouldRetry(0, new ApiError({ code: "unknown", status }))).toBe(false);
  });

  it("retries server and network errors twice", () => {
    const error = new ApiError({ code: "internal", status: 0 });
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
    expect(shouldRetry(0, new ApiError({ code: "unavailable", status: 503 }))).toBe(true);
  });
});

describe("createQueryClient", () => {
  it("re-checks the session when another query is answered 401", async () => {
    const client = createQueryClient();
    client.setQueryData(["session"], { user: {} });
    await client
      .fetchQuery({
        queryKey: ["orders"],
        queryFn: () => Promise.reject(new ApiError({ code: "unauthenticated", status: 401 })),
      })
      .catch(() => undefined);
    expect(client.getQueryState(["session"])?.isInvalidated).toBe(true);
  });
});
