import { child, children, text, type XmlNode } from "../../src/integrations/arca/xml.ts";
import { SoapFault } from "./replies.ts";
import type { StoredVoucherRecord } from "./state.ts";

/** FECAESolicitar as the stand-in reads it: amounts in centavos, absent numbers 0 (as .NET defaults them). */
export type VoucherRequest = Omit<
  StoredVoucherRecord,
  "cuit" | "cae" | "caeDueDate" | "processedAt" | "observations" | "number" | "vat" | "associated"
> & {
  declaredCount: number;
  detailCount: number;
  from: number;
  to: number;
  /** Some amount had more than two decimals (10056). */
  imprecise: boolean;
  hasServiceDates: boolean;
  vat: StoredVoucherRecord["vat"] | null;
  associated: StoredVoucherRecord["associated"] | null;
  tributes: number[] | null;
};

/** What ASMX answers a value it cannot deserialize into the schema's type. */
const unreadable = (name: string, value: string) =>
  new SoapFault(
    "Client",
    `Server was unable to read request. ---> ${name}: '${value}' is not a valid value.`,
  );

export const integer = (node: XmlNode | undefined, name: string) => {
  const value = text(node, name) ?? "";
  if (value === "") return 0;
  if (!/^-?\d+$/.test(value)) throw unreadable(name, value);
  return Number(value);
};

/** The stand-in's own decimal reading (not the client's), so a bug in one is not mirrored in the other. */
const amountReader = () => {
  let imprecise = false;
  const read = (node: XmlNode | undefined, name: string) => {
    const value = text(node, name) ?? "";
    if (value === "") return 0;
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
    if (!match) throw unreadable(name, value);
    const [, sign, whole = "0", fraction = ""] = match;
    if (/[^0]/.test(fraction.slice(2))) imprecise = true;
    const centavos = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
    return sign ? -centavos : centavos;
  };
  return { read, imprecise: () => imprecise };
};

export const readVoucherRequest = (operationNode: XmlNode | undefined): VoucherRequest => {
  const request = child(operationNode, "FeCAEReq");
  const header = child(request, "FeCabReq");
  const details = children(child(request, "FeDetReq"), "FECAEDetRequest");
  const detail = details[0];
  const amounts = amountReader();
  const amount = (name: string) => amounts.read(detail, name);
  const vatNode = child(detail, "Iva");
  const associatedNode = child(detail, "CbtesAsoc");
  const tributesNode = child(detail, "Tributos");
  const parsed = {
    declaredCount: integer(header, "CantReg"),
    detailCount: details.length,
    pointOfSale: integer(header, "PtoVta"),
    voucherType: integer(header, "CbteTipo"),
    concept: integer(detail, "Concepto"),
    documentType: integer(detail, "DocTipo"),
    documentNumber: text(detail, "DocNro") ?? "",
    from: integer(detail, "CbteDesde"),
    to: integer(detail, "CbteHasta"),
    date: text(detail, "CbteFch") ?? "",
    total: amount("ImpTotal"),
    untaxed: amount("ImpTotConc"),
    net: amount("ImpNeto"),
    exempt: amount("ImpOpEx"),
    taxes: amount("ImpTrib"),
    vatTotal: amount("ImpIVA"),
    currency: text(detail, "MonId") ?? "",
    exchangeRate: text(detail, "MonCotiz") ?? "",
    hasServiceDates: ["FchServDesde", "FchServHasta", "FchVtoPago"].every((name) =>
      Boolean(text(detail, name)),
    ),
    receptorIvaConditionId: text(detail, "CondicionIVAReceptorId")
      ? integer(detail, "CondicionIVAReceptorId")
      : null,
    vat: vatNode
      ? children(vatNode, "AlicIva").map((line) => ({
          id: integer(line, "Id"),
          base: amounts.read(line, "BaseImp"),
          amount: amounts.read(line, "Importe"),
        }))
      : null,
    associated: associatedNode
      ? children(associatedNode, "CbteAsoc").map((associated) => ({
          voucherType: integer(associated, "Tipo"),
          pointOfSale: integer(associated, "PtoVta"),
          number: integer(associated, "Nro"),
          ...(text(associated, "Cuit") ? { cuit: text(associated, "Cuit") } : {}),
          ...(text(associated, "CbteFch") ? { date: text(associated, "CbteFch") } : {}),
        }))
      : null,
    tributes: tributesNode
      ? children(tributesNode, "Tributo").map((tribute) => amounts.read(tribute, "Importe"))
      : null,
  };
  return { ...parsed, imprecise: amounts.imprecise() };
};
