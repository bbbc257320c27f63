// Issue 20 point 1's table (migration 0022): the business's fiscal settings and its ARCA credentials.

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
  created_at: number;
  updated_at: number;
};
