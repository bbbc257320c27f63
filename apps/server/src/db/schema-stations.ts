import type { EnabledStatus } from "@comanda/domain";

// Decision 046's tables (migration 0014): stations and what each said 'Listo' for.

/** A named record like a category (schema.ts `NamedRecordColumns`); the printer columns are all null or all set. */
export type StationTable = {
  id: string;
  business_id: string;
  name: string;
  /** normalised lowercase name, unique per business */
  name_key: string;
  status: EnabledStatus;
  printer_host: string | null;
  printer_port: number | null;
  paper_width: number | null;
  /** Decision 065: 1 lets a ticket its printer never confirmed be sent again (it may print twice) */
  resend_unconfirmed: number;
  created_at: number;
  updated_at: number;
};

/** A station finished its lines of an order at `done_at` (counts while the order is not edited after). */
export type OrderStationTable = {
  order_id: string;
  station_id: string;
  business_id: string;
  done_at: number;
  done_by: string;
  done_by_name: string;
};

/** Migration 0037 (decision 087): a card's line the kitchen marked done. */
export type OrderLineDoneTable = {
  order_id: string;
  line_key: string;
  business_id: string;
  quantity: number;
  done_at: number;
  done_by: string;
};

/** Migration 0017: one thing done to an order, by whom and when. */
export type AuditEventTable = {
  id: string;
  business_id: string;
  at: number;
  user_id: string;
  user_name: string;
  action: string;
  order_id: string | null;
  target: string;
  detail: string;
  authorized_by_name: string | null;
};
