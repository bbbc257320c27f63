import type { ArcaMessage } from "./errors.ts";

// The shapes of WSFEv1's calls, apart from the client so the request builders can name them too.

export type WsfeAuth = { token: string; sign: string; cuit: string /* 11 digits */ };
/** One AlicIva: `id` is WSFEv1's (3 = 0 %, 4 = 10.5 %, 5 = 21 %, 6 = 27 %); amounts in centavos. */
export type VatLine = { id: number; base: number; amount: number };

/** One voucher for FECAESolicitar; every amount in centavos. */
export type CaeRequest = {
  pointOfSale: number;
  /** CbteTipo: 1, 3, 6, 8, 11, 13. */
  voucherType: number;
  /** Comanda sends 1 (Productos); 2 and 3 would need the service dates, which this client does not send. */
  concept: 1 | 2 | 3;
  /** DocTipo 80, 96, 99. */
  documentType: number;
  /** "0" for 99. */
  documentNumber: string;
  /** CbteDesde = CbteHasta. */
  number: number;
  /** CbteFch "YYYYMMDD". */
  date: string;
  total: number;
  net: number;
  /** ImpTotConc. */
  untaxed: number;
  /** ImpOpEx. */
  exempt: number;
  /** ImpTrib (no Tributos detail is sent, so ARCA accepts only 0). */
  taxes: number;
  vatTotal: number;
  /** Empty for C: then no <Iva> element is sent. */
  vat: VatLine[];
  /** CondicionIVAReceptorId. */
  receptorIvaConditionId: number;
  /** CbtesAsoc, for credit notes. */
  associated?: { voucherType: number; pointOfSale: number; number: number; cuit?: string; date?: string };
};

/**
 * ARCA's answer for one voucher. A rejection ("R") gives its reasons the way ARCA does: validations of the
 * voucher as `observations` (the detail's Obs) and header-level ones, like 10016, as `errors` (top-level
 * Err); read both. An approval ("A") may carry observations too.
 */
export type CaeResult = {
  result: "A" | "R";
  cae: string | null;
  /** YYYYMMDD. */
  caeDueDate: string | null;
  observations: ArcaMessage[];
  errors: ArcaMessage[];
};

/** A voucher as FECompConsultar keeps it; amounts in centavos. */
export type StoredVoucher = {
  pointOfSale: number;
  voucherType: number;
  number: number;
  date: string;
  documentType: number;
  documentNumber: string;
  total: number;
  net: number;
  vatTotal: number;
  result: "A" | "R";
  cae: string | null;
  caeDueDate: string | null;
};
