import type { ArcaMessage } from "../../src/integrations/arca/errors.ts";
import { element, escapeXml } from "../../src/integrations/arca/xml.ts";
import { arStamp } from "./state.ts";

/** What the HTTP layer sends: a status and an XML body. */
export type Reply = { status: number; xml: string };

/** A refusal answered as a SOAP fault: WSAA's "ns1:<code>" (Axis) or ASMX's "soap:Client". */
export class SoapFault extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

const SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
const AXIS = "http://xml.apache.org/axis/";
export const WSAA_NAMESPACE = "http://wsaa.view.sua.dvadac.desein.afip.gov";
export const WSFE_NAMESPACE = "http://ar.gov.afip.dif.FEV1/";

const envelope = (prefix: string, body: string, header = "") =>
  `<?xml version="1.0" encoding="utf-8"?><${prefix}:Envelope xmlns:${prefix}="${SOAP}" ` +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
  `${header}<${prefix}:Body>${body}</${prefix}:Body></${prefix}:Envelope>`;

/** WSAA's faults, as Axis 1.4 writes them (HTTP 500). */
export const wsaaFault = (fault: SoapFault): Reply => ({
  status: 500,
  xml: envelope(
    "soapenv",
    `<soapenv:Fault><faultcode xmlns:ns1="${AXIS}">ns1:${escapeXml(fault.code)}</faultcode>` +
      `${element("faultstring", fault.message)}<detail><ns2:hostname xmlns:ns2="${AXIS}">wsaa-stand-in</ns2:hostname>` +
      "</detail></soapenv:Fault>",
  ),
});

export const wsaaReply = (loginTicketResponse: string): Reply => ({
  status: 200,
  xml: envelope(
    "soapenv",
    `<loginCmsResponse xmlns="${WSAA_NAMESPACE}">${element("loginCmsReturn", loginTicketResponse)}</loginCmsResponse>`,
  ),
});

/** What an ASMX service answers a request it cannot read (HTTP 500, soap:Client). */
export const asmxFault = (message: string): Reply => ({
  status: 500,
  xml: envelope(
    "soap",
    `<soap:Fault><faultcode>soap:Client</faultcode>${element("faultstring", message)}<detail /></soap:Fault>`,
  ),
});

/** A WSFEv1 answer: FEHeaderInfo in the header, `<op>Response/<op>Result` in the body. */
export const wsfeReply = (operation: string, result: string, now: number): Reply => ({
  status: 200,
  xml: envelope(
    "soap",
    `<${operation}Response xmlns="${WSFE_NAMESPACE}"><${operation}Result>${result}</${operation}Result></${operation}Response>`,
    `<soap:Header><FEHeaderInfo xmlns="${WSFE_NAMESPACE}"><ambiente>HomologacionExterna - stand-in</ambiente>` +
      `<fecha>${arStamp(now)}</fecha><id>1.0.0.0</id></FEHeaderInfo></soap:Header>`,
  ),
});

const messageList = (container: string, item: string, messages: ArcaMessage[]) =>
  messages.length === 0
    ? ""
    : `<${container}>${messages
        .map(
          (message) =>
            `<${item}>${element("Code", message.code)}${element("Msg", message.message)}</${item}>`,
        )
        .join("")}</${container}>`;

export const errorsXml = (errors: ArcaMessage[]) => messageList("Errors", "Err", errors);
export const observationsXml = (observations: ArcaMessage[]) =>
  messageList("Observaciones", "Obs", observations);

/** Amounts the way FECompConsultar answers them: no trailing zeros ("122", "122.5", "0.01"). */
export const shortAmount = (centavos: number) => {
  const sign = centavos < 0 ? "-" : "";
  const absolute = Math.abs(centavos);
  const fraction = String(absolute % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${sign}${Math.floor(absolute / 100)}${fraction ? `.${fraction}` : ""}`;
};
