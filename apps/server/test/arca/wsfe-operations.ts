import { randomInt } from "node:crypto";
import type { ArcaMessage } from "../../src/integrations/arca/errors.ts";
import { child, element, text, type XmlNode } from "../../src/integrations/arca/xml.ts";
import { errorsXml, observationsXml, shortAmount } from "./replies.ts";
import { arDate, arStamp, type StandInConfig, type StandInState, type StoredVoucherRecord } from "./state.ts";
import { checkVoucher, voucherClass } from "./voucher-checks.ts";
import { integer, readVoucherRequest } from "./voucher-request.ts";
import { message } from "./wsfe-messages.ts";

export type WsfeContext = { config: StandInConfig; state: StandInState; reject?: ArcaMessage };

const tokenError = (detail: string): ArcaMessage => ({ code: 600, message: `ValidacionDeToken: ${detail}` });

/** Auth as WSFEv1 checks it: a token WSAA handed out, unexpired, its sign, and a CUIT in its relations. */
const authenticate = (
  operation: XmlNode | undefined,
  context: WsfeContext,
): { cuit: string } | ArcaMessage => {
  const auth = child(operation, "Auth");
  if (!auth) return message(500);
  const token = text(auth, "Token") ?? "";
  const cuit = text(auth, "Cuit") ?? "";
  if (!token) return tokenError("Parametro nulo o vacio (token)");
  const ticket = context.state.tickets.get(token);
  if (!ticket) {
    const decoded = Buffer.from(token, "base64").toString("utf8");
    return decoded.startsWith("<")
      ? tokenError("Error al verificar hash: ")
      : tokenError("No valido token. Excepcion: CargarNodos: Error al cargar token XML.");
  }
  const now = context.config.now();
  if (ticket.expiresAt <= now)
    return tokenError(
      `No validaron las fechas del token. GenTime=${Math.floor(ticket.generatedAt / 1000)}, ` +
        `ExpTime=${Math.floor(ticket.expiresAt / 1000)}, NowUTC=${Math.floor(now / 1000)}`,
    );
  if (text(auth, "Sign") !== ticket.sign) return tokenError("Error al verificar hash: ");
  if (cuit !== ticket.cuit) return tokenError(`No aparecio CUIT en lista de relaciones: ${cuit}`);
  return { cuit };
};

const seriesOf = (state: StandInState, cuit: string, pointOfSale: number, voucherType: number) => {
  const vouchers = state.vouchers.filter(
    (voucher) =>
      voucher.cuit === cuit && voucher.pointOfSale === pointOfSale && voucher.voucherType === voucherType,
  );
  const last = vouchers.reduce<StoredVoucherRecord | null>(
    (latest, voucher) => (latest && latest.number > voucher.number ? latest : voucher),
    null,
  );
  return { last: last?.number ?? 0, lastDate: last?.date ?? null };
};

export const dummy = () => "<AppServer>OK</AppServer><DbServer>OK</DbServer><AuthServer>OK</AuthServer>";

export const lastAuthorized = (operation: XmlNode | undefined, context: WsfeContext): string => {
  const zero = "<PtoVta>0</PtoVta><CbteTipo>0</CbteTipo><CbteNro>0</CbteNro>";
  const auth = authenticate(operation, context);
  if ("code" in auth) return zero + errorsXml([auth]);
  const pointOfSale = integer(operation, "PtoVta");
  const voucherType = integer(operation, "CbteTipo");
  const enabled = context.config.enabledPointsOfSale;
  if (pointOfSale < 1 || pointOfSale > 99998) return zero + errorsXml([message(11000)]);
  if (!voucherClass(voucherType)) return zero + errorsXml([message(11001)]);
  if (enabled && !enabled.has(pointOfSale)) return zero + errorsXml([message(11002)]);
  const { last } = seriesOf(context.state, auth.cuit, pointOfSale, voucherType);
  return element("PtoVta", pointOfSale) + element("CbteTipo", voucherType) + element("CbteNro", last);
};

/** 14 digits, unique among the stored ones. */
const newCae = (state: StandInState): string => {
  const cae = `7${String(randomInt(0, 1e12)).padStart(12, "0")}${randomInt(0, 10)}`;
  return state.vouchers.some((voucher) => voucher.cae === cae) ? newCae(state) : cae;
};

export const requestCae = (operation: XmlNode | undefined, context: WsfeContext): string => {
  const auth = authenticate(operation, context);
  if ("code" in auth) return errorsXml([auth]);
  const { config, state } = context;
  const now = config.now();
  const request = readVoucherRequest(operation);
  const series = seriesOf(state, auth.cuit, request.pointOfSale, request.voucherType);
  const verdict = checkVoucher(request, auth.cuit, series, state.vouchers, config);
  if (context.reject) verdict.errors.push(context.reject);
  const approved = verdict.errors.length === 0 && verdict.rejections.length === 0;
  const observations = approved
    ? [...verdict.notes, ...state.observations.splice(0, 1)]
    : [...verdict.rejections, ...verdict.notes];
  const date = request.date || arDate(now);
  let record: StoredVoucherRecord | null = null;
  if (approved) {
    const { declaredCount, detailCount, from, to, imprecise, hasServiceDates, tributes, ...sent } = request;
    record = {
      ...sent,
      cuit: auth.cuit,
      number: from,
      date,
      vat: request.vat ?? [],
      associated: request.associated ?? [],
      cae: newCae(state),
      caeDueDate: arDate(now, 10),
      processedAt: arStamp(now),
      observations,
    };
    state.vouchers.push(record);
  }
  const result = approved ? "A" : "R";
  return (
    "<FeCabResp>" +
    element("Cuit", auth.cuit) +
    element("PtoVta", request.pointOfSale) +
    element("CbteTipo", request.voucherType) +
    element("FchProceso", arStamp(now)) +
    element("CantReg", request.declaredCount) +
    element("Resultado", result) +
    "<Reproceso>N</Reproceso></FeCabResp><FeDetResp><FECAEDetResponse>" +
    element("Concepto", request.concept) +
    element("DocTipo", request.documentType) +
    element("DocNro", request.documentNumber) +
    element("CbteDesde", request.from) +
    element("CbteHasta", request.to) +
    element("CbteFch", date) +
    element("Resultado", result) +
    observationsXml(observations) +
    (record ? element("CAE", record.cae) + element("CAEFchVto", record.caeDueDate) : "<CAE /><CAEFchVto />") +
    "</FECAEDetResponse></FeDetResp>" +
    errorsXml(verdict.errors)
  );
};

const storedXml = (voucher: StoredVoucherRecord) =>
  "<ResultGet>" +
  element("Concepto", voucher.concept) +
  element("DocTipo", voucher.documentType) +
  element("DocNro", voucher.documentNumber) +
  element("CbteDesde", voucher.number) +
  element("CbteHasta", voucher.number) +
  element("CbteFch", voucher.date) +
  element("ImpTotal", shortAmount(voucher.total)) +
  element("ImpTotConc", shortAmount(voucher.untaxed)) +
  element("ImpNeto", shortAmount(voucher.net)) +
  element("ImpOpEx", shortAmount(voucher.exempt)) +
  element("ImpTrib", shortAmount(voucher.taxes)) +
  element("ImpIVA", shortAmount(voucher.vatTotal)) +
  "<FchServDesde /><FchServHasta /><FchVtoPago />" +
  element("MonId", voucher.currency) +
  element("MonCotiz", voucher.exchangeRate) +
  (voucher.receptorIvaConditionId === null
    ? ""
    : element("CondicionIVAReceptorId", voucher.receptorIvaConditionId)) +
  (voucher.associated.length === 0
    ? ""
    : `<CbtesAsoc>${voucher.associated
        .map(
          (associated) =>
            `<CbteAsoc>${element("Tipo", associated.voucherType)}${element("PtoVta", associated.pointOfSale)}` +
            `${element("Nro", associated.number)}${associated.cuit ? element("Cuit", associated.cuit) : ""}` +
            `${associated.date ? element("CbteFch", associated.date) : ""}</CbteAsoc>`,
        )
        .join("")}</CbtesAsoc>`) +
  (voucher.vat.length === 0
    ? ""
    : `<Iva>${voucher.vat
        .map(
          (line) =>
            `<AlicIva>${element("Id", line.id)}${element("BaseImp", shortAmount(line.base))}` +
            `${element("Importe", shortAmount(line.amount))}</AlicIva>`,
        )
        .join("")}</Iva>`) +
  element("Resultado", "A") +
  element("CodAutorizacion", voucher.cae) +
  element("EmisionTipo", "CAE") +
  element("FchVto", voucher.caeDueDate) +
  element("FchProceso", voucher.processedAt) +
  observationsXml(voucher.observations) +
  element("PtoVta", voucher.pointOfSale) +
  element("CbteTipo", voucher.voucherType) +
  "</ResultGet>";

export const consult = (operation: XmlNode | undefined, context: WsfeContext): string => {
  const auth = authenticate(operation, context);
  if ("code" in auth) return errorsXml([auth]);
  const query = child(operation, "FeCompConsReq");
  const pointOfSale = integer(query, "PtoVta");
  const voucherType = integer(query, "CbteTipo");
  const number = integer(query, "CbteNro");
  const found = context.state.vouchers.find(
    (voucher) =>
      voucher.cuit === auth.cuit &&
      voucher.pointOfSale === pointOfSale &&
      voucher.voucherType === voucherType &&
      voucher.number === number,
  );
  return found ? storedXml(found) : errorsXml([message(602)]);
};
