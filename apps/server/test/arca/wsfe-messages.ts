import type { ArcaMessage } from "../../src/integrations/arca/errors.ts";

/**
 * WSFEv1's messages. 500, 600, 602 and 10016 are texts seen from the real service (docs/arca-research.md);
 * the rest paraphrase the manual's table for the code (RG 4291 v4.7), without accents as ARCA writes them.
 */
const texts = {
  500: "Campo Auth no fue ingresado o esta mal formado.",
  602: "No existen datos en nuestros registros para los parametros ingresados.",
  10002: "No coincide la cantidad de registros informadas con la cantidad real enviada",
  10004: "Campo PtoVta debe estar comprendido entre 1 y 99998.",
  10005: "El punto de venta informado debe estar dado de alta y ser del tipo RECE.",
  10007:
    "Campo CbteTipo no se corresponde con alguno de los habilitados. Consultar metodo FEParamGetTiposCbte.",
  10008: "Campo CbteDesde debe estar comprendido entre 1 y 99999999.",
  10011: "Campo CbteHasta debe ser igual a CbteDesde.",
  10012: "Para comprobantes clase A y C el campo CbteDesde debe ser igual al campo CbteHasta.",
  10013: "Para comprobantes clase A el campo DocTipo debe ser 80 (CUIT).",
  10015:
    "Para comprobantes clase B con DocTipo 99 el campo DocNro debe ser 0, y a partir del monto de identificacion DocTipo no puede ser 99.",
  10016:
    "El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.",
  10018:
    "Si ImpIVA es igual a 0 el objeto Iva solo debe informarse con Id 3; si es mayor a 0 Iva es obligatorio.",
  10019: "El campo Id en AlicIva debe ser un valor devuelto por el metodo FEParamGetTiposIva.",
  10020: "El campo BaseImp en AlicIva es obligatorio y debe ser mayor a 0.",
  10022: "El campo Id en AlicIva no debe repetirse. Debera totalizarse por alicuota.",
  10023: "La suma de los campos Importe en Iva debe ser igual al valor ingresado en ImpIVA.",
  10024: "Si ImpTrib es mayor a 0 el objeto Tributos es obligatorio.",
  10029: "La suma de los importes en Tributo debe ser igual al valor ingresado en ImpTrib.",
  10030: "El campo Concepto es obligatorio y debe ser 1, 2 o 3.",
  10037: "El campo MonId es obligatorio y debe corresponder a un valor devuelto por FEParamGetTiposMonedas.",
  10039: "El campo MonCotiz es obligatorio e igual a 1 cuando MonId es PES.",
  10040: "El tipo de comprobante asociado no es valido para el tipo de comprobante a autorizar.",
  10041: "El comprobante asociado no existe en los registros de ARCA.",
  10043: "El campo ImpTotConc no puede ser menor a 0. Para comprobantes tipo C debe ser igual a 0.",
  10044: "El campo ImpOpEx no puede ser menor a 0. Para comprobantes tipo C debe ser igual a 0.",
  10045: "El campo ImpNeto no puede ser menor a 0.",
  10046: "El campo ImpTrib no puede ser menor a 0.",
  10047: "El campo ImpIVA no puede ser menor a 0. Para comprobantes tipo C debe ser igual a 0.",
  10048: "El campo ImpTotal debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.",
  10049: "Los campos FchServDesde, FchServHasta y FchVtoPago son obligatorios para Concepto 2 o 3.",
  10051: "Los importes informados en AlicIva no se corresponden con la alicuota seleccionada.",
  10056: "Los importes deben informarse con la precision indicada.",
  10061: "La suma de los campos BaseImp en AlicIva debe ser igual al valor ingresado en ImpNeto.",
  10065: "El campo ImpTotal no puede ser menor a 0.",
  10069: "El numero de documento del receptor no puede ser igual al del emisor.",
  10070: "Si el importe neto es mayor a cero, es obligatorio informar el array de Iva.",
  10071: "Si el tipo de comprobante es C, el array de Iva no debe informarse.",
  10197: "Para notas de debito y credito es obligatorio informar CbtesAsoc o PeriodoAsoc.",
  10242: "El valor de CondicionIVAReceptorId no es valido. Consultar metodo FEParamGetCondicionIvaReceptor.",
  10243: "El campo CondicionIVAReceptorId no es valido para la clase de comprobante informado.",
  10246: "El campo CondicionIVAReceptorId es obligatorio. Consultar metodo FEParamGetCondicionIvaReceptor.",
  11000: "El PtoVta debe ser valido comprendido entre 1 y 99998",
  11001: "Campo CbteTipo no habilitado en este WS. Consultar metodo FEParamGetTiposCbte",
  11002:
    "El punto de venta no se encuentra habilitado a usar el presente WS. Consultar metodo FEParamGetPtosVenta",
} as const;

export type WsfeCode = keyof typeof texts;

export const message = (code: WsfeCode, detail?: string): ArcaMessage => ({
  code,
  message: detail ? `${texts[code]} ${detail}` : texts[code],
});

/** 10016 for a CbteFch out of range comes as an Obs, with the service's double spaces. */
export const dateRangeObservation: ArcaMessage = {
  code: 10016,
  message:
    "Campo CbteFch Debe estar comprendido  en el  rango  N-5 y N+5 siendo N la fecha de envio del pedido  de autorizacion para 1 - Productos",
};
