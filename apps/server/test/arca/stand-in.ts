import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { ArcaMessage } from "../../src/integrations/arca/errors.ts";
import { child, parseXml, type XmlNode } from "../../src/integrations/arca/xml.ts";
import { handleControl } from "./control.ts";
import {
  asmxFault,
  errorsXml,
  type Reply,
  SoapFault,
  WSFE_NAMESPACE,
  wsaaFault,
  wsfeReply,
} from "./replies.ts";
import {
  emptyState,
  type FaultMode,
  type Operation,
  operations,
  type StandInConfig,
  type StoredVoucherRecord,
  takeFault,
} from "./state.ts";
import { signCertificateRequest } from "./test-ca.ts";
import { login } from "./wsaa-login.ts";
import { message } from "./wsfe-messages.ts";
import { consult, dummy, lastAuthorized, requestCae, type WsfeContext } from "./wsfe-operations.ts";

export type { FaultMode, StoredVoucherRecord } from "./state.ts";

export type ArcaStandIn = {
  /** http://127.0.0.1:<port>/ws/services/LoginCms and http://127.0.0.1:<port>/wsfev1/service.asmx */
  endpoints: { wsaa: string; wsfe: string };
  /**
   * The next `count` (1) calls of `operation` fail this way: "timeout" holds the request `holdMs` (30 s)
   * and destroys the socket; "drop-after-authorize" does the work (stores and authorizes a voucher) and
   * destroys the socket unanswered; "http-500" answers an HTML error page; "reject" answers FECAESolicitar
   * R with `detail` as its error (FECompUltimoAutorizado, FECompConsultar: top-level Errors;
   * LoginCms: fault coe.notAuthorized; FEDummy answers as usual).
   */
  failNext(
    operation: string,
    mode: FaultMode,
    options?: { count?: number; holdMs?: number; detail?: ArcaMessage },
  ): void;
  /**
   * Issues the certificate for a CSR as ARCA's 'Administración de certificados digitales' does (decision
   * 067); needs the CA's key (`caPrivateKeyPem`). Throws on a request ARCA would refuse.
   */
  signCertificateRequest(csrPem: string): string;
  /** Answers the next authorized FECAESolicitar with this observation (Resultado A + Obs). */
  observeNext(observation: ArcaMessage): void;
  vouchers(): StoredVoucherRecord[];
  calls(): { operation: string; at: number }[];
  reset(): void;
  close(): Promise<void>;
};

export type ArcaStandInOptions = {
  caCertificatePem: string;
  /** the test CA's key: with it the stand-in also issues certificates for requests (signCertificateRequest) */
  caPrivateKeyPem?: string;
  /** 0 = any free port. */
  port?: number;
  host?: "127.0.0.1";
  now?: () => number;
  /** Default: every point of sale 1..99998. */
  enabledPointsOfSale?: number[];
  /** Centavos; default 1_000_000_000 ($10.000.000, RG 5700/2025). */
  identificationThreshold?: number;
};

const WSAA_PATH = "/ws/services/LoginCms";
const WSFE_PATH = "/wsfev1/service.asmx";
const DEFAULT_REJECTION: ArcaMessage = {
  code: 10000,
  message: "LA CUIT INFORMADA NO SE ENCUENTRA AUTORIZADA A EMITIR COMPROBANTES ELECTRONICOS ORIGINALES",
};

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

/** The operation named by the Body's element; the element must be in WSFEv1's namespace to be read. */
const wsfeOperation = (raw: string, body: XmlNode | undefined) => {
  const name = Object.keys(body ?? {})[0] ?? "";
  const tag = new RegExp(`<(?:([\\w.-]+):)?${name}\\b([^>]*)>`).exec(raw);
  const declared = tag?.[1]
    ? raw.includes(`xmlns:${tag[1]}="${WSFE_NAMESPACE}"`)
    : tag?.[2]?.includes(`xmlns="${WSFE_NAMESPACE}"`);
  return { name, inNamespace: declared === true };
};

/** A local WSAA and WSFEv1 that check what the real ones check (docs/arca-research.md), state in memory. */
export const startArcaStandIn = async (options: ArcaStandInOptions): Promise<ArcaStandIn> => {
  const config: StandInConfig = {
    caCertificatePem: options.caCertificatePem,
    now: options.now ?? Date.now,
    enabledPointsOfSale: options.enabledPointsOfSale ? new Set(options.enabledPointsOfSale) : null,
    identificationThreshold: options.identificationThreshold ?? 1_000_000_000,
  };
  let state = emptyState();
  const held = new Set<Socket>();

  const answer = (response: http.ServerResponse, reply: Reply) => {
    response.writeHead(reply.status, { "Content-Type": "text/xml; charset=utf-8" });
    response.end(reply.xml);
  };

  const serveWsfe = (raw: string, body: XmlNode, action: string, reject: ArcaMessage | undefined): Reply => {
    const { name, inNamespace } = wsfeOperation(raw, body);
    const operation = child(body, name);
    const now = config.now();
    if (action !== `${WSFE_NAMESPACE}${name}`)
      return asmxFault(`Server did not recognize the value of HTTP Header SOAPAction: ${action}.`);
    const context: WsfeContext = { config, state, reject };
    if (name === "FEDummy") return wsfeReply(name, dummy(), now);
    // ASMX drops elements outside its namespace, so the operation arrives without Auth.
    if (!inNamespace) return wsfeReply(name, errorsXml([message(500)]), now);
    if (reject && name !== "FECAESolicitar") {
      const zero =
        name === "FECompUltimoAutorizado"
          ? "<PtoVta>0</PtoVta><CbteTipo>0</CbteTipo><CbteNro>0</CbteNro>"
          : "";
      return wsfeReply(name, zero + errorsXml([reject]), now);
    }
    if (name === "FECompUltimoAutorizado") return wsfeReply(name, lastAuthorized(operation, context), now);
    if (name === "FECAESolicitar") return wsfeReply(name, requestCae(operation, context), now);
    if (name === "FECompConsultar") return wsfeReply(name, consult(operation, context), now);
    return asmxFault(`Server did not recognize the value of HTTP Header SOAPAction: ${action}.`);
  };

  const serve = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const raw = await readBody(request);
    if (url.pathname.startsWith("/__control/"))
      return handleControl(url.pathname, request.method, raw, standIn, response);
    if (request.method !== "POST" || (url.pathname !== WSAA_PATH && url.pathname !== WSFE_PATH)) {
      response.writeHead(404).end();
      return;
    }
    let body: XmlNode | undefined;
    try {
      body = child(parseXml(raw).Envelope, "Body");
    } catch {
      body = undefined;
    }
    const action = String(request.headers.soapaction ?? "").replace(/^"|"$/g, "");
    const operation = url.pathname === WSAA_PATH ? "LoginCms" : (Object.keys(body ?? {})[0] ?? "");
    state.calls.push({ operation, at: config.now() });
    const fault = takeFault(state, operation);
    if (fault?.mode === "timeout") {
      held.add(request.socket);
      const timer = setTimeout(() => request.socket.destroy(), fault.holdMs);
      request.socket.once("close", () => {
        clearTimeout(timer);
        held.delete(request.socket);
      });
      return;
    }
    if (fault?.mode === "http-500") {
      response
        .writeHead(500, { "Content-Type": "text/html" })
        .end("<html><body>Internal Server Error</body></html>");
      return;
    }
    const reject = fault?.mode === "reject" ? (fault.detail ?? DEFAULT_REJECTION) : undefined;
    let reply: Reply;
    try {
      if (!body) reply = asmxFault("Server was unable to read request.");
      else if (url.pathname === WSFE_PATH) reply = serveWsfe(raw, body, action, reject);
      else if (reject) throw new SoapFault("coe.notAuthorized", reject.message);
      else reply = await login(body, config, state);
    } catch (error) {
      if (!(error instanceof SoapFault)) throw error;
      reply = url.pathname === WSAA_PATH ? wsaaFault(error) : asmxFault(error.message);
    }
    if (fault?.mode === "drop-after-authorize") request.socket.destroy();
    else answer(response, reply);
  };

  const server = http.createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
      response.end(error instanceof Error ? error.stack : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const standIn: ArcaStandIn = {
    endpoints: { wsaa: `${base}${WSAA_PATH}`, wsfe: `${base}${WSFE_PATH}` },
    failNext(operation, mode, { count = 1, holdMs = 30_000, detail } = {}) {
      if (!operations.includes(operation as Operation))
        throw new Error(`unknown ARCA operation: ${operation}`);
      state.faults.push({ operation, mode, remaining: count, holdMs, detail });
    },
    signCertificateRequest(csrPem) {
      if (!options.caPrivateKeyPem) throw new Error("the stand-in was started without the CA's key");
      return signCertificateRequest(
        { certificatePem: options.caCertificatePem, privateKeyPem: options.caPrivateKeyPem },
        csrPem,
      );
    },
    observeNext(observation) {
      state.observations.push(observation);
    },
    vouchers: () => structuredClone(state.vouchers),
    calls: () => [...state.calls],
    reset() {
      state = emptyState();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return standIn;
};
