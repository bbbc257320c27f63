import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiTimeoutMs,
  invalidJsonMessage,
  missingDataMessage,
  unexpectedShapeMessage,
} from "./api-client";
import { ApiError, defaultErrorMessages, networkErrorMessage } from "./api-error";

// A plain object rather than `Response`, whose constructor refuses statuses such as 0 or 199.
const answer = (status: number, body: unknown) => {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => ({ status, text: async () => text }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
};

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("apiRequest: docs/product.md#errors status table", () => {
  it.each([200, 201, 250, 299])("%i is ok and returns the data field", async (status) => {
    answer(status, { data: { id: "1" } });
    await expect(apiGet("/thing")).resolves.toEqual({ id: "1" });
  });

  it.each([
    [0, "internal"],
    [500, "internal"],
    [400, "invalid-argument"],
    [401, "unauthenticated"],
    [403, "permission-denied"],
    [404, "not-found"],
    [409, "aborted"],
    [429, "resource-exhausted"],
    [499, "cancelled"],
    [501, "unimplemented"],
    [503, "unavailable"],
    [504, "deadline-exceeded"],
  ] as const)("%i maps to %s with a Spanish default message", async (status, code) => {
    answer(status, "");
    const error = await failure(apiGet("/thing"));
    expect(error).toMatchObject({ code, status, message: defaultErrorMessages[code], fields: undefined });
  });

  it.each([100, 199, 300, 302, 402, 405, 418, 422, 502, 505, 599])("%i maps to unknown", async (status) => {
    answer(status, { data: { id: "1" } });
    const error = await failure(apiGet("/thing"));
    expect(error).toMatchObject({ code: "unknown", status, message: defaultErrorMessages.unknown });
  });

  it("maps a network error (no status) to internal", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await failure(apiGet("/thing"));
    expect(error).toMatchObject({ code: "internal", status: 0, message: networkErrorMessage });
  });

  it("maps a 70 s timeout to deadline-exceeded", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<never>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const pending = failure(apiGet("/slow"));
    await vi.advanceTimersByTimeAsync(apiTimeoutMs - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      code: "deadline-exceeded",
      message: defaultErrorMessages["deadline-exceeded"],
    });
  });

  it("maps a request the caller aborts to cancelled", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init?: RequestInit) => {
        return new Promise<never>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        });
      }),
    );
    const controller = new AbortController();
    const pending = failure(apiGet("/thing", { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ code: "cancelled" });
  });
});

describe("apiRequest: bodies", () => {
  it("surfaces the server's Spanish message and field errors", async () => {
    answer(409, {
      error: {
        code: "aborted",
        message: "Ya existe una cuenta.",
        fields: { email: "Ese correo ya está en uso." },
      },
    });
    const error = await failure(apiPost("/signup", {}));
    expect(error).toMatchObject({
      code: "aborted",
      status: 409,
      message: "Ya existe una cuenta.",
      fields: { email: "Ese correo ya está en uso." },
    });
  });

  it("keeps the error's details, what the client needs to recover", async () => {
    answer(409, { error: { code: "aborted", message: "Cambió.", details: { order: { id: "o1" } } } });
    expect(await failure(apiPatch("/orders/o1", {}))).toMatchObject({ details: { order: { id: "o1" } } });
    answer(409, { error: { code: "aborted", message: "Cambió.", details: "no" } });
    expect(await failure(apiPatch("/orders/o1", {}))).toMatchObject({ details: undefined });
  });

  it("uses the default message when the error body is not JSON", async () => {
    answer(503, "<html>Bad gateway</html>");
    const error = await failure(apiGet("/thing"));
    expect(error).toMatchObject({ code: "unavailable", message: defaultErrorMessages.unavailable });
  });

  it("rejects a 2xx JSON body without a data field", async () => {
    answer(200, { result: 1 });
    expect(await failure(apiGet("/thing"))).toMatchObject({ code: "internal", message: missingDataMessage });
  });

  it.each(["not json", "", "null", "[1,2]", "42"])(
    "rejects the 2xx body %j as not a JSON object",
    async (body) => {
      answer(200, body);
      expect(await failure(apiGet("/thing"))).toMatchObject({
        code: "internal",
        message: invalidJsonMessage,
      });
    },
  );

  it("returns a null data field as null", async () => {
    answer(200, { data: null });
    await expect(apiGet("/thing")).resolves.toBeNull();
  });

  it("checks the data field against a schema", async () => {
    answer(200, { data: { id: 1 } });
    const error = await failure(apiGet("/thing", { schema: z.object({ id: z.string() }) }));
    expect(error).toMatchObject({ code: "internal", message: unexpectedShapeMessage });
  });
});

describe("apiRequest: requests", () => {
  it("sends JSON with the session cookie", async () => {
    const fetchMock = answer(200, { data: { ok: true } });
    await apiPost("/session", { email: "ana@example.com", password: "x" });
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/session", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "ana@example.com", password: "x" }),
      credentials: "include",
      signal: expect.any(AbortSignal),
    });
  });

  it.each([
    ["GET", () => apiGet("/x")],
    ["PATCH", () => apiPatch("/x", { a: 1 })],
    ["DELETE", () => apiDelete("/x")],
  ] as const)("%s helper uses its method", async (method, call) => {
    const fetchMock = answer(200, { data: true });
    await call();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method, credentials: "include" });
  });

  it("sends no Content-Type without a body", async () => {
    const fetchMock = answer(200, { data: { ok: true } });
    await apiDelete("/session");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { Accept: "application/json" } });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });
});
