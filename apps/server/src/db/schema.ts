import type {
  EnabledStatus,
  IngredientUnit,
  OrderLineKind,
  OrderStatus,
  RecipeUnit,
  Role,
  ShiftStatus,
  StockItemKind,
  StockReason,
} from "@comanda/domain";
import type { Generated } from "kysely";

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

/** Timestamps in our own tables are epoch milliseconds (DESIGN §4). */
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
  created_at: number;
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

export type CategoryTable = NamedRecordColumns & { product_count: Generated<number> };

/** `is_cash` 0/1: the method whose expected amount at close also carries the float and cash movements. */
export type PaymentMethodTable = NamedRecordColumns & { is_cash: Generated<number> };

/** Quantities in integer thousandths of the unit (DESIGN §4). */
export type IngredientTable = NamedRecordColumns & {
  code: string | null;
  unit: IngredientUnit;
  quantity: number;
  min_quantity: number;
  /** centavos per whole unit (kg, lt, piece); null when unknown */
  cost: number | null;
};

/** Money in integer centavos; `quantity` null when the stock is not tracked (DESIGN §5). */
export type ProductTable = {
  id: string;
  business_id: string;
  name: string;
  name_key: string;
  code: string | null;
  /** the code lowercased, unique per business when given */
  code_key: string | null;
  category_id: string;
  price: number;
  unit_price: number;
  quantity: number | null;
  status: EnabledStatus;
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

/** DESIGN §5 Shift: at most one open (end_date null) per business; money in centavos. */
export type ShiftTable = {
  id: string;
  business_id: string;
  /** Buenos Aires date "YYYY-MM-DD", with " HH:mm" when another shift already opened that day */
  code: string;
  status: ShiftStatus;
  start_date: number;
  end_date: number | null;
  total_orders: Generated<number>;
  total_amount: Generated<number>;
  /** the highest numeric turn given in the shift; the next order's turn is prefilled with it + 1 */
  last_turn: Generated<number>;
  /** centavos in the register when the shift opened (fondo de caja) */
  cash_float: Generated<number>;
  count_note: string | null;
  opened_by: string;
  opened_by_name: string;
  closed_by: string | null;
  closed_by_name: string | null;
  created_at: number;
  updated_at: number;
};

/** SPEC §3 Order, snapshotting what was sold; `id` is made by the client (UUIDv7). */
export type OrderTable = {
  id: string;
  business_id: string;
  shift_id: string;
  turn: string;
  status: OrderStatus;
  payment_method_id: string;
  payment_method_name: string;
  observation: string | null;
  /** centavos, computed by the server */
  total: number;
  created_by: string;
  created_by_name: string;
  /** hash of the create request's body: a retry with another body is refused */
  request_hash: string;
  created_at: number;
  updated_at: number;
  status_changed_at: number;
};

/**
 * One line of an order. A combo is a 'promotion' line followed by its 'combo-item' lines
 * (`parent_position` = the combo's position; `quantity` = units sold, quantity_needed × combos; prices 0).
 */
export type OrderLineTable = {
  order_id: string;
  position: number;
  business_id: string;
  kind: OrderLineKind;
  parent_position: number | null;
  item_id: string;
  name: string;
  category_id: string | null;
  quantity: number;
  unit_price: number;
  subtotal: number;
};

/** A change of stock: product units or ingredient thousandths. */
export type StockMovementTable = {
  id: string;
  business_id: string;
  item_kind: StockItemKind;
  item_id: string;
  delta: number;
  quantity_after: number | null;
  reason: StockReason;
  order_id: string | null;
  user_id: string | null;
  user_name: string | null;
  created_at: number;
};

/** Running totals of a shift per payment method, moved as orders complete (centavos). */
export type ShiftMethodTotalTable = {
  shift_id: string;
  payment_method_id: string;
  business_id: string;
  name: string;
  is_cash: number;
  orders: Generated<number>;
  amount: Generated<number>;
};

/** The cash count of a closed shift, one row per payment method; never changed afterwards. */
export type ShiftCountTable = {
  shift_id: string;
  payment_method_id: string;
  business_id: string;
  name: string;
  is_cash: number;
  expected: number;
  counted: number;
  /** counted − expected: negative is faltante, positive sobrante */
  difference: number;
};

export type CashMovementTable = {
  id: string;
  business_id: string;
  shift_id: string;
  kind: "in" | "out";
  /** centavos, > 0 */
  amount: number;
  reason: string;
  user_id: string;
  user_name: string;
  created_at: number;
};

export type BusinessLogoTable = {
  business_id: string;
  mime: "image/png" | "image/jpeg" | "image/webp";
  bytes: Uint8Array;
  updated_at: number;
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
  order_line: OrderLineTable;
  stock_movement: StockMovementTable;
  shift_method_total: ShiftMethodTotalTable;
  shift_count: ShiftCountTable;
  cash_movement: CashMovementTable;
  business_logo: BusinessLogoTable;
};
