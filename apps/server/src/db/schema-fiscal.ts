// Decision 054's tables: the business's fiscal settings and its ARCA credentials (migration 0022), its invoices
// and ARCA's login tickets (migration 0024).
import type { VoucherType } from "@comanda/domain/fiscal";
import type { InvoiceStatus, ReceptorCondition } from "@comanda/domain/invoices";
import type { Generated } from "kysely";

/** One row per business, written by its ADMIN; `activity_start` is "YYYY-MM-DD". */
export type FiscalSettingsTable = {
  business_id: string;
  /** 11 digits */
  cuit: string;
  legal_name: string;
  iva_condition: string;
  gross_income: string | null;
  activity_start: string;
  point_of_sale: number;
  environment: string;
  /** public: ARCA signed it; kept whole for the ARCA client, never answered whole */
  certificate_pem: string | null;
  /** modules/fiscal/crypto.ts: "v1:<iv>:<tag>:<ciphertext>", AES-256-GCM under a key from the server's secret */
  private_key_ciphertext: string | null;
  certificate_subject: string | null;
  certificate_expires_at: number | null;
  /** migration 0024: 0/1, invoice each order as it completes */
  auto_invoice: Generated<number>;
  /** migration 0024: centavos from which a consumer must be identified (RG 5700/2025) */
  identification_threshold: Generated<number>;
  /** migration 0028: 'Generar pedido de certificado', until its certificate is uploaded (encrypted as the key) */
  request_private_key_ciphertext: string | null;
  request_csr_pem: string | null;
  request_subject: string | null;
  request_created_at: number | null;
  created_at: number;
  updated_at: number;
};

/** Migration 0024: an invoice or credit note, queued and then authorized (modules/invoices). */
export type InvoiceTable = {
  id: string;
  business_id: string;
  order_id: string;
  kind: "invoice" | "credit-note";
  voucher_type: VoucherType;
  environment: "homologacion" | "produccion";
  point_of_sale: number;
  /** null until it is sent */
  number: number | null;
  /** "YYYYMMDD" as sent to ARCA */
  voucher_date: string | null;
  document_type: "cuit" | "dni" | "consumidor-final";
  document_number: string;
  receptor_name: string | null;
  receptor_condition: ReceptorCondition;
  /** centavos */
  total: number;
  net: number;
  /** JSON of VatPart[] */
  vat: string;
  status: InvoiceStatus;
  cae: string | null;
  /** "YYYYMMDD" */
  cae_due_date: string | null;
  /** JSON of string[] */
  observations: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: number;
  lease_until: number | null;
  claim: string | null;
  last_error: string | null;
  related_invoice_id: string | null;
  created_at: number;
  updated_at: number;
  authorized_at: number | null;
};

/** Migration 0024: WSAA's login ticket, reused until it expires (WSAA refuses a second login meanwhile). */
export type ArcaTicketTable = {
  /** SHA-256 of the certificate it was asked with: WSAA gives one ticket per certificate and service */
  certificate_fingerprint: string;
  environment: string;
  service: string;
  token: string;
  sign: string;
  expires_at: number;
};
