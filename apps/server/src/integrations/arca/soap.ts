import http from "node:http";
import https from "node:https";
import { ArcaFaultError, ArcaUnavailableError } from "./errors.ts";
import { child, parseXml, text, type XmlNode } from "./xml.ts";

export const DEFAULT_TIMEOUT_MS = 15_000;
/** No answer of WSAA or WSFEv1 comes near this; a bigger one is not theirs. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

type Answer = { status: number; body: string };

/**
 * One POST with a deadline over the whole exchange (connecting, sending, reading the answer): a server
 * that accepts the connection and then says nothing fails the call instead of holding it.
 */
const post = (url: URL, headers: Record<string, string>, body: string, timeoutMs: number) =>
  new Promise<Answer>((resolve, reject) => {
    const secure = url.protocol === "https:";
    const options: https.RequestOptions = {
      method: "POST",
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
      // A fresh connection each call: ARCA answers a handful of calls per invoice, and a kept-alive socket
      // the server has already closed would fail the next call as if ARCA were down.
      agent: false,
      // ARCA's production hosts still offer small Diffie-Hellman keys ("dh key too small" at OpenSSL's default level).
      ...(secure ? { ciphers: "DEFAULT@SECLEVEL=1" } : {}),
    };
    const request = (secure ? https : http).request(url, options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES)
          request.destroy(new ArcaUnavailableError(`answer of ${url.host} too large`));
        else chunks.push(chunk);
      });
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
      });
      response.on("error", (error) => fail(error));
    });
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(
        error instanceof ArcaUnavailableError
          ? error
          : new ArcaUnavailableError(`no answer from ${url.host}: ${error.message}`, { cause: error }),
      );
    };
    const timer = setTimeout(
      () => request.destroy(new ArcaUnavailableError(`${url.host} did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on("error", fail);
    request.end(body);
  });

export type SoapCall = {
  url: string;
  /** The SOAPAction header's value, quotes included ("" for WSAA). */
  action: string;
  envelope: string;
  timeoutMs?: number;
};

/**
 * Posts a SOAP 1.1 envelope and answers the content of its Body. A Fault (whatever the HTTP status) is an
 * ArcaFaultError; anything that is not a SOAP envelope, including an HTTP error page, is ArcaUnavailableError.
 */
export const soapCall = async (call: SoapCall): Promise<XmlNode> => {
  let url: URL;
  try {
    url = new URL(call.url);
  } catch {
    throw new ArcaUnavailableError(`not a URL: ${call.url}`);
  }
  const headers = { "Content-Type": "text/xml; charset=utf-8", SOAPAction: call.action };
  const answer = await post(url, headers, call.envelope, call.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let body: XmlNode | undefined;
  try {
    body = child(parseXml(answer.body).Envelope, "Body");
  } catch {
    body = undefined;
  }
  if (!body) throw new ArcaUnavailableError(`${url.host} answered HTTP ${answer.status} without a SOAP body`);
  const fault = child(body, "Fault");
  if (fault) {
    // "ns1:coe.alreadyAuthenticated" → "coe.alreadyAuthenticated": the prefix only names Axis's namespace.
    const code = (text(fault, "faultcode") ?? "").replace(/^[^:]*:/, "");
    throw new ArcaFaultError(code, text(fault, "faultstring") ?? code);
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new ArcaUnavailableError(`${url.host} answered HTTP ${answer.status}`);
  return body;
};
