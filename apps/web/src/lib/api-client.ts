import { adminPinHeader, type FieldErrors } from "@comanda/domain";
import type { z } from "zod";
import { askForPin, pinRefusalOf } from "./admin-pin";
import { ApiError, codeForStatus, networkErrorMessage } from "./api-error";

export const apiBasePath = "/api/v1";
/** docs/product.md#constants: function timeout 70000 ms. */
export const apiTimeoutMs = 70_000;

// docs/product.md#errors fixes these two messages word for word.
export const invalidJsonMessage = "Response is not valid JSON object.";
export const missingDataMessage = "Response is missing data field.";
export const unexpectedShapeMessage = "La respuesta del servidor no tiene el formato esperado.";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type ApiRequestOptions<T> = {
  method?: Method;
  body?: unknown;
  /** Aborting it (e.g. TanStack Query cancelling a query) ends the request as "cancelled". */
  signal?: AbortSignal;
  /** Checks the `data` field; a mismatch is an "internal" error rather than a crash further on. */
  schema?: z.ZodType<T>;
  timeoutMs?: number;
};

type Json = { ok: true; value: unknown } | { ok: false };

const parseJson = (text: string): Json => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const readErrorBody = (
  json: Json,
): { message?: string; fields?: FieldErrors; details?: Record<string, unknown> } => {
  if (!json.ok || !isRecord(json.value) || !isRecord(json.value.error)) return {};
  const { message, fields, details } = json.value.error;
  const entries = isRecord(fields)
    ? Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string")
    : [];
  return {
    message: typeof message === "string" && message.trim() !== "" ? message : undefined,
    fields: entries.length > 0 ? Object.fromEntries(entries) : undefined,
    details: isRecord(details) ? details : undefined,
  };
};

const readResponse = <T>(status: number, text: string, schema?: z.ZodType<T>): T => {
  const json = parseJson(text);
  const code = codeForStatus(status);
  if (code) throw new ApiError({ code, status, ...readErrorBody(json) });
  if (!json.ok || !isRecord(json.value)) {
    throw new ApiError({ code: "internal", status, message: invalidJsonMessage });
  }
  if (json.value.data === undefined) {
    throw new ApiError({ code: "internal", status, message: missingDataMessage });
  }
  if (!schema) return json.value.data as T;
  const parsed = schema.safeParse(json.value.data);
  if (!parsed.success) throw new ApiError({ code: "internal", status, message: unexpectedShapeMessage });
  return parsed.data;
};

/**
 * The one HTTP client: maps every answer as the callable status table of docs/product.md#errors says.
 * An action the user's role may not do on its own (decision 045) asks for an ADMIN's PIN and is sent again
 * with it, until the PIN is right or the user gives up (then the refusal stands).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  let pin: string | undefined;
  for (;;) {
    try {
      return await send(path, options, pin);
    } catch (error) {
      const refusal = pinRefusalOf(error);
      if (!refusal) throw error;
      const typed = await askForPin({ message: (error as Error).message, wrong: refusal === "wrong" });
      if (typed === null) throw error;
      pin = typed;
    }
  }
}

async function send<T>(path: string, options: ApiRequestOptions<T>, pin: string | undefined): Promise<T> {
  const { method = "GET", body, signal, schema, timeoutMs = apiTimeoutMs } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener("abort", forwardAbort, { once: true });
  if (signal?.aborted) controller.abort();

  try {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (pin !== undefined) headers[adminPinHeader] = pin;
    const response = await fetch(`${apiBasePath}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
      signal: controller.signal,
    });
    const text = await response.text();
    return readResponse(response.status, text, schema);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError({ code: "deadline-exceeded", status: 0 });
    if (signal?.aborted) throw new ApiError({ code: "cancelled", status: 0 });
    // A request that never got an answer is status 0, which the table maps to "internal".
    throw new ApiError({ code: "internal", status: 0, message: networkErrorMessage });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }
}

type HelperOptions<T> = Omit<ApiRequestOptions<T>, "method" | "body">;

export const apiGet = <T>(path: string, options?: HelperOptions<T>) =>
  apiRequest<T>(path, { ...options, method: "GET" });

export const apiPost = <T>(path: string, body?: unknown, options?: HelperOptions<T>) =>
  apiRequest<T>(path, { ...options, method: "POST", body });

export const apiPatch = <T>(path: string, body?: unknown, options?: HelperOptions<T>) =>
  apiRequest<T>(path, { ...options, method: "PATCH", body });

export const apiPut = <T>(path: string, body?: unknown, options?: HelperOptions<T>) =>
  apiRequest<T>(path, { ...options, method: "PUT", body });

export const apiDelete = <T>(path: string, options?: HelperOptions<T>) =>
  apiRequest<T>(path, { ...options, method: "DELETE" });
