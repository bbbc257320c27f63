import { formatAmount } from "./amounts.ts";
import type { CaeRequest, WsfeAuth } from "./wsfe-types.ts";
import { element } from "./xml.ts";

/** WSFEv1's namespace: elements outside it are ignored by the service ("Campo Auth no fue ingresado…"). */
export const WSFE_NAMESPACE = "http://ar.gov.afip.dif.FEV1/";

export const wsfeEnvelope = (operation: string, content: string): string =>
  '<?xml version="1.0" encoding="utf-8"?>' +
  '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
  `<${operation} xmlns="${WSFE_NAMESPACE}">${content}</${operation}>` +
  "</soap:Body></soap:Envelope>";

export const authXml = (auth: WsfeAuth): string =>
  `<Auth>${element("Token", auth.token)}${element("Sign", auth.sign)}${element("Cuit", auth.cuit)}</Auth>`;

const associatedXml = (associated: NonNullable<CaeRequest["associated"]>) =>
  "<CbtesAsoc><CbteAsoc>" +
  element("Tipo", associated.voucherType) +
  element("PtoVta", associated.pointOfSale) +
  element("Nro", associated.number) +
  (associated.cuit === undefined ? "" : element("Cuit", associated.cuit)) +
  (associated.date === undefined ? "" : element("CbteFch", associated.date)) +
  "</CbteAsoc></CbtesAsoc>";

const vatXml = (vat: CaeRequest["vat"]) =>
  vat.length === 0
    ? ""
    : `<Iva>${vat
        .map(
          (line) =>
            `<AlicIva>${element("Id", line.id)}${element("BaseImp", formatAmount(line.base))}` +
            `${element("Importe", formatAmount(line.amount))}</AlicIva>`,
        )
        .join("")}</Iva>`;

/**
 * FECAESolicitar for one voucher. FECAEDetRequest is a strict XSD sequence, so the order below is the
 * schema's (ImpTrib before ImpIVA; CondicionIVAReceptorId, then CbtesAsoc, Tributos, Iva).
 */
export const caeRequestXml = (auth: WsfeAuth, request: CaeRequest): string =>
  authXml(auth) +
  "<FeCAEReq><FeCabReq>" +
  element("CantReg", 1) +
  element("PtoVta", request.pointOfSale) +
  element("CbteTipo", request.voucherType) +
  "</FeCabReq><FeDetReq><FECAEDetRequest>" +
  element("Concepto", request.concept) +
  element("DocTipo", request.documentType) +
  element("DocNro", request.documentNumber) +
  element("CbteDesde", request.number) +
  element("CbteHasta", request.number) +
  element("CbteFch", request.date) +
  element("ImpTotal", formatAmount(request.total)) +
  element("ImpTotConc", formatAmount(request.untaxed)) +
  element("ImpNeto", formatAmount(request.net)) +
  element("ImpOpEx", formatAmount(request.exempt)) +
  element("ImpTrib", formatAmount(request.taxes)) +
  element("ImpIVA", formatAmount(request.vatTotal)) +
  element("MonId", "PES") +
  element("MonCotiz", 1) +
  element("CondicionIVAReceptorId", request.receptorIvaConditionId) +
  (request.associated ? associatedXml(request.associated) : "") +
  vatXml(request.vat) +
  "</FECAEDetRequest></FeDetReq></FeCAEReq>";
