import type { DiscountPolicy, EnabledStatus, IngredientUnit, RecipeUnit, Role } from "@comanda/domain";
import type { Generated } from "kysely";
import type { CustomerTable } from "./schema-customers.ts";
import type { DiningTableTable, RoomTable } from "./schema-dining-room.ts";
import type { ArcaTicketTable, FiscalSettingsTable, InvoiceTable } from "./schema-fiscal.ts";
import type {
  ModifierGroupTable,
  ModifierOptionTable,
  ProductModifierGroupTable,
} from "./schema-modifiers.ts";
import type { AdminPinTable, AuthorizationTable } from "./schema-permissions.ts";
import type { PrintJobTable } from "./schema-printing.ts";
import type {
  CashMovementTable,
  OrderAdjustmentTable,
  OrderLineTable,
  OrderPaymentTable,
  OrderTable,
  ShiftCountTable,
  ShiftMethodTotalTable,
  ShiftTable,
  StockMovementTable,
  TabRoundTable,
} from "./schema-shifts-orders.ts";
import type {
  AuditEventTable,
  OrderLineDoneTable,
  OrderStationTable,
  StationTable,
} from "./schema-stations.ts";

export type * from "./schema-shifts-orders.ts";

/** Better Auth keeps its own date type: ISO text on SQLite, timestamptz on PostgreSQL. */
type AuthDate = string | Date;
/** SQLite has no boolean: Better Auth writes 0/1 there and true/false on PostgreSQL. */
type AuthBoolean = number | boolean;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  email_verified: AuthBoolean;
  image: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
  role: Role;
  business_id: string;
  status: "enabled" | "disabled";
};

export type SessionTable = {
  id: string;
  user_id: string;
  token: string;
  expires_at: AuthDate;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
};

export type AccountTable = {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthDate | null;
  refresh_token_expires_at: AuthDate | null;
  scope: string | null;
  password: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
};

/** Timestamps in our own tables are epoch milliseconds (docs/product.md#data). */
export type BusinessTable = {
  id: string;
  name: string;
  slug: string;
  phone: string | null;
  address: string;
  status: "enabled" | "disabled";
  /** 0/1: the cash count is entered before the expected amounts are shown */
  blind_cash_count: Generated<number>;
  /** when the logo last changed (its URL carries it, so caches follow); null without a logo */
  logo_updated_at: number | null;
  /** who may discount, and the most CASHIER may take off (whole percent of the subtotal); migration 0011 */
  discount_policy: Generated<DiscountPolicy>;
  cashier_max_discount: Generated<number>;
  /** 0/1, what CASHIER and KITCHEN may do without an ADMIN's PIN; migration 0016 */
  cashier_edits_catalog: Generated<number>;
  cashier_cancels_orders: Generated<number>;
  kitchen_cancels_orders: Generated<number>;
  /** 0/1, whether a waiter charges without an ADMIN's PIN (decision 083); migration 0034, off */
  waiter_charges: Generated<number>;
  /** Migration 0031: JSON array of the notes a line takes in one tap (decision 080) */
  quick_notes: Generated<string>;
  /** Migration 0033: JSON of the courses in order (decision 082) */
  courses: Generated<string>;
  /** Migration 0037 (decision 087): past these minutes a kitchen card's timer turns amber, then red */
  kitchen_warn_minutes: number | null;
  kitchen_late_minutes: number | null;
  created_at: number;
  updated_at: number;
};

export type BusinessLogoTable = {
  business_id: string;
  mime: "image/png" | "image/jpeg" | "image/webp";
  bytes: Uint8Array;
  updated_at: number;
};

export type RateLimitTable = {
  key: string;
  count: number;
  window_start: number;
  /** Epoch ms when the current window ends; expired rows are purged (http/rate-limiter.ts). */
  expires_at: number;
};

/** Columns shared by the catalog's named records (category, payment method, ingredient). */
export type NamedRecordColumns = {
  id: string;
  business_id: string;
  name: string;
  /** normalised lowercase name, unique per business (`nameKey` in the domain) */
  name_key: string;
  status: EnabledStatus;
  created_at: number;
  updated_at: number;
};

export type CategoryTable = NamedRecordColumns & {
  product_count: Generated<number>;
  /** Decision 046: the station that makes its products (null: the first station) */
  station_id: string | null;
  /** Where the owner put it (migration 0027); null: after the ordered ones, by name */
  position: number | null;
};

/** `is_cash` 0/1: the method whose expected amount at close also carries the float and cash movements. */
export type PaymentMethodTable = NamedRecordColumns & { is_cash: Generated<number> };

/** Quantities in integer thousandths of the unit (docs/product.md#data). */
export type IngredientTable = NamedRecordColumns & {
  code: string | null;
  unit: IngredientUnit;
  quantity: number;
  min_quantity: number;
  /** centavos per whole unit (kg, lt, piece); null when unknown */
  cost: number | null;
};

/** Money in integer centavos; `quantity` null when the stock is not tracked (docs/product.md#rules). */
export type ProductTable = {
  id: string;
  /** Migration 0033: the course its lines take by default (decision 082) */
  course_id: string | null;
  business_id: string;
  name: string;
  name_key: string;
  code: string | null;
  /** the code lowercased, unique per business when given */
  code_key: string | null;
  category_id: string;
  /** Decision 046: its own station, over its category's; null: its category's */
  station_id: string | null;
  price: number;
  unit_price: number;
  quantity: number | null;
  status: EnabledStatus;
  /** Decision 055: IVA in hundredths of a percent (0, 1050, 2100 or 2700); 2100 unless given */
  vat_rate: Generated<number>;
  /** Migration 0036 (decision 086): the Buenos Aires day it is 'Agotado' (`YYYY-MM-DD`); null: available */
  sold_out_on: string | null;
  created_at: number;
  updated_at: number;
};

/** A recipe row: `quantity_needed` in integer thousandths of the ingredient's unit. */
export type ProductIngredientTable = {
  product_id: string;
  ingredient_id: string;
  business_id: string;
  position: number;
  unit: RecipeUnit;
  quantity_needed: number;
};

export type PromotionTable = {
  id: string;
  business_id: string;
  name: string;
  name_key: string;
  type: "combo";
  /** 0 or 1 on both engines */
  is_active: number;
  value: number;
  start_date: number;
  end_date: number | null;
  created_at: number;
  updated_at: number;
};

export type PromotionItemTable = {
  promotion_id: string;
  product_id: string;
  business_id: string;
  position: number;
  quantity_needed: number;
};

export type Database = {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  business: BusinessTable;
  rate_limit: RateLimitTable;
  category: CategoryTable;
  payment_method: PaymentMethodTable;
  ingredient: IngredientTable;
  product: ProductTable;
  product_ingredient: ProductIngredientTable;
  promotion: PromotionTable;
  promotion_item: PromotionItemTable;
  shift: ShiftTable;
  order: OrderTable;
  tab_round: TabRoundTable;
  order_line: OrderLineTable;
  order_adjustment: OrderAdjustmentTable;
  order_payment: OrderPaymentTable;
  stock_movement: StockMovementTable;
  shift_method_total: ShiftMethodTotalTable;
  shift_count: ShiftCountTable;
  cash_movement: CashMovementTable;
  business_logo: BusinessLogoTable;
  admin_pin: AdminPinTable;
  authorization: AuthorizationTable;
  print_job: PrintJobTable;
  station: StationTable;
  order_station: OrderStationTable;
  order_line_done: OrderLineDoneTable;
  audit_event: AuditEventTable;
  customer: CustomerTable;
  room: RoomTable;
  dining_table: DiningTableTable;
  fiscal_settings: FiscalSettingsTable;
  invoice: InvoiceTable;
  arca_ticket: ArcaTicketTable;
  modifier_group: ModifierGroupTable;
  modifier_option: ModifierOptionTable;
  product_modifier_group: ProductModifierGroupTable;
};
