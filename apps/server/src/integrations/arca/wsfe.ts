import { ArcaServiceError, ArcaUnavailableError } from "./errors.ts";
import { soapCall } from "./soap.ts";
import { authXml, caeRequestXml, WSFE_NAMESPACE, wsfeEnvelope } from "./wsfe-request.ts";
import { messages, readAmount, readInteger, readOptional } from "./wsfe-response.ts";
import type { CaeRequest, CaeResult, StoredVoucher, WsfeAuth } from "./wsfe-types.ts";
import { child, element, path, text, type XmlNode } from "./xml.ts";

export type { CaeRequest, CaeResult, StoredVoucher, VatLine, WsfeAuth } from "./wsfe-types.ts";

export type WsfeClient = {
  dummy(): Promise<{ appServer: string; dbServer: string; authServer: string }>;
  /** The last number authorized in that series (0 when none); top-level Errors → ArcaServiceError. */
  lastAuthorized(auth: WsfeAuth, pointOfSale: number, voucherType: number): Promise<number>;
  /** "R" is a result, not a throw; only errors with no FeCabResp (auth, 500) throw ArcaServiceError. */
  requestCae(auth: WsfeAuth, request: CaeRequest): Promise<CaeResult>;
  /** What ARCA stored under that number, or null when it has none (602). */
  consult(
    auth: WsfeAuth,
    pointOfSale: number,
    voucherType: number,
    number: number,
  ): Promise<StoredVoucher | null>;
};

const readStored = (stored: XmlNode, operation: string): StoredVoucher => ({
  pointOfSale: readInteger(stored, "PtoVta", operation),
  voucherType: readInteger(stored, "CbteTipo", operation),
  number: readInteger(stored, "CbteDesde", operation),
  date: text(stored, "CbteFch") ?? "",
  documentType: readInteger(stored, "DocTipo", operation),
  documentNumber: text(stored, "DocNro") ?? "",
  total: readAmount(stored, "ImpTotal", operation),
  net: readAmount(stored, "ImpNeto", operation),
  vatTotal: readAmount(stored, "ImpIVA", operation),
  result: text(stored, "Resultado") === "A" ? "A" : "R",
  cae: readOptional(stored, "CodAutorizacion"),
  caeDueDate: readOptional(stored, "FchVto"),
});

/** A thin WSFEv1 client: one SOAP call per method, nothing cached, every failure typed (errors.ts). */
export const createWsfeClient = (options: { url: string; timeoutMs?: number }): WsfeClient => {
  const call = async (operation: string, content: string): Promise<XmlNode> => {
    const body = await soapCall({
      url: options.url,
      action: `"${WSFE_NAMESPACE}${operation}"`,
      envelope: wsfeEnvelope(operation, content),
      timeoutMs: options.timeoutMs,
    });
    const result = path(body, `${operation}Response`, `${operation}Result`);
    if (!result) throw new ArcaUnavailableError(`WSFEv1 answered ${operation} without a result`);
    return result;
  };

  return {
    async dummy() {
      const result = await call("FEDummy", "");
      return {
        appServer: text(result, "AppServer") ?? "",
        dbServer: text(result, "DbServer") ?? "",
        authServer: text(result, "AuthServer") ?? "",
      };
    },

    async lastAuthorized(auth, pointOfSale, voucherType) {
      const operation = "FECompUltimoAutorizado";
      const content = authXml(auth) + element("PtoVta", pointOfSale) + element("CbteTipo", voucherType);
      const result = await call(operation, content);
      // With an error WSFEv1 still answers CbteNro 0: the errors decide, never that 0.
      const errors = messages(result, "Errors", "Err");
      if (errors.length > 0) throw new ArcaServiceError(errors);
      return readInteger(result, "CbteNro", operation);
    },

    async requestCae(auth, request) {
      const operation = "FECAESolicitar";
      const result = await call(operation, caeRequestXml(auth, request));
      const errors = messages(result, "Errors", "Err");
      const header = child(result, "FeCabResp");
      if (!header) {
        if (errors.length > 0) throw new ArcaServiceError(errors);
        throw new ArcaUnavailableError(`WSFEv1 answered ${operation} without FeCabResp`);
      }
      const detail = path(result, "FeDetResp", "FECAEDetResponse");
      const approved = (text(detail, "Resultado") ?? text(header, "Resultado")) === "A";
      const cae = readOptional(detail, "CAE");
      // Approved without a CAE is no answer we can act on; the voucher may be authorized, so reconcile.
      if (approved && (cae === null || !/^\d{14}$/.test(cae)))
        throw new ArcaUnavailableError(`WSFEv1 approved the voucher without a readable CAE: ${cae}`);
      return {
        result: approved ? "A" : "R",
        cae: approved ? cae : null,
        caeDueDate: approved ? readOptional(detail, "CAEFchVto") : null,
        observations: messages(detail, "Observaciones", "Obs"),
        errors,
      };
    },

    async consult(auth, pointOfSale, voucherType, number) {
      const operation = "FECompConsultar";
      const content =
        authXml(auth) +
        "<FeCompConsReq>" +
        element("CbteTipo", voucherType) +
        element("CbteNro", number) +
        element("PtoVta", pointOfSale) +
        "</FeCompConsReq>";
      const result = await call(operation, content);
      const stored = child(result, "ResultGet");
      if (stored) return readStored(stored, operation);
      const errors = messages(result, "Errors", "Err");
      if (errors.some((error) => error.code === 602)) return null;
      throw errors.length > 0
        ? new ArcaServiceError(errors)
        : new ArcaUnavailableError(`WSFEv1 answered ${operation} without ResultGet`);
    },
  };
};
