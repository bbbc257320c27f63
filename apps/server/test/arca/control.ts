import type http from "node:http";
import type { ArcaStandIn, FaultMode } from "./stand-in.ts";

const MODES: readonly FaultMode[] = ["timeout", "drop-after-authorize", "http-500", "reject"];

const json = (response: http.ServerResponse, status: number, value?: unknown) => {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(value === undefined ? undefined : JSON.stringify(value));
};

const parse = (raw: string): Record<string, unknown> => {
  const value: unknown = raw ? JSON.parse(raw) : {};
  if (typeof value !== "object" || value === null) throw new Error("expected a JSON object");
  return value as Record<string, unknown>;
};

/**
 * Routes for a test in another process (the browser tests) to steer the stand-in:
 * POST /__control/fail-next {operation, mode, count?, holdMs?, detail?}, POST /__control/observe-next
 * {code, message}, POST /__control/reset, GET /__control/vouchers, GET /__control/calls, and
 * POST /__control/sign-csr {csr} → {certificate} (ARCA issuing the certificate for a request; decision 067).
 */
export const handleControl = (
  pathname: string,
  method: string | undefined,
  raw: string,
  standIn: ArcaStandIn,
  response: http.ServerResponse,
) => {
  try {
    const route = `${method} ${pathname}`;
    if (route === "GET /__control/vouchers") return json(response, 200, standIn.vouchers());
    if (route === "GET /__control/calls") return json(response, 200, standIn.calls());
    if (route === "POST /__control/reset") {
      standIn.reset();
      return json(response, 204);
    }
    if (route === "POST /__control/observe-next") {
      const { code, message } = parse(raw);
      if (typeof code !== "number" || typeof message !== "string")
        throw new Error("expected {code, message}");
      standIn.observeNext({ code, message });
      return json(response, 204);
    }
    if (route === "POST /__control/sign-csr") {
      const { csr } = parse(raw);
      if (typeof csr !== "string") throw new Error("expected {csr}");
      return json(response, 200, { certificate: standIn.signCertificateRequest(csr) });
    }
    if (route === "POST /__control/fail-next") {
      const { operation, mode, count, holdMs, detail } = parse(raw);
      if (typeof operation !== "string" || !MODES.includes(mode as FaultMode))
        throw new Error(`expected {operation, mode: ${MODES.join(" | ")}}`);
      standIn.failNext(operation, mode as FaultMode, {
        count: typeof count === "number" ? count : undefined,
        holdMs: typeof holdMs === "number" ? holdMs : undefined,
        detail: detail as { code: number; message: string } | undefined,
      });
      return json(response, 204);
    }
    return json(response, 404, { error: `no control route ${route}` });
  } catch (error) {
    return json(response, 400, { error: error instanceof Error ? error.message : String(error) });
  }
};
